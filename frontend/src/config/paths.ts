import { CLIENT_PATHS } from '@conectando/contracts';

export { chatPath, paymentPath, offerApplicationsPath } from '@conectando/contracts';

// Every route of the app in one place, so links and the router never drift apart; the addresses the
// server also links to come from the contracts.
export const paths = {
  home: CLIENT_PATHS.home,
  roleSelection: '/role-selection',
  login: CLIENT_PATHS.login,
  register: '/register',
  forgotPassword: '/recuperar-contrasena',
  resetPassword: CLIENT_PATHS.resetPassword,
  terms: '/terminos.html',
  privacy: '/privacidad.html',
  skills: '/skills',
  chats: '/chats',
  chat: CLIENT_PATHS.chat,
  stories: '/stories',
  marketplace: '/marketplace',
  profile: CLIENT_PATHS.profile,
  mentor: '/mentor/:id',
  // A meeting's video call (the link of its notices), and the meetings with '¿Cómo te fue?' (reviews').
  meeting: CLIENT_PATHS.meeting,
  reviews: CLIENT_PATHS.reviews,
  admin: '/admin',
  adminValidateUsers: '/admin/validar-usuarios',
  adminValidateOffers: '/admin/validar-ofertas',
  adminReports: '/admin/reportes',
  adminPayments: '/admin/pagos',
  // The BullMQ dashboard is a server page (not a router route): link to it with a plain <a href>.
  adminQueues: '/admin/queues',
  publishOffer: '/profesional/centro/publicar',
  myOffers: CLIENT_PATHS.myOffers,
  offerApplications: CLIENT_PATHS.offerApplications,
  editOffer: '/profesional/centro/ofertas/:id/editar',
  availableOffers: '/profesional/salud/ofertas',
  myApplications: CLIENT_PATHS.myApplications,
  premium: CLIENT_PATHS.premium,
  tokenHistory: '/profesional/tokens',
  // Where Webpay's return lands, and the receipts ('Mis pagos').
  tokens: CLIENT_PATHS.tokens,
  paymentResult: CLIENT_PATHS.paymentResult,
  myPayments: '/tokens/pagos',
  // Variant routes (older links) lead to the same screens.
  marketplaceCreateOffer: '/marketplace/create-offer',
  marketplaceOffer: '/marketplace/offer/:id',
  marketplaceApply: '/marketplace/apply/:id',
  marketplaceProfile: '/marketplace/profile',
  privacyShort: '/privacidad',
} as const;

export const mentorPath = (userId: string) => `/mentor/${encodeURIComponent(userId)}`;
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
