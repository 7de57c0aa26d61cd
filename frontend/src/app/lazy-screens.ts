import { lazyScreen } from '@/lib/lazy-screen';

// Every screen is its own chunk so a phone downloads only what it shows (docs/decisions/client-data.md).
export const LandingRoute = lazyScreen(() => import('./routes/landing').then((m) => ({ default: m.LandingRoute })));
export const LoginRoute = lazyScreen(() => import('./routes/auth/login').then((m) => ({ default: m.LoginRoute })));
export const RegisterRoute = lazyScreen(() =>
  import('./routes/auth/register').then((m) => ({ default: m.RegisterRoute })),
);
export const ForgotPasswordRoute = lazyScreen(() =>
  import('./routes/auth/forgot-password').then((m) => ({ default: m.ForgotPasswordRoute })),
);
export const ResetPasswordRoute = lazyScreen(() =>
  import('./routes/auth/reset-password').then((m) => ({ default: m.ResetPasswordRoute })),
);
export const TermsRoute = lazyScreen(() => import('./routes/legal/terms').then((m) => ({ default: m.TermsRoute })));
export const PrivacyRoute = lazyScreen(() =>
  import('./routes/legal/privacy').then((m) => ({ default: m.PrivacyRoute })),
);
// The admin area is one chunk and one entry here (routes/admin/admin-screens.tsx).
export const AdminScreen = lazyScreen(() =>
  import('./routes/admin/admin-screens').then((m) => ({ default: m.AdminScreen })),
);
export const ChatsRoute = lazyScreen(() => import('./routes/chat/chats').then((m) => ({ default: m.ChatsRoute })));
export const SkillsRoute = lazyScreen(() => import('./routes/skills/skills').then((m) => ({ default: m.SkillsRoute })));
export const ProfileRoute = lazyScreen(() =>
  import('./routes/profile/profile').then((m) => ({ default: m.ProfileRoute })),
);
export const StoriesRoute = lazyScreen(() =>
  import('./routes/stories/stories').then((m) => ({ default: m.StoriesRoute })),
);
export const MentorRoute = lazyScreen(() => import('./routes/mentor/mentor').then((m) => ({ default: m.MentorRoute })));
// The call and the meetings with '¿Cómo te fue?' share one chunk and one entry here.
export const MeetingScreens = lazyScreen(() =>
  import('./routes/meetings/meetings').then((m) => ({ default: m.MeetingScreens })),
);
// The live classes' screens share one chunk and one entry here; the room (/live-classes/:id/room) is its own.
export const LiveClassScreens = lazyScreen(() =>
  import('./routes/live-classes/live-classes').then((m) => ({ default: m.LiveClassScreens })),
);
export const LiveRoomRoute = lazyScreen(() =>
  import('./routes/live-classes/live-room').then((m) => ({ default: m.LiveRoomRoute })),
);
export const HelpRoute = lazyScreen(() => import('./routes/help/help').then((m) => ({ default: m.HelpRoute })));
export const TrustedContactRoute = lazyScreen(() =>
  import('./routes/trusted-contact/trusted-contact').then((m) => ({ default: m.TrustedContactRoute })),
);
export const NotFoundRoute = lazyScreen(() => import('./routes/not-found').then((m) => ({ default: m.NotFoundRoute })));
export const MarketplaceRoute = lazyScreen(() =>
  import('./routes/marketplace/marketplace').then((m) => ({ default: m.MarketplaceRoute })),
);
export const MarketplaceProfileRoute = lazyScreen(() =>
  import('./routes/marketplace/marketplace-profile').then((m) => ({ default: m.MarketplaceProfileRoute })),
);
export const PublishOfferRoute = lazyScreen(() =>
  import('./routes/profesional/publish-offer').then((m) => ({ default: m.PublishOfferRoute })),
);
export const EditOfferRoute = lazyScreen(() =>
  import('./routes/profesional/publish-offer').then((m) => ({ default: m.EditOfferRoute })),
);
export const MyOffersRoute = lazyScreen(() =>
  import('./routes/profesional/my-offers').then((m) => ({ default: m.MyOffersRoute })),
);
export const OfferApplicationsRoute = lazyScreen(() =>
  import('./routes/profesional/offer-applications').then((m) => ({ default: m.OfferApplicationsRoute })),
);
export const AvailableOffersRoute = lazyScreen(() =>
  import('./routes/profesional/available-offers').then((m) => ({ default: m.AvailableOffersRoute })),
);
export const MyApplicationsRoute = lazyScreen(() =>
  import('./routes/profesional/my-applications').then((m) => ({ default: m.MyApplicationsRoute })),
);
export const PremiumRoute = lazyScreen(() =>
  import('./routes/profesional/premium').then((m) => ({ default: m.PremiumRoute })),
);
export const TokenHistoryRoute = lazyScreen(() =>
  import('./routes/profesional/token-history').then((m) => ({ default: m.TokenHistoryRoute })),
);
export const PaymentScreen = lazyScreen(() =>
  import('./routes/payments/payment-screens').then((m) => ({ default: m.PaymentScreen })),
);
