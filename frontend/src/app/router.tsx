import { isValidElement, useEffect } from 'react';
import { BrowserRouter, matchRoutes, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { followNotificationClicks } from '@/lib/notification-clicks';
import { LazyConversation } from './lazy-conversation';
import {
  LandingRoute,
  LoginRoute,
  RegisterRoute,
  ForgotPasswordRoute,
  ResetPasswordRoute,
  TermsRoute,
  PrivacyRoute,
  AdminScreen,
  ChatsRoute,
  SkillsRoute,
  ProfileRoute,
  StoriesRoute,
  MentorRoute,
  MeetingScreens,
  LiveClassScreens,
  LiveRoomRoute,
  HelpRoute,
  TrustedContactRoute,
  NotFoundRoute,
  MarketplaceRoute,
  MarketplaceProfileRoute,
  PublishOfferRoute,
  EditOfferRoute,
  MyOffersRoute,
  OfferApplicationsRoute,
  AvailableOffersRoute,
  MyApplicationsRoute,
  PremiumRoute,
  TokenHistoryRoute,
  PaymentScreen,
} from './lazy-screens';
import { RootLayout } from './root-layout';

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
