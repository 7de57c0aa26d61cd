import { EMAIL_SIGNATURE, emailGreeting, type EmailContent } from '../emails/email-parts';
import type { NoticeText } from '../notifications/notification-messages';
import { liveClassPath } from '../paths/client-paths';
import { liveClassWhen } from './live-class-rules';

interface ClassFacts {
  id: string;
  title: string;
  mentorName: string;
  startsAt: Date;
  durationMinutes: number;
}

/** What the feed (and its push) says of a live class. */
export const LIVE_CLASS_NOTICE = {
  enrolled: (c: ClassFacts): NoticeText => ({
    title: `Tienes cupo en «${c.title}»`,
    body: `Taller con ${c.mentorName}, ${liveClassWhen(c.startsAt)} (hora de Chile).`,
  }),
  promoted: (c: ClassFacts): NoticeText => ({
    title: `¡Se liberó un cupo! Ya estás inscrito en «${c.title}»`,
    body: `Taller con ${c.mentorName}, ${liveClassWhen(c.startsAt)} (hora de Chile). Si no puedes ir, deja tu cupo para otra persona.`,
  }),
  updated: (c: ClassFacts, rescheduled: boolean): NoticeText => ({
    title: rescheduled ? `Cambió el horario de «${c.title}»` : `${c.mentorName} actualizó «${c.title}»`,
    body: rescheduled
      ? `Ahora es ${liveClassWhen(c.startsAt)} (hora de Chile).`
      : `Sigue siendo ${liveClassWhen(c.startsAt)} (hora de Chile). Revisa los detalles.`,
  }),
  cancelled: (c: ClassFacts): NoticeText => ({
    title: `${c.mentorName} canceló «${c.title}»`,
    body: `El taller de ${liveClassWhen(c.startsAt)} no se hará.`,
  }),
  reminder: (c: ClassFacts): NoticeText => ({
    title: `Recordatorio: taller «${c.title}»`,
    body: `Es ${liveClassWhen(c.startsAt)} (hora de Chile). La sala se abre 10 minutos antes.`,
  }),
} as const;

/** An email of a class: the feed's notice, with the class's link (and, when said so, its calendar invitation). */
export function liveClassEmail(
  name: string,
  notice: NoticeText,
  publicUrl: string,
  classId: string,
  withCalendar: boolean,
): EmailContent {
  return {
    subject: notice.title,
    text:
      `${emailGreeting(name)}\n\n${notice.body}\n\n` +
      `Ver el taller: ${publicUrl}${liveClassPath(classId)}\n` +
      (withCalendar ? 'Adjuntamos la invitación para que la agregues a tu calendario.\n' : '') +
      `\n${EMAIL_SIGNATURE}`,
  };
}

/** The title and description of a class's calendar entry (.ics). */
export function liveClassInviteText(c: ClassFacts, link: string): { title: string; description: string } {
  return {
    title: `Taller en vivo: ${c.title}`,
    description:
      `Con ${c.mentorName}. ${liveClassWhen(c.startsAt)} (hora de Chile), ${c.durationMinutes} minutos.\n` +
      `Entra al taller en ${link}`,
  };
}

export type LiveClassFacts = ClassFacts;
