import { formatMeetingTime } from './meeting-time';

/** The title and description of a meeting's calendar entry (.ics), attached to its emails and offered to download. */
export function meetingInviteText(m: {
  organizer: string;
  invitee: string;
  topic: string | null;
  start: Date;
  durationMinutes: number;
  link: string;
}): { title: string; description: string } {
  return {
    title: `Reunión de ${m.organizer} y ${m.invitee}`,
    description:
      `${m.topic ? `Tema: ${m.topic}\n` : ''}` +
      `${formatMeetingTime(m.start)} (hora de Chile), ${m.durationMinutes} minutos.\n` +
      `Entra a la videollamada en ${m.link}`,
  };
}
