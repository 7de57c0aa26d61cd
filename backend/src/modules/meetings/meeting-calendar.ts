import { createEvent, EventAttributes } from 'ics';
import { meetingInviteText, meetingPath } from '@conectando/contracts';
import type { Meeting } from './entities/meeting.entity';

/**
 * The meeting as an RFC 5545 calendar: one UID per meeting for ever, SEQUENCE = its version, so a
 * calendar that imported it earlier updates the same entry (or cancels it).
 */
export function meetingCalendar(m: Meeting, names: { organizer: string; invitee: string }, publicUrl: string): string {
  const link = `${publicUrl}${meetingPath(m.id)}`;
  const start = (m.startsAt ?? m.slots[0] ?? m.createdAt).getTime();
  const attributes: EventAttributes = {
    uid: `meeting-${m.id}@conectandogeneraciones.cl`,
    sequence: m.version,
    method: m.status === 'cancelled' ? 'CANCEL' : 'PUBLISH',
    productId: 'conectando-generaciones/reuniones',
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: m.durationMinutes },
    ...meetingInviteText({
      ...names,
      topic: m.topic,
      start: new Date(start),
      durationMinutes: m.durationMinutes,
      link,
    }),
    url: link,
    status:
      m.status === 'cancelled' || m.status === 'declined'
        ? 'CANCELLED'
        : m.status === 'confirmed'
          ? 'CONFIRMED'
          : 'TENTATIVE',
    calName: 'Conectando Generaciones',
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('calendar not built');
  return value;
}
