import { Suspense, useEffect, useMemo } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useLocation } from 'react-router-dom';
import { APP_HEADER_HEIGHT, BOTTOM_NAV_HEIGHT } from '@/components/layout/chrome-sizes';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { TopNotices } from '@/components/layout/top-notices';
import { PUBLIC_ENTRY_PATHS, paths } from '@/config/paths';
import { authKeys } from '@/lib/session/auth-keys';
import { useCurrentUser } from '@/lib/session/get-me';
import { useSessionSync } from '@/features/auth/hooks/use-session-sync';
import { useMaintenanceStatus } from '@/features/maintenance/api/get-maintenance-status';
import { SocketProvider } from '@/lib/socket';
import { lazyScreen } from '@/lib/lazy-screen';
import { welcomeAfterFormPost } from './form-welcome';
import { RouteErrorBoundary } from './route-error-boundary';
import { ScrollMemory } from './scroll-memory';

// Only signed-in screens need the live listeners, the header's menu and bell, and the bottom bar;
// the maintenance page is rare. Each is a chunk of its own so the landing and /login load little.
// All three are drawn outside the screen's error boundary: without signal they wait for it.
const RealtimeSync = lazyScreen(() => import('./realtime-sync').then((m) => ({ default: m.RealtimeSync })), {
  untilLoaded: true,
});
const SignedInHeader = lazyScreen(() => import('@/app/signed-in-chrome').then((m) => ({ default: m.SignedInHeader })), {
  untilLoaded: true,
});
const SignedInNav = lazyScreen(() => import('@/app/signed-in-chrome').then((m) => ({ default: m.SignedInNav })), {
  untilLoaded: true,
});

// Outside the public entry screens a session is likely: fetch the chrome with the screen's chunk.
// Settles (never fails) when both are in.
export function preloadSignedInParts(pathname: string): Promise<unknown> {
  if (PUBLIC_ENTRY_PATHS.includes(pathname)) return Promise.resolve();
  return Promise.all([SignedInHeader, SignedInNav, RealtimeSync].map((part) => part.preload().catch(() => undefined)));
}
const MaintenancePage = lazyScreen(
  () => import('@/features/maintenance/components/maintenance-page').then((m) => ({ default: m.MaintenancePage })),
  { untilLoaded: true },
);

// Wraps every route: one live connection while signed in, the maintenance gate, then the
// signed-in chrome around the page.
export const RootLayout = () => {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;
  // After the first draw (a notice before it would not match a drawn page's markup).
  useEffect(() => {
    if (user) welcomeAfterFormPost(user);
  }, [user]);
  return (
    <SocketProvider userId={userId} onRefused={() => void queryClient.invalidateQueries({ queryKey: authKeys.me() })}>
      {userId && (
        <Suspense fallback={null}>
          <RealtimeSync userId={userId} />
        </Suspense>
      )}
      <TopNotices />
      <GatedLayout />
    </SocketProvider>
  );
};

const GatedLayout = () => {
  const { pathname } = useLocation();
  const { user, isPending: userPending } = useCurrentUser();
  const maintenance = useMaintenanceStatus({ forVisitor: !userPending && user === null });
  useSessionSync();

  const maintenanceOn = maintenance.data?.isInMaintenance === true;
  const blocked = maintenanceOn && !user?.isAdmin && pathname !== paths.login;
  const showChrome = user !== null && !PUBLIC_ENTRY_PATHS.includes(pathname);
  // Errors of a screen show inside the layout, which keeps the live connection and the navigation.
  // The same element while the address stays: the session and status answers re-draw this layout
  // only. A prerendered screen is still hydrating behind its Suspense boundary when they arrive, and
  // new props there would make React hydrate the whole screen at once, in one long task.
  const screen = useMemo(
    () => (
      <RouteErrorBoundary resetKey={pathname}>
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    ),
    [pathname],
  );
  // Wait for the status (and, when it is on, for who is signed in) so nothing flashes before the gate.
  // The public entry screens hold no data and arrive prerendered: they show at once, as built.
  const entryScreen = PUBLIC_ENTRY_PATHS.includes(pathname);
  if (!entryScreen && (maintenance.isPending || (maintenanceOn && userPending))) return <FullPageSpinner />;

  // /login stays reachable so an admin can sign in during maintenance.
  if (blocked)
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <MaintenancePage contactEmail={maintenance.data?.contactEmail} />
      </Suspense>
    );

  // The screen stays at one place in the tree whether the chrome is shown, loading or loaded: a
  // screen moved in the tree is mounted again, losing what was typed and a request under way (a
  // 'Mensaje' tapped while the chrome's chunk arrived opened no chat).
  return (
    <>
      <ScrollMemory />
      {showChrome && (
        <Suspense fallback={<HeaderPlaceholder />}>
          <SignedInHeader userName={user.name} isAdmin={user.isAdmin} />
        </Suspense>
      )}
      {maintenanceOn && user?.isAdmin && (
        <Box bg="orange.100" color="orange.950" px="4" py="2" textAlign="center" role="status">
          <Text fontSize="md" fontWeight="semibold">
            Modo mantenimiento activo: solo los administradores ven la aplicación.
          </Text>
        </Box>
      )}
      <Box
        as="main"
        id="contenido"
        pb={
          showChrome
            ? `calc(var(--bottom-nav-height, calc(${BOTTOM_NAV_HEIGHT} + env(safe-area-inset-bottom))) + 1rem)`
            : '0'
        }
      >
        {screen}
      </Box>
      {showChrome && (
        <Suspense fallback={null}>
          <SignedInNav userId={user.id} accountType={user.accountType} isValidated={user.isValidated} />
        </Suspense>
      )}
    </>
  );
};

// Holds the header's place while its chunk arrives, so the page below does not jump down.
const HeaderPlaceholder = () => (
  <Box minH={APP_HEADER_HEIGHT} bg="white" borderBottomWidth="1px" borderColor="border.emphasized" />
);
