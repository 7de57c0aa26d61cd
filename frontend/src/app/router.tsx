import { isValidElement, useEffect } from 'react';
import { BrowserRouter, matchRoutes, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { followNotificationClicks } from '@/lib/notification-clicks';
import { lazyScreen } from '@/lib/lazy-screen';
import { LazyConversation } from './lazy-conversation';
import { RootLayout } from './root-layout';

// Every screen is its own chunk so a phone downloads only what it shows (docs/decisions/client-data.md).
const LandingRoute = lazyScreen(() => import('./routes/landing').then((m) => ({ default: m.LandingRoute })));
const LoginRoute = lazyScreen(() => import('./routes/auth/login').then((m) => ({ default: m.LoginRoute })));
const RegisterRoute = lazyScreen(() => import('./routes/auth/register').then((m) => ({ default: m.RegisterRoute })));
const ForgotPasswordRoute = lazyScreen(() =>
  import('./routes/auth/forgot-password').then((m) => ({ default: m.ForgotPasswordRoute })),
);
const ResetPasswordRoute = lazyScreen(() =>
  import('./routes/auth/reset-password').then((m) => ({ default: m.ResetPasswordRoute })),
);
const TermsRoute = lazyScreen(() => import('./routes/legal/terms').then((m) => ({ default: m.TermsRoute })));
const PrivacyRoute = lazyScreen(() => import('./routes/legal/privacy').then((m) => ({ default: m.PrivacyRoute })));
// The admin area is one chunk and one entry here (routes/admin/admin-screens.tsx).
const AdminScreen = lazyScreen(() => import('./routes/admin/admin-screens').then((m) => ({ default: m.AdminScreen })));
const ChatsRoute = lazyScreen(() => import('./routes/chat/chats').then((m) => ({ default: m.ChatsRoute })));
const SkillsRoute = lazyScreen(() => import('./routes/skills/skills').then((m) => ({ default: m.SkillsRoute })));
const ProfileRoute = lazyScreen(() => import('./routes/profile/profile').then((m) => ({ default: m.ProfileRoute })));
const StoriesRoute = lazyScreen(() => import('./routes/stories/stories').then((m) => ({ default: m.StoriesRoute })));
const MentorRoute = lazyScreen(() => import('./routes/mentor/mentor').then((m) => ({ default: m.MentorRoute })));
// The call and the meetings with '¿Cómo te fue?' share one chunk and one entry here.
const MeetingScreens = lazyScreen(() =>
  import('./routes/meetings/meetings').then((m) => ({ default: m.MeetingScreens })),
);
// The live classes' screens share one chunk and one entry here; the room (/live-classes/:id/room) is its own.
const LiveClassScreens = lazyScreen(() =>
  import('./routes/live-classes/live-classes').then((m) => ({ default: m.LiveClassScreens })),
);
const LiveRoomRoute = lazyScreen(() =>
  import('./routes/live-classes/live-room').then((m) => ({ default: m.LiveRoomRoute })),
);
const HelpRoute = lazyScreen(() => import('./routes/help/help').then((m) => ({ default: m.HelpRoute })));
const TrustedContactRoute = lazyScreen(() =>
  import('./routes/trusted-contact/trusted-contact').then((m) => ({ default: m.TrustedContactRoute })),
);
const NotFoundRoute = lazyScreen(() => import('./routes/not-found').then((m) => ({ default: m.NotFoundRoute })));
const MarketplaceRoute = lazyScreen(() =>
  import('./routes/marketplace/marketplace').then((m) => ({ default: m.MarketplaceRoute })),
);
const MarketplaceProfileRoute = lazyScreen(() =>
  import('./routes/marketplace/marketplace-profile').then((m) => ({ default: m.MarketplaceProfileRoute })),
);
const PublishOfferRoute = lazyScreen(() =>
  import('./routes/profesional/publish-offer').then((m) => ({ default: m.PublishOfferRoute })),
);
const EditOfferRoute = lazyScreen(() =>
  import('./routes/profesional/publish-offer').then((m) => ({ default: m.EditOfferRoute })),
);
const MyOffersRoute = lazyScreen(() =>
  import('./routes/profesional/my-offers').then((m) => ({ default: m.MyOffersRoute })),
);
const OfferApplicationsRoute = lazyScreen(() =>
  import('./routes/profesional/offer-applications').then((m) => ({ default: m.OfferApplicationsRoute })),
);
const AvailableOffersRoute = lazyScreen(() =>
  import('./routes/profesional/available-offers').then((m) => ({ default: m.AvailableOffersRoute })),
);
const MyApplicationsRoute = lazyScreen(() =>
  import('./routes/profesional/my-applications').then((m) => ({ default: m.MyApplicationsRoute })),
);
const PremiumRoute = lazyScreen(() =>
  import('./routes/profesional/premium').then((m) => ({ default: m.PremiumRoute })),
);
const TokenHistoryRoute = lazyScreen(() =>
  import('./routes/profesional/token-history').then((m) => ({ default: m.TokenHistoryRoute })),
);
const PaymentScreen = lazyScreen(() =>
  import('./routes/payments/payment-screens').then((m) => ({ default: m.PaymentScreen })),
);

// Every screen of the product has its route here (a few also under the spec's variant paths, e.g.
// /marketplace/apply/:id); only a path that none of them matches gets the English 404 page.
const screens: RouteObject[] = [
  { path: paths.home, element: <LandingRoute /> },
  { path: paths.roleSelection, element: <LandingRoute /> },
  { path: paths.login, element: <LoginRoute /> },
  { path: paths.register, element: <RegisterRoute /> },
  { path: paths.forgotPassword, element: <ForgotPasswordRoute /> },
  { path: paths.resetPassword, element: <ResetPasswordRoute /> },
  { path: paths.terms, element: <TermsRoute /> },
  { path: paths.privacy, element: <PrivacyRoute /> },
  { path: paths.privacyShort, element: <PrivacyRoute /> },
  { path: paths.chats, element: <ChatsRoute /> },
  // A chat's address also needs the conversation's code, fetched beside the screen's (preloadScreen).
  { path: paths.chat, element: <ChatsRoute />, handle: { preload: LazyConversation.preload } },
  { path: paths.admin, element: <AdminScreen screen="home" /> },
  { path: paths.adminValidateUsers, element: <AdminScreen screen="validateUsers" /> },
  { path: paths.adminValidateOffers, element: <AdminScreen screen="validateOffers" /> },
  { path: paths.adminReports, element: <AdminScreen screen="reports" /> },
  { path: paths.adminPayments, element: <AdminScreen screen="payments" /> },
  { path: paths.marketplace, element: <MarketplaceRoute /> },
  { path: paths.publishOffer, element: <PublishOfferRoute /> },
  { path: paths.marketplaceCreateOffer, element: <PublishOfferRoute /> },
  { path: paths.editOffer, element: <EditOfferRoute /> },
  { path: paths.myOffers, element: <MyOffersRoute /> },
  { path: paths.offerApplications, element: <OfferApplicationsRoute /> },
  { path: paths.marketplaceOffer, element: <OfferApplicationsRoute /> },
  { path: paths.availableOffers, element: <AvailableOffersRoute /> },
  { path: paths.marketplaceApply, element: <AvailableOffersRoute /> },
  { path: paths.myApplications, element: <MyApplicationsRoute /> },
  { path: paths.premium, element: <PremiumRoute /> },
  { path: paths.tokenHistory, element: <TokenHistoryRoute /> },
  { path: paths.tokens, element: <PremiumRoute /> },
  { path: paths.paymentResult, element: <PaymentScreen screen="result" /> },
  { path: paths.myPayments, element: <PaymentScreen screen="list" /> },
  { path: paths.marketplaceProfile, element: <MarketplaceProfileRoute /> },
  { path: paths.skills, element: <SkillsRoute /> },
  { path: paths.profile, element: <ProfileRoute /> },
  { path: paths.stories, element: <StoriesRoute /> },
  { path: paths.mentor, element: <MentorRoute /> },
  { path: paths.meeting, element: <MeetingScreens /> },
  { path: paths.reviews, element: <MeetingScreens /> },
  { path: paths.liveClasses, element: <LiveClassScreens screen="list" /> },
  { path: paths.liveClassNew, element: <LiveClassScreens screen="new" /> },
  { path: paths.liveClass, element: <LiveClassScreens screen="detail" /> },
  { path: paths.liveClassEdit, element: <LiveClassScreens screen="edit" /> },
  { path: paths.liveClassRoom, element: <LiveRoomRoute /> },
  { path: paths.help, element: <HelpRoute /> },
  { path: paths.adminHelp, element: <AdminScreen screen="help" /> },
  { path: paths.trustedContactAccept, element: <TrustedContactRoute /> },
  { path: '*', element: <NotFoundRoute /> },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: screens,
  },
];

export const AppRoutes = () => {
  const navigate = useNavigate();
  // A tapped push notification moves the open app to its screen (public/push-sw.js).
  useEffect(() => followNotificationClicks((path) => void navigate(path)), [navigate]);
  return useRoutes(routes);
};

// Starts fetching the chunk of the screen at `pathname` (see lazyScreen); settles when it is in.
export function preloadScreen(pathname: string): Promise<unknown> {
  const route = matchRoutes(screens, pathname)?.at(-1)?.route;
  const type: unknown = isValidElement(route?.element) ? route.element.type : undefined;
  const parts = [type, route?.handle as unknown].filter(
    (part): part is { preload: () => Promise<unknown> } =>
      typeof (part as { preload?: unknown } | undefined)?.preload === 'function',
  );
  return Promise.all(parts.map((part) => part.preload().catch(() => undefined)));
}

// The declarative router: the app uses no loaders or actions, and the data router made every first
// load heavier (docs/decisions/first-load.md). Tests drive `routes` with a memory data router.
export const AppRouter = () => (
  // Without transitions, as the data router did: a tap shows the next screen (or its spinner) at once,
  // and a navigation inside flushSync (sign-out) is on screen before the next line runs.
  <BrowserRouter useTransitions={false}>
    <AppRoutes />
  </BrowserRouter>
);
