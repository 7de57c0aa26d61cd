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
const NotFoundRoute = lazy(() => import('./routes/not-found').then((m) => ({ default: m.NotFoundRoute })));

// /skills, /stories, /marketplace, /profile and the rest arrive in later issues;
// until then they fall through to the 404 page.
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
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export const AppRouter = () => {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
};
