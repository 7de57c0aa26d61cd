// Every route of the app in one place, so links and the router never drift apart.
export const paths = {
  home: '/',
  roleSelection: '/role-selection',
  login: '/login',
  register: '/register',
  forgotPassword: '/recuperar-contrasena',
  resetPassword: '/restablecer-contrasena',
  terms: '/terminos.html',
  privacy: '/privacidad.html',
  skills: '/skills',
  chats: '/chats',
  chat: '/chat/:id',
  stories: '/stories',
  marketplace: '/marketplace',
  profile: '/profile',
  mentor: '/mentor/:id',
  // A meeting's video call (the link of its notices), and the meetings with '¿Cómo te fue?' (reviews').
  meeting: '/reunion/:id',
  reviews: '/evaluar',
  admin: '/admin',
  adminValidateUsers: '/admin/validar-usuarios',
  adminValidateOffers: '/admin/validar-ofertas',
  adminReports: '/admin/reportes',
  adminPayments: '/admin/pagos',
  // The BullMQ dashboard is a server page (not a router route): link to it with a plain <a href>.
  adminQueues: '/admin/queues',
  publishOffer: '/profesional/centro/publicar',
  myOffers: '/profesional/centro/mis-solicitudes',
  offerApplications: '/profesional/centro/ofertas/:id',
  editOffer: '/profesional/centro/ofertas/:id/editar',
  availableOffers: '/profesional/salud/ofertas',
  myApplications: '/profesional/salud/mis-postulaciones',
  premium: '/profesional/premium',
  tokenHistory: '/profesional/tokens',
  // Where Webpay's return lands, and the receipts ('Mis pagos').
  tokens: '/tokens',
  paymentResult: '/tokens/pago/:id',
  myPayments: '/tokens/pagos',
  // Variant routes (older links) lead to the same screens.
  marketplaceCreateOffer: '/marketplace/create-offer',
  marketplaceOffer: '/marketplace/offer/:id',
  marketplaceApply: '/marketplace/apply/:id',
  marketplaceProfile: '/marketplace/profile',
  privacyShort: '/privacidad',
} as const;

export const chatPath = (chatId: string) => `/chat/${encodeURIComponent(chatId)}`;
export const paymentPath = (paymentId: string) => `/tokens/pago/${encodeURIComponent(paymentId)}`;
export const mentorPath = (userId: string) => `/mentor/${encodeURIComponent(userId)}`;
export const offerApplicationsPath = (offerId: string) => `/profesional/centro/ofertas/${encodeURIComponent(offerId)}`;
export const editOfferPath = (offerId: string) => `/profesional/centro/ofertas/${encodeURIComponent(offerId)}/editar`;
export const applyToOfferPath = (offerId: string) => `/marketplace/apply/${encodeURIComponent(offerId)}`;
export const professionalProfilePath = (userId: string) => `/mentor/${encodeURIComponent(userId)}`;

// Screens where the signed-in chrome (header and bottom navigation) stays hidden.
export const PUBLIC_ENTRY_PATHS: readonly string[] = [
  paths.home,
  paths.roleSelection,
  paths.login,
  paths.register,
  paths.forgotPassword,
  paths.resetPassword,
];
