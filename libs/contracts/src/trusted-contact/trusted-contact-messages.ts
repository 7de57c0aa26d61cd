/** What the person, their trusted contact and the emails say about 'Persona de confianza'. */
export const TRUSTED_MSG = {
  title: 'Persona de confianza',
  intro:
    'Elige a alguien de tu familia o de confianza. Si una persona nueva te pide dinero o seguir la conversación fuera de la app, le enviaremos un aviso por email. Nunca verá tus mensajes.',
  nameLabel: 'Nombre',
  emailLabel: 'Email',
  invite: 'Invitar',
  active: (name: string) => `${name} es tu persona de confianza.`,
  pending: (name: string) => `Esperando que ${name} acepte la invitación.`,
  remove: 'Quitar persona de confianza',
  removed: 'Quitaste a tu persona de confianza. Ya no le avisaremos.',
  alertsTitle: 'Avisos enviados',
  noAlerts: 'Aún no le hemos enviado avisos.',
  alerted: 'Avisamos a tu persona de confianza',
  nameInvalid: 'Escribe el nombre (hasta 100 caracteres)',
  emailInvalid: 'Ingresa un email válido',
  notSelf: 'Tu persona de confianza debe tener otro email',
  inviteLimit: 'Enviaste muchas invitaciones hoy. Vuelve a intentarlo mañana.',
  linkInvalid: 'Este enlace no es válido o ya expiró. Pide a quien te invitó que te invite de nuevo.',
  acceptTitle: 'Ser persona de confianza',
  acceptIntro: (name: string) =>
    `${name} te eligió como su persona de confianza en Conectando Generaciones. Si una persona nueva le pide dinero o seguir la conversación fuera de la app, te avisaremos por email, como máximo una vez al día. Nunca verás sus mensajes.`,
  acceptAction: 'Aceptar',
  accepted: (name: string) => `Listo. Ahora eres la persona de confianza de ${name}.`,
  leaveTitle: 'Dejar de ser persona de confianza',
  leaveAction: 'Dejar de recibir avisos',
  left: 'Listo. Ya no recibirás avisos.',
  notFound: 'No tienes una persona de confianza',
} as const;

/** The kinds of message warning an alert can be about: every kind the chat may flag. */
export type TrustedAlertKind = string;

export const TRUSTED_ALERT_KIND_LABEL: Record<string, string> = {
  money: 'Pidió dinero',
  contact: 'Pidió seguir la conversación fuera de la app',
};

/** The invitation link is valid this long. */
export const TRUSTED_INVITE_DAYS = 7;
/** Invitations one person may send a day (each is an email to someone else). */
export const TRUSTED_INVITES_PER_DAY = 5;
export const TRUSTED_NAME_MAX = 100;
