import { Button, HStack, IconButton, Portal, Stack, Text } from '@chakra-ui/react';
import { Drawer } from '@/components/ui/chakra/drawer';
import type { NotificationResponse } from '@conectando/contracts';
import { useNavigate } from 'react-router-dom';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { CloseIcon } from '@/components/ui/icons';
import { errorMessage } from '@/lib/api-client';
import { useNow } from '@/lib/use-now';
import { useNotifications } from '../api/get-notifications';
import { useUnreadNotificationsCount } from '../api/get-unread-count';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NotificationItem } from './notification-item';

export interface NotificationsPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  // Where focus goes back when the panel closes: the bell.
  bell: () => HTMLElement | null;
}

// The feed in a side panel, opened by the header's bell (notifications-bell.tsx).
export const NotificationsPanel = ({ open, onOpenChange: setOpen, bell }: NotificationsPanelProps) => {
  const navigate = useNavigate();
  const unread = useUnreadNotificationsCount().data?.count ?? 0;
  const feed = useNotifications(open);
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const now = useNow(); // re-renders every minute so relative times stay true
  const items = feed.data?.pages.flatMap((page) => page.items) ?? [];

  const openNotification = (notification: NotificationResponse) => {
    if (!notification.readAt) markRead.mutate(notification.id);
    if (notification.link) {
      setOpen(false);
      void navigate(notification.link);
    }
  };

  return (
    <Drawer.Root
      open={open}
      onOpenChange={(event) => setOpen(event.open)}
      finalFocusEl={bell}
      placement="end"
      size={{ base: 'full', sm: 'md' }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header px="4" py="3" borderBottomWidth="1px" borderColor="border.emphasized">
              <HStack justify="space-between" width="full" gap="2">
                <Drawer.Title fontSize="2xl">Notificaciones</Drawer.Title>
                <Drawer.CloseTrigger asChild position="static">
                  <IconButton aria-label="Cerrar" title="Cerrar" variant="ghost" size="lg" color="fg">
                    <CloseIcon boxSize="6" />
                  </IconButton>
                </Drawer.CloseTrigger>
              </HStack>
            </Drawer.Header>
            <Drawer.Body px="4" py="4">
              <Stack gap="3">
                {unread > 0 && (
                  <Button
                    variant="outline"
                    size="lg"
                    alignSelf="flex-end"
                    loading={markAllRead.isPending}
                    onClick={() => markAllRead.mutate()}
                  >
                    Marcar todas como leídas
                  </Button>
                )}
                {feed.isPending ? (
                  <FullPageSpinner label="Cargando notificaciones…" />
                ) : feed.isLoadingError ? (
                  <Stack gap="3" role="alert">
                    <Text fontSize="lg" fontWeight="semibold">
                      No pudimos cargar tus notificaciones
                    </Text>
                    <Text fontSize="md">{errorMessage(feed.error)}</Text>
                    <Button variant="outline" size="lg" alignSelf="flex-start" onClick={() => void feed.refetch()}>
                      Intentar de nuevo
                    </Button>
                  </Stack>
                ) : items.length === 0 ? (
                  <Text fontSize="lg" color="fg.muted" textAlign="center" py="10">
                    No tienes notificaciones
                  </Text>
                ) : (
                  <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
                    {items.map((notification) => (
                      <li key={notification.id}>
                        <NotificationItem notification={notification} now={now} onOpen={openNotification} />
                      </li>
                    ))}
                  </Stack>
                )}
                {feed.hasNextPage && (
                  <Button
                    variant="outline"
                    size="lg"
                    alignSelf="center"
                    loading={feed.isFetchingNextPage}
                    loadingText="Cargando…"
                    onClick={() => void feed.fetchNextPage()}
                  >
                    Cargar más
                  </Button>
                )}
              </Stack>
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
};
