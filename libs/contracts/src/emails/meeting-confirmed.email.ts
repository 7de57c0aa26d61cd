import { meetingWhen } from '../notifications/notification-messages';
import { meetingPath } from '../paths/client-paths';
import { EMAIL_SIGNATURE, emailGreeting, type EmailContent } from './email-parts';

/** The confirmation both people get (the invitation .ics goes with it). */
export function meetingConfirmedEmail(
  name: string,
  meeting: { id: string; otherName: string; startsAt: Date; durationMinutes: number },
  publicUrl: string,
): EmailContent {
  return {
    subject: `Reunión confirmada con ${meeting.otherName}`,
    text:
      `${emailGreeting(name)}\n\n` +
      `Tu reunión con ${meeting.otherName} quedó confirmada para ${meetingWhen(meeting.startsAt)} (hora de Chile), ${meeting.durationMinutes} minutos.\n\n` +
      `Ese día, entra a la videollamada en ${publicUrl}${meetingPath(meeting.id)}\n` +
      'Adjuntamos la invitación para que la agregues a tu calendario.' +
      `\n\n${EMAIL_SIGNATURE}`,
  };
}
