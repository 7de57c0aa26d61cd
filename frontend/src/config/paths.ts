import { CLIENT_PATHS } from '@conectando/contracts';

export {
  chatPath,
  paymentPath,
  offerApplicationsPath,
  helpPath,
  liveClassPath,
  liveClassRoomPath,
} from '@conectando/contracts';

// Every route of the app in one place, so links and the router never drift apart; the addresses the
// server also links to (a meeting's call, the reviews, a payment's result...) come from the contracts.
export const paths = {
  ...CLIENT_PATHS,
  roleSelection: '/role-selection',
  forgotPassword: '/recuperar-contrasena',
  terms: '/terminos.html',
  privacy: '/privacidad.html',
  chats: '/chats',
  stories: '/stories',
  marketplace: '/marketplace',
  mentor: '/mentor/:id',
  adminValidateUsers: '/admin/validar-usuarios',
  adminValidateOffers: '/admin/validar-ofertas',
  adminReports: '/admin/reportes',
  adminPayments: '/admin/pagos',
  adminHelp: '/admin/ayuda',
  // The BullMQ dashboard is a server page (not a router route): link to it with a plain <a href>.
  adminQueues: '/admin/queues',
  publishOffer: '/profesional/centro/publicar',
  editOffer: '/profesional/centro/ofertas/:id/editar',
  availableOffers: '/profesional/salud/ofertas',
  tokenHistory: '/profesional/tokens',
  // The receipts ('Mis pagos'); Webpay's return lands on CLIENT_PATHS.paymentResult.
  myPayments: '/tokens/pagos',
  // Variant routes (older links) lead to the same screens.
  marketplaceCreateOffer: '/marketplace/create-offer',
  marketplaceOffer: '/marketplace/offer/:id',
  marketplaceApply: '/marketplace/apply/:id',
  marketplaceProfile: '/marketplace/profile',
  privacyShort: '/privacidad',
  liveClassNew: '/live-classes/nuevo',
  liveClassEdit: '/live-classes/:id/editar',
} as const;

export const liveClassEditPath = (classId: string) => `/live-classes/${encodeURIComponent(classId)}/editar`;
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
