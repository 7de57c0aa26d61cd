import { createEvent, EventAttributes } from 'ics';
import { liveClassInviteText, liveClassPath } from '@conectando/contracts';
import type { LiveClass } from './entities/live-class.entity';

/**
 * A class as an emailed invitation (iTIP): one UID per class for ever and SEQUENCE = its version, so a
 * calendar that added it updates the same entry when the time moves (REQUEST) or removes it (CANCEL).
 * The app is the ORGANIZER and the recipient the only ATTENDEE: no one learns another's address.
 */
export function liveClassCalendar(
  c: LiveClass,
  mentorName: string,
  publicUrl: string,
  invite: {
    method: 'REQUEST' | 'CANCEL';
    organizer: { name: string; email: string };
    attendee: { name: string; email: string };
  },
): string {
  const link = `${publicUrl}${liveClassPath(c.id)}`;
  const attributes: EventAttributes = {
    uid: `live-class-${c.id}@conectandogeneraciones.cl`,
    sequence: c.version,
    method: invite.method,
    organizer: invite.organizer,
    attendees: [{ ...invite.attendee, rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' }],
    productId: 'conectando-generaciones/talleres',
    start: c.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: c.durationMinutes },
    ...liveClassInviteText(
      { id: c.id, title: c.title, mentorName, startsAt: c.startsAt, durationMinutes: c.durationMinutes },
      link,
    ),
    url: link,
    status: invite.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    calName: 'Conectando Generaciones',
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('calendar not built');
  return value;
}
