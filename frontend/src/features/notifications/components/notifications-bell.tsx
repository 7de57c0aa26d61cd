import { useRef, useState } from 'react';
import { IconButton } from '@chakra-ui/react';
import { largeText } from '@/components/layout/chrome-sizes';
import { CountBadge } from '@/components/ui/count-badge';
import { BellIcon } from '@/components/ui/icons';
import { loadWhenShown } from '@/components/ui/load-when-shown';
import { useUnreadNotificationsCount } from '../api/get-unread-count';

// The side panel (a drawer, its focus handling and the feed) loads when first opened: the bell and
// its count are all a screen draws at first.
const NotificationsPanel = loadWhenShown(
  () => import('./notifications-panel').then((m) => m.NotificationsPanel),
  ({ open }) => open,
  ({ onOpenChange }) => onOpenChange(false),
);

// With large text the bell keeps a target's size (it has no words to grow): the header stays one row.
const BUTTON_WITH_LARGE_TEXT = largeText({ minWidth: '48px', height: '48px' });
const ICON_WITH_LARGE_TEXT = largeText({ width: '28px', height: '28px' });

// The bell of the app header: the live unread count, and the feed in a side panel.
export const NotificationsBell = () => {
  const [open, setOpen] = useState(false);
  const bell = useRef<HTMLButtonElement>(null);
  const unread = useUnreadNotificationsCount().data?.count ?? 0;
  return (
    <>
      <IconButton
        ref={bell}
        aria-label={`Notificaciones, ${unread} sin leer`}
        aria-haspopup="dialog"
        aria-expanded={open}
        variant="outline"
        size="md"
        minW="11"
        h="11"
        position="relative"
        flexShrink={0}
        color="fg"
        onClick={() => setOpen(true)}
        css={BUTTON_WITH_LARGE_TEXT}
      >
        <BellIcon boxSize="6" css={ICON_WITH_LARGE_TEXT} />
        {unread > 0 && (
          // On the button's top-right corner (10 px up, 6 px out: the gap before 'Menú'), so the red disc
          // stays clear of the bell's dome; only its white rim meets the header's top edge.
          <CountBadge count={unread} top="-0.625rem" insetEnd="-0.375rem" data-testid="notifications-badge" />
        )}
      </IconButton>
      <NotificationsPanel open={open} onOpenChange={setOpen} bell={() => bell.current} />
    </>
  );
};
