import { Suspense } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router-dom';
import { AppHeader } from '@/components/layout/app-header';
import { BOTTOM_NAV_HEIGHT, BottomNav } from '@/components/layout/bottom-nav';
import { ConnectionBanner } from '@/components/layout/connection-banner';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { PUBLIC_ENTRY_PATHS, paths } from '@/config/paths';
import { authKeys } from '@/features/auth/api/auth-keys';
import { useCurrentUser } from '@/features/auth/api/get-me';
import { useLogout } from '@/features/auth/api/logout';
import { useSessionSync } from '@/features/auth/hooks/use-session-sync';
import { useMaintenanceStatus } from '@/features/maintenance/api/get-maintenance-status';
import { MaintenancePage } from '@/features/maintenance/components/maintenance-page';
import { useChats } from '@/features/chat/api/get-chats';
import { unreadTotal } from '@/features/chat/utils/chat-cache';
import { NotificationsBell } from '@/features/notifications/components/notifications-bell';
import { SocketProvider } from '@/lib/socket';
import { RealtimeSync } from './realtime-sync';

// Wraps every route: one live connection while signed in, the maintenance gate (spec §4), then the
// signed-in chrome around the page.
export const RootLayout = () => {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;
  return (
    <SocketProvider userId={userId} onRefused={() => void queryClient.invalidateQueries({ queryKey: authKeys.me() })}>
      <RealtimeSync userId={userId} />
      <ConnectionBanner />
      <GatedLayout />
    </SocketProvider>
  );
};

const GatedLayout = () => {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user, isPending: userPending } = useCurrentUser();
  const maintenance = useMaintenanceStatus({ forVisitor: !userPending && user === null });
  const logout = useLogout();
  useSessionSync();

  const maintenanceOn = maintenance.data?.isInMaintenance === true;
  const blocked = maintenanceOn && !user?.isAdmin && pathname !== paths.login;
  const showChrome = user !== null && !PUBLIC_ENTRY_PATHS.includes(pathname);
  // The Chats tab's badge: the unread total of the chats list, which socket events keep current.
  const chats = useChats(showChrome && !blocked && !maintenance.isPending ? user.id : null);
  // Wait for the status (and, when it is on, for who is signed in) so nothing flashes before the gate.
  if (maintenance.isPending || (maintenanceOn && userPending)) return <FullPageSpinner />;

  // /login stays reachable so an admin can sign in during maintenance.
  if (blocked) return <MaintenancePage contactEmail={maintenance.data?.contactEmail} />;

  return (
    <>
      <ScrollRestoration />
      {showChrome && (
        <AppHeader
          userName={user.name}
          isAdmin={user.isAdmin}
          actions={<NotificationsBell />}
          onLogout={() => logout.mutate(undefined, { onSettled: () => navigate(paths.home) })}
        />
      )}
      {maintenanceOn && user?.isAdmin && (
        <Box bg="orange.100" color="orange.950" px="4" py="2" textAlign="center" role="status">
          <Text fontSize="md" fontWeight="semibold">
            Modo mantenimiento activo: solo los administradores ven la aplicación.
          </Text>
        </Box>
      )}
      <Box as="main" id="contenido" pb={showChrome ? `calc(${BOTTOM_NAV_HEIGHT} + env(safe-area-inset-bottom) + 1rem)` : '0'}>
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
      {showChrome && (
        <BottomNav accountType={user.accountType} isValidated={user.isValidated} chatsUnread={unreadTotal(chats.data)} />
      )}
    </>
  );
};
