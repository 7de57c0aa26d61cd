import type { ReactNode } from 'react';
import type { AccountType } from '@conectando/contracts';
import { useLogout } from '@/features/auth/api/logout';
import { NotificationsBell } from '@/features/notifications/components/notifications-bell';
import { PushPrompt } from '@/features/notifications/components/push-prompt';
import { AppHeader } from '@/components/layout/app-header';
import { BottomNav } from '@/components/layout/bottom-nav';

interface SignedInChromeProps {
  userName: string;
  isAdmin: boolean;
  accountType: AccountType;
  isValidated: boolean;
  chatsUnread: number;
  // What sits between the header and the navigation: the admin's maintenance notice and the page.
  children: ReactNode;
}

// The header (menu, bell) and the bottom navigation of signed-in screens, in a chunk of their own:
// the landing and /login never download the menu, the drawer and their focus handling.
export const SignedInChrome = ({
  userName,
  isAdmin,
  accountType,
  isValidated,
  chatsUnread,
  children,
}: SignedInChromeProps) => {
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
      {children}
      <BottomNav accountType={accountType} isValidated={isValidated} chatsUnread={chatsUnread} />
    </>
  );
};
