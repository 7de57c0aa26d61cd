import { isValidElement, useEffect } from 'react';
import { BrowserRouter, matchRoutes, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { followNotificationClicks } from '@/lib/notification-clicks';
import { LazyConversation } from './lazy-conversation';
import * as Screen from './lazy-screens';
import { RootLayout } from './root-layout';

// Every screen of the product has its route here (a few also under the spec's variant paths, e.g.
// /marketplace/apply/:id); only a path that none of them matches gets the English 404 page.
const screens: RouteObject[] = [
  { path: paths.home, element: <Screen.LandingRoute /> },
  { path: paths.roleSelection, element: <Screen.LandingRoute /> },
  { path: paths.login, element: <Screen.LoginRoute /> },
  { path: paths.register, element: <Screen.RegisterRoute /> },
  { path: paths.forgotPassword, element: <Screen.ForgotPasswordRoute /> },
  { path: paths.resetPassword, element: <Screen.ResetPasswordRoute /> },
  { path: paths.terms, element: <Screen.TermsRoute /> },
  { path: paths.privacy, element: <Screen.PrivacyRoute /> },
  { path: paths.privacyShort, element: <Screen.PrivacyRoute /> },
  { path: paths.chats, element: <Screen.ChatsRoute /> },
  // A chat's address also needs the conversation's code, fetched beside the screen's (preloadScreen).
  { path: paths.chat, element: <Screen.ChatsRoute />, handle: { preload: LazyConversation.preload } },
  { path: paths.admin, element: <Screen.AdminScreen screen="home" /> },
  { path: paths.adminValidateUsers, element: <Screen.AdminScreen screen="validateUsers" /> },
  { path: paths.adminValidateOffers, element: <Screen.AdminScreen screen="validateOffers" /> },
  { path: paths.adminReports, element: <Screen.AdminScreen screen="reports" /> },
  { path: paths.adminPayments, element: <Screen.AdminScreen screen="payments" /> },
  { path: paths.marketplace, element: <Screen.MarketplaceRoute /> },
  { path: paths.publishOffer, element: <Screen.PublishOfferRoute /> },
  { path: paths.marketplaceCreateOffer, element: <Screen.PublishOfferRoute /> },
  { path: paths.editOffer, element: <Screen.EditOfferRoute /> },
  { path: paths.myOffers, element: <Screen.MyOffersRoute /> },
  { path: paths.offerApplications, element: <Screen.OfferApplicationsRoute /> },
  { path: paths.marketplaceOffer, element: <Screen.OfferApplicationsRoute /> },
  { path: paths.availableOffers, element: <Screen.AvailableOffersRoute /> },
  { path: paths.marketplaceApply, element: <Screen.AvailableOffersRoute /> },
  { path: paths.myApplications, element: <Screen.MyApplicationsRoute /> },
  { path: paths.premium, element: <Screen.PremiumRoute /> },
  { path: paths.tokenHistory, element: <Screen.TokenHistoryRoute /> },
  { path: paths.tokens, element: <Screen.PremiumRoute /> },
  { path: paths.paymentResult, element: <Screen.PaymentScreen screen="result" /> },
  { path: paths.myPayments, element: <Screen.PaymentScreen screen="list" /> },
  { path: paths.marketplaceProfile, element: <Screen.MarketplaceProfileRoute /> },
  { path: paths.skills, element: <Screen.SkillsRoute /> },
  { path: paths.profile, element: <Screen.ProfileRoute /> },
  { path: paths.stories, element: <Screen.StoriesRoute /> },
  { path: paths.mentor, element: <Screen.MentorRoute /> },
  { path: paths.meeting, element: <Screen.MeetingScreens /> },
  { path: paths.reviews, element: <Screen.MeetingScreens /> },
  { path: paths.liveClasses, element: <Screen.LiveClassScreens screen="list" /> },
  { path: paths.liveClassNew, element: <Screen.LiveClassScreens screen="new" /> },
  { path: paths.liveClass, element: <Screen.LiveClassScreens screen="detail" /> },
  { path: paths.liveClassEdit, element: <Screen.LiveClassScreens screen="edit" /> },
  { path: paths.liveClassRoom, element: <Screen.LiveRoomRoute /> },
  { path: paths.help, element: <Screen.HelpRoute /> },
  { path: paths.adminHelp, element: <Screen.AdminScreen screen="help" /> },
  { path: paths.trustedContactAccept, element: <Screen.TrustedContactRoute /> },
  { path: '*', element: <Screen.NotFoundRoute /> },
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
