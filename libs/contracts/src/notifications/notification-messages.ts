import { formatMeetingTime } from '../meetings/meeting-time';

/** A notice of the feed (also its push): what the person reads first, and the line under it. */
export interface NoticeText {
  title: string;
  body: string;
}

/** The meeting changes the other person is told about. */
export type MeetingChange = 'proposed' | 'rescheduled' | 'confirmed' | 'declined' | 'cancelled';

/** A meeting's start as said in a sentence ("el martes 3 de marzo a las 10:00"). */
export const meetingWhen = (d: Date) => `el ${formatMeetingTime(d)}`;

/** Spanish texts of the notification feed: its errors, and each notice's title and body. */
export const NOTIFICATION_MSG = {
  notFound: 'Notificación no encontrada',
  /** Who a notice names when the person's name is gone (a deleted account). */
  someone: 'Alguien',
  otherPerson: 'La otra persona',

  accountValidated: {
    title: '¡Tu cuenta fue validada!',
    body: 'Ya puedes usar todas las funciones de Conectando Generaciones, incluido el espacio Profesional.',
  } satisfies NoticeText,

  chatMessageTitle: (senderName: string) => `Nuevo mensaje de ${senderName}`,
  /** Follows the count of unread messages: "3 mensajes nuevos de Ana". */
  chatMessagesTitleAfterCount: (senderName: string) => ` mensajes nuevos de ${senderName}`,

  offerApproved: (offerTitle: string): NoticeText => ({
    title: 'Tu oferta fue aprobada',
    body: `«${offerTitle}» ya está publicada y los profesionales pueden postular.`,
  }),
  offerRejected: (offerTitle: string, reason: string): NoticeText => ({
    title: 'Tu oferta fue rechazada',
    body: `«${offerTitle}»: ${reason}. Te devolvimos el token: puedes editarla y reenviarla.`,
  }),

  applicationSubmitted: (offerTitle: string): NoticeText => ({
    title: 'Nueva postulación',
    body: `Recibiste una postulación para «${offerTitle}».`,
  }),
  awardedTitleSuffix: 'Te adjudicaron un trabajo',
  applicationNotSelectedTitle: 'Postulación no seleccionada',
  applicationOfferClosed: (offerTitle: string, refunded: boolean) =>
    `La institución cerró «${offerTitle}» sin adjudicar. ${refunded ? 'Te devolvimos el token de tu postulación.' : ''}`.trim(),
  applicationNotSelected: (offerTitle: string) =>
    `La institución eligió a otro profesional para «${offerTitle}». ¡Sigue postulando!`,

  tokensRenewed: (amount: number) =>
    `Se renovaron tus tokens del mes: recibiste ${amount} ${amount === 1 ? 'token' : 'tokens'}.`,

  reviewRequested: (name: string): NoticeText => ({
    title: `${name} te dejó una evaluación`,
    body: `¿Cómo te fue con ${name}? Las dos evaluaciones se publican juntas cuando ambos respondan.`,
  }),

  /** `slots` are the proposed times, already formatted; `start` is meetingWhen() of a confirmed meeting, or ''. */
  meetingChanged: (change: MeetingChange, actor: string, slots: string[], start: string): NoticeText => {
    switch (change) {
      case 'proposed':
        return { title: `${actor} te invita a una reunión`, body: `Horarios propuestos: ${slots.join('; ')}.` };
      case 'rescheduled':
        return { title: `${actor} propone otro horario`, body: `Horarios propuestos: ${slots.join('; ')}.` };
      case 'confirmed':
        return { title: `${actor} aceptó la reunión`, body: `Se reunirán ${start}.` };
      case 'declined':
        return { title: `${actor} no puede reunirse`, body: 'Rechazó la invitación. Puedes proponer otros horarios.' };
      case 'cancelled':
        return {
          title: `${actor} canceló la reunión`,
          body: start ? `La reunión de ${start} no se hará.` : 'La invitación fue cancelada.',
        };
    }
  },
  meetingReminder: (otherName: string, startsAt: Date): NoticeText => ({
    title: `Recordatorio: reunión con ${otherName}`,
    body: `Es ${meetingWhen(startsAt)} (hora de Chile). Entra a la videollamada desde aquí.`,
  }),
} as const;
