import { HELP_ASK, HELP_PUBLIC_LINK } from './help-links';

/** What people and admins read about 'Pedir ayuda'. */
export const HELP_MSG = {
  ask: HELP_ASK,
  title: 'Pedir ayuda',
  intro: 'Cuéntanos qué pasó. Una persona de nuestro equipo te responderá.',
  textLabel: '¿En qué te podemos ayudar?',
  send: 'Enviar',
  sent: 'Recibimos tu mensaje. Te responderemos aquí y te avisaremos.',
  sentPublic: 'Recibimos tu mensaje. Si el email es correcto, te responderemos a ese correo.',
  textRequired: 'Escribe tu mensaje',
  textTooLong: 'El mensaje puede tener hasta 2.000 caracteres',
  contextInvalid: 'No encontramos aquello sobre lo que pides ayuda',
  emailInvalid: 'Ingresa un email válido',
  statusInvalid: 'El estado debe ser open o closed',
  limit: 'Ya nos escribiste 3 veces en la última hora. Te responderemos pronto; vuelve a intentarlo más tarde.',
  notFound: 'Conversación no encontrada',
  personLimit: 'Ya nos escribiste 10 veces en la última hora. Te responderemos pronto; vuelve a intentarlo más tarde.',
  mine: 'Tus conversaciones con el equipo',
  none: 'Aún no nos has escrito.',
  waiting: 'Esperando respuesta del equipo',
  teamName: 'Equipo de Conectando Generaciones',
  you: 'Tú',
  closed: 'Cerrada',
  replyTitle: 'El equipo respondió tu mensaje',
  hours: 'Respondemos de lunes a viernes de 9:00 a 18:00 (hora de Chile), sin contar feriados.',
  publicLink: HELP_PUBLIC_LINK,
  publicTitle: 'Pedir ayuda sin ingresar',
  publicIntro: 'Si tu cuenta está suspendida o no puedes ingresar, escríbenos. Te responderemos al email que indiques.',
} as const;

/** When the team answers, said honestly: today before closing time, or the next business day. */
export const helpReplyTime = (answer: { today: true } | { today: false; day: string }) =>
  answer.today
    ? 'Te responderemos hoy, antes de las 18:00.'
    : `Te responderemos el ${answer.day}, entre las 9:00 y las 18:00.`;

export const HELP_TEXT_MAX = 2000;
/** Public form: per address and per email, in an hour. */
export const HELP_PUBLIC_PER_HOUR = 3;
/** Signed in: conversations a person may start in an hour (the queue is read by people). */
export const HELP_PER_PERSON_PER_HOUR = 10;

export const HELP_CONTEXT_TYPES = ['message', 'chat', 'meeting', 'payment', 'offer', 'account'] as const;
export type HelpContextType = (typeof HELP_CONTEXT_TYPES)[number];
export interface HelpContext {
  type: HelpContextType;
  id: string;
}
