import type { AccountType } from '@conectando/contracts';
import { useLogout } from '@/features/auth/api/logout';
import { useChats } from '@/features/chat/api/get-chats';
import { unreadTotal } from '@/features/chat/utils/chat-cache';
import { NotificationsBell } from '@/features/notifications/components/notifications-bell';
import { PushPrompt } from '@/features/notifications/components/push-prompt';
import { AppHeader } from '@/components/layout/app-header';
import { BottomNav } from '@/components/layout/bottom-nav';

// The header (menu, bell) and the bottom navigation of signed-in screens, in a chunk of their own:
// the landing and /login never download the menu, the drawer and their focus handling. Two parts
// beside the screen, not one around it: the screen then keeps its place in the tree while they load.

export const SignedInHeader = ({ userName, isAdmin }: { userName: string; isAdmin: boolean }) => {
  const logout = useLogout();
  return (
    <>
      <AppHeader
        userName={userName}
        isAdmin={isAdmin}
        actions={<NotificationsBell />}
        onLogout={() => logout.mutate()}
      />
      <PushPrompt />
    </>
  );
};

// The Chats tab's badge: the unread total of the chats list, which socket events keep current. Asked
// here, not in the layout, so the chats' cache helpers stay off the landing's and /login's first load.
export const SignedInNav = ({
  userId,
  ...props
}: {
  userId: string;
  accountType: AccountType;
  isValidated: boolean;
}) => {
  const chats = useChats(userId);
  return <BottomNav {...props} chatsUnread={unreadTotal(chats.data)} />;
};
