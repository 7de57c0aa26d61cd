import { createEvent, EventAttributes } from 'ics';
import { meetingInviteText, meetingPath } from '@conectando/contracts';
import type { Meeting } from './entities/meeting.entity';

/**
 * The meeting as an RFC 5545 calendar: one UID per meeting for ever, SEQUENCE = its version, so a
 * calendar that imported it earlier updates the same entry (or cancels it).
 */
/**
 * An emailed invitation (iTIP): REQUEST adds or updates the entry, CANCEL removes it. The app is the
 * ORGANIZER and the recipient the only ATTENDEE, so no one learns the other person's address.
 */
export interface MeetingInvite {
  method: 'REQUEST' | 'CANCEL';
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

export function meetingCalendar(
  m: Meeting,
  names: { organizer: string; invitee: string },
  publicUrl: string,
  invite?: MeetingInvite,
): string {
  const link = `${publicUrl}${meetingPath(m.id)}`;
  const start = (m.startsAt ?? m.slots[0] ?? m.createdAt).getTime();
  const attributes: EventAttributes = {
    uid: `meeting-${m.id}@conectandogeneraciones.cl`,
    sequence: m.version,
    method: invite?.method ?? (m.status === 'cancelled' ? 'CANCEL' : 'PUBLISH'),
    ...(invite
      ? {
          organizer: invite.organizer,
          attendees: [{ ...invite.attendee, rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' }],
        }
      : {}),
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
