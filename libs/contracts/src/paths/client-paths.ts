/**
 * The app's addresses the server also writes (in emails, notices and redirects), so a link the server
 * sends and the route that answers it never drift apart. The app's own route table builds on these.
 */
export const CLIENT_PATHS = {
  home: '/',
  login: '/login',
  register: '/register',
  skills: '/skills',
  admin: '/admin',
  resetPassword: '/restablecer-contrasena',
  profile: '/profile',
  chat: '/chat/:id',
  meeting: '/reunion/:id',
  liveClasses: '/live-classes',
  liveClass: '/live-classes/:id',
  liveClassRoom: '/live-classes/:id/room',
  reviews: '/evaluar',
  myOffers: '/profesional/centro/mis-solicitudes',
  offerApplications: '/profesional/centro/ofertas/:id',
  myApplications: '/profesional/salud/mis-postulaciones',
  premium: '/profesional/premium',
  tokens: '/tokens',
  paymentResult: '/tokens/pago/:id',
  help: '/ayuda',
  trustedContactAccept: '/persona-de-confianza',
} as const;

/** Where a fresh session lands, whether signed in by the app or by the sign-in form's post: admins on their panel. */
export const homePathFor = (user: { isAdmin: boolean }): string =>
  user.isAdmin ? CLIENT_PATHS.admin : CLIENT_PATHS.skills;

/** The query parameter of /tokens that says how Transbank's card form ended. */
export const CARD_RESULT_PARAM = 'tarjeta';
/** The query parameter of the trusted contact's page that carries the emailed token. */
export const TRUSTED_TOKEN_PARAM = 'token';
/** The way out, in every email to the trusted contact. */
export const TRUSTED_LEAVE_PARAM = 'salir';
/** The query parameter of the reset-password page that carries the emailed token. */
export const RESET_TOKEN_PARAM = 'token';

export const chatPath = (chatId: string) => `/chat/${encodeURIComponent(chatId)}`;
export const meetingPath = (meetingId: string) => `/reunion/${encodeURIComponent(meetingId)}`;
export const liveClassPath = (classId: string) => `/live-classes/${encodeURIComponent(classId)}`;
export const liveClassRoomPath = (classId: string) => `/live-classes/${encodeURIComponent(classId)}/room`;
export const paymentPath = (paymentId: string) => `/tokens/pago/${encodeURIComponent(paymentId)}`;
export const offerApplicationsPath = (offerId: string) => `/profesional/centro/ofertas/${encodeURIComponent(offerId)}`;
export const cardResultPath = (result: 'ok' | 'error') => `${CLIENT_PATHS.tokens}?${CARD_RESULT_PARAM}=${result}`;
export const resetPasswordPath = (token: string) =>
  `${CLIENT_PATHS.resetPassword}?${RESET_TOKEN_PARAM}=${encodeURIComponent(token)}`;
/** 'Pedir ayuda' about something: the form then sends it as the conversation's context. */
export const helpPath = (context?: { type: string; id: string }) =>
  context
    ? `${CLIENT_PATHS.help}?tipo=${encodeURIComponent(context.type)}&id=${encodeURIComponent(context.id)}`
    : CLIENT_PATHS.help;
export const trustedContactPath = (token: string) =>
  `${CLIENT_PATHS.trustedContactAccept}?${TRUSTED_TOKEN_PARAM}=${encodeURIComponent(token)}`;
/** A video opened in the player on /skills (a wish's notice links here). */
export const videoPath = (videoId: string) => `/skills?video=${encodeURIComponent(videoId)}`;
/** A story on /stories with its comments open (a comment's notice links here). */
export const storyPath = (storyId: string) => `/stories?relato=${encodeURIComponent(storyId)}`;
