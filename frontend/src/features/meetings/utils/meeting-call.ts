import {
  MEETING_CALL_CLOSES_MINUTES_AFTER,
  MEETING_CALL_OPENS_MINUTES_BEFORE,
  type MeetingResponse,
} from '@conectando/contracts';

/** When the meeting ends (confirmed ones only). */
export const meetingEnd = (m: MeetingResponse): number | null =>
  m.startsAt ? Date.parse(m.startsAt) + m.durationMinutes * 60_000 : null;

export type CallWindow = 'before' | 'open' | 'closed' | 'none';

/** Where `now` stands against the call's window: it opens before the start and closes well after. */
export function callWindow(m: MeetingResponse, now: number): CallWindow {
  if (m.status !== 'confirmed' || !m.startsAt) return 'none';
  const start = Date.parse(m.startsAt);
  if (now < start - MEETING_CALL_OPENS_MINUTES_BEFORE * 60_000) return 'before';
  if (now > start + MEETING_CALL_CLOSES_MINUTES_AFTER * 60_000) return 'closed';
  return 'open';
}

/** The call's address (paths.meeting), the one the server's notices link to. */
export { meetingPath } from '@conectando/contracts';
