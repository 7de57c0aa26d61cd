/** What people read about blocking, reporting, warnings, suspension and their data rights. */
export const SAFETY_MSG = {
  cannotMessage: 'No es posible enviar mensajes en esta conversación',
  cannotApply: 'No es posible postular a esta oferta',
  cannotAward: 'No es posible adjudicar esta oferta a esta persona',
  cannotReview: 'No es posible evaluar a esta persona',
  moneyWarning:
    'Cuidado: nunca envíes dinero ni datos bancarios a alguien que no conoces en persona. Conectando Generaciones nunca te pedirá dinero por chat.',
  contactWarning:
    'Ojo: esta persona te pide seguir la conversación fuera de Conectando Generaciones. Aquí podemos ayudarte si algo sale mal; afuera no.',
  report: 'Reportar',
  block: 'Bloquear',
  unblock: 'Desbloquear',
  blockedName: (name: string) => `Bloqueaste a ${name}`,
  blockConfirm: (name: string) =>
    `¿Bloquear a ${name}? No podrán escribirse ni verse en las listas. ${name} no sabrá que lo bloqueaste.`,
  reportThanks: 'Gracias por avisarnos. Nuestro equipo lo revisará.',
  reportAlsoBlock: '¿Quieres bloquear también a esta persona?',
  reportTitle: '¿Qué pasó?',
  reportDetailsLabel: 'Cuéntanos más (opcional)',
  reportSend: 'Enviar reporte',
  blockSelf: 'No puedes bloquearte a ti mismo',
  reportSelf: 'No puedes reportarte a ti mismo',
  userNotFound: 'Usuario no encontrado',
  reasonInvalid: 'Elige un motivo de la lista',
  detailsTooLong: 'El detalle puede tener hasta 1.000 caracteres',
  tooManyMessages: 'Puedes adjuntar hasta 20 mensajes',
  messagesInvalid: 'Solo puedes adjuntar mensajes de tus propias conversaciones',
  tooManyComments: 'Puedes adjuntar hasta 20 comentarios',
  commentsInvalid: 'Solo puedes adjuntar comentarios de esta persona en relatos que puedes ver',
  reportLimit: 'Ya enviaste 10 reportes hoy. Vuelve a intentarlo mañana.',
  actionInvalid: 'Elige una acción: descartar, advertir o suspender',
  noteTooLong: 'La nota puede tener hasta 1.000 caracteres',
  reportNotFound: 'Reporte no encontrado',
  reportClosed: 'Este reporte ya fue revisado',
  suspended: (contact: string) => `Tu cuenta está suspendida. Escríbenos a ${contact} si crees que es un error.`,
  warnTitle: 'Aviso del equipo de Conectando Generaciones',
  warnBody:
    'Recibimos un reporte sobre tu forma de conversar. Recuerda tratar a todos con respeto y nunca pedir dinero ni datos bancarios. Si se repite, tu cuenta puede ser suspendida.',
  notSuspended: 'Esta cuenta no está suspendida',
  reportClosedTitle: 'Revisamos tu reporte y tomamos medidas',
  reportClosedBody: 'Gracias por avisarnos. Cuidarnos entre todos hace de Conectando Generaciones un lugar seguro.',
  firstContactTitle: 'Es la primera vez que conversan',
  firstContactIntro: (name: string) => `${name} te escribió por primera vez. Esto es lo que sabemos:`,
  firstContactAdvice:
    'Conversa con calma y no compartas datos personales. Nunca envíes dinero ni datos bancarios a alguien que no conoces en persona.',
  accountTypeLabel: 'Tipo de cuenta',
  validationLabel: 'Validación',
  memberSinceLabel: 'Miembro desde',
  placeLabel: 'Ciudad o región',
  placeUnknown: 'No lo indicó',
  memberSince: (date: string) => `Miembro desde ${date}`,
  validated: 'Cuenta validada',
  notValidated: 'Cuenta sin validar',
} as const;

export const REPORT_REASONS = ['scam', 'harassment', 'inappropriate', 'fake_profile', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The reasons in plain Spanish, in the order the form shows them. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  scam: 'Me pidió dinero o datos bancarios',
  harassment: 'Me molesta o me acosa',
  inappropriate: 'Mensajes o contenido inapropiado',
  fake_profile: 'Creo que no es quien dice ser',
  other: 'Otro motivo',
};

export const REPORT_ACTIONS = ['dismiss', 'warn', 'suspend'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const REPORT_DETAILS_MAX = 1000;
export const REPORT_MESSAGES_MAX = 20;
export const REPORTS_PER_DAY = 10;
