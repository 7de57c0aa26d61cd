import { lazy, useState } from 'react';
import { RouterProvider, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RootLayout } from './root-layout';

// Every screen is its own chunk so a phone downloads only what it shows (DESIGN §7).
const LandingRoute = lazy(() => import('./routes/landing').then((m) => ({ default: m.LandingRoute })));
const LoginRoute = lazy(() => import('./routes/auth/login').then((m) => ({ default: m.LoginRoute })));
const RegisterRoute = lazy(() => import('./routes/auth/register').then((m) => ({ default: m.RegisterRoute })));
const TermsRoute = lazy(() => import('./routes/legal/terms').then((m) => ({ default: m.TermsRoute })));
const PrivacyRoute = lazy(() => import('./routes/legal/privacy').then((m) => ({ default: m.PrivacyRoute })));
const AdminHomeRoute = lazy(() => import('./routes/admin/admin-home').then((m) => ({ default: m.AdminHomeRoute })));
const ValidateUsersRoute = lazy(() =>
  import('./routes/admin/validate-users').then((m) => ({ default: m.ValidateUsersRoute })),
);
const ChatsRoute = lazy(() => import('./routes/chat/chats').then((m) => ({ default: m.ChatsRoute })));
const SkillsRoute = lazy(() => import('./routes/skills/skills').then((m) => ({ default: m.SkillsRoute })));
const ProfileRoute = lazy(() => import('./routes/profile/profile').then((m) => ({ default: m.ProfileRoute })));
const StoriesRoute = lazy(() => import('./routes/stories/stories').then((m) => ({ default: m.StoriesRoute })));
const MentorRoute = lazy(() => import('./routes/mentor/mentor').then((m) => ({ default: m.MentorRoute })));
const NotFoundRoute = lazy(() => import('./routes/not-found').then((m) => ({ default: m.NotFoundRoute })));
const ValidateOffersRoute = lazy(() =>
  import('./routes/admin/validate-offers').then((m) => ({ default: m.ValidateOffersRoute })),
);
const MarketplaceRoute = lazy(() => import('./routes/marketplace/marketplace').then((m) => ({ default: m.MarketplaceRoute })));
const MarketplaceProfileRoute = lazy(() =>
  import('./routes/marketplace/marketplace-profile').then((m) => ({ default: m.MarketplaceProfileRoute })),
);
const PublishOfferRoute = lazy(() => import('./routes/profesional/publish-offer').then((m) => ({ default: m.PublishOfferRoute })));
const EditOfferRoute = lazy(() => import('./routes/profesional/publish-offer').then((m) => ({ default: m.EditOfferRoute })));
const MyOffersRoute = lazy(() => import('./routes/profesional/my-offers').then((m) => ({ default: m.MyOffersRoute })));
const OfferApplicationsRoute = lazy(() =>
  import('./routes/profesional/offer-applications').then((m) => ({ default: m.OfferApplicationsRoute })),
);
const AvailableOffersRoute = lazy(() =>
  import('./routes/profesional/available-offers').then((m) => ({ default: m.AvailableOffersRoute })),
);
const MyApplicationsRoute = lazy(() =>
  import('./routes/profesional/my-applications').then((m) => ({ default: m.MyApplicationsRoute })),
);
const PremiumRoute = lazy(() => import('./routes/profesional/premium').then((m) => ({ default: m.PremiumRoute })));
const TokenHistoryRoute = lazy(() => import('./routes/profesional/token-history').then((m) => ({ default: m.TokenHistoryRoute })));

// Every screen of spec §2 has its route here (a few also under the spec's variant paths, e.g.
// /marketplace/apply/:id); only a path that none of them matches gets the English 404 page.
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.home, element: <LandingRoute /> },
      { path: paths.roleSelection, element: <LandingRoute /> },
      { path: paths.login, element: <LoginRoute /> },
      { path: paths.register, element: <RegisterRoute /> },
      { path: paths.terms, element: <TermsRoute /> },
      { path: paths.privacy, element: <PrivacyRoute /> },
      { path: paths.chats, element: <ChatsRoute /> },
      { path: paths.chat, element: <ChatsRoute /> },
      { path: paths.admin, element: <AdminHomeRoute /> },
      { path: paths.adminValidateUsers, element: <ValidateUsersRoute /> },
      { path: paths.adminValidateOffers, element: <ValidateOffersRoute /> },
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
      { path: paths.marketplaceProfile, element: <MarketplaceProfileRoute /> },
      { path: paths.skills, element: <SkillsRoute /> },
      { path: paths.profile, element: <ProfileRoute /> },
      { path: paths.stories, element: <StoriesRoute /> },
      { path: paths.mentor, element: <MentorRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export const AppRouter = () => {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
};
