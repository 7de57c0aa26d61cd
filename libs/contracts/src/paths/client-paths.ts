/**
 * The app's addresses the server also writes (in emails, notices and redirects), so a link the server
 * sends and the route that answers it never drift apart. The app's own route table builds on these.
 */
export const CLIENT_PATHS = {
  home: '/',
  login: '/login',
  resetPassword: '/restablecer-contrasena',
  profile: '/profile',
  chat: '/chat/:id',
  meeting: '/reunion/:id',
  reviews: '/evaluar',
  myOffers: '/profesional/centro/mis-solicitudes',
  offerApplications: '/profesional/centro/ofertas/:id',
  myApplications: '/profesional/salud/mis-postulaciones',
  premium: '/profesional/premium',
  tokens: '/tokens',
  paymentResult: '/tokens/pago/:id',
} as const;

/** The query parameter of /tokens that says how Transbank's card form ended. */
export const CARD_RESULT_PARAM = 'tarjeta';
/** The query parameter of the reset-password page that carries the emailed token. */
export const RESET_TOKEN_PARAM = 'token';

export const chatPath = (chatId: string) => `/chat/${encodeURIComponent(chatId)}`;
export const meetingPath = (meetingId: string) => `/reunion/${encodeURIComponent(meetingId)}`;
export const paymentPath = (paymentId: string) => `/tokens/pago/${encodeURIComponent(paymentId)}`;
export const offerApplicationsPath = (offerId: string) => `/profesional/centro/ofertas/${encodeURIComponent(offerId)}`;
export const cardResultPath = (result: 'ok' | 'error') => `${CLIENT_PATHS.tokens}?${CARD_RESULT_PARAM}=${result}`;
export const resetPasswordPath = (token: string) =>
  `${CLIENT_PATHS.resetPassword}?${RESET_TOKEN_PARAM}=${encodeURIComponent(token)}`;
