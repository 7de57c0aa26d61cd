import { Suspense, useState, type ReactNode } from 'react';
import { Box, Flex, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { lazyScreen } from '@/lib/lazy-screen';
import { notifyNoSignal, usePreloadSoon } from '../ui/load-when-shown';
import { Logo } from '../ui/logo';
import { APP_HEADER_HEIGHT, chromeInFlow, largeText, TOP_NOTICES_HEIGHT } from './chrome-sizes';
import { HeaderMenuButton } from './header-menu-button';
import type { HeaderMenuProps } from './header-menu';

// The menu's code (its machine, positioning and focus handling: three quarters of the signed-in
// chrome) loads on the first tap of 'Menú', or a few seconds after the screen appears.
const HeaderMenu = lazyScreen(() => import('./header-menu').then((m) => ({ default: m.HeaderMenu })));

interface AppHeaderProps {
  userName: string;
  isAdmin: boolean;
  onLogout: () => void;
  // Controls shown before the menu (the notifications bell).
  actions?: ReactNode;
}

// Icons are no text: with large text they keep a target's size (44 px), so the bar stays one row.
const ICON_AT_TARGET_SIZE = largeText({ width: '44px', height: '44px' });

// The small bar on signed-in screens: home, and a menu with the admin panel and "Cerrar sesión".
export const AppHeader = ({ userName, isAdmin, onLogout, actions }: AppHeaderProps) => (
  <Box
    as="header"
    bg="white"
    borderBottomWidth="1px"
    borderColor="border.emphasized"
    position="sticky"
    // Below the notices (top-notices.tsx), which stick above it.
    top={TOP_NOTICES_HEIGHT}
    zIndex="sticky"
    // With large text a sticky header would hold a third of the screen: it scrolls away instead.
    css={chromeInFlow({ position: 'static' })}
  >
    {/* Logo, name, bell and menu fit a 390px phone side by side (a pixel too many wrapped 'Menú'); with large text they wrap. */}
    <Flex maxW="xl" mx="auto" px="3" py="2" align="center" gap="1" rowGap="2" wrap="wrap" minH={APP_HEADER_HEIGHT}>
      <Flex asChild align="center" gap="1.5" flex="1 1 auto" minW="0" minH="11" textDecoration="none" color="fg">
        <RouterLink to={paths.home} aria-label="Conectando Generaciones, ir al inicio">
          {/* Large text: the mark need not grow with the words; at its text size it pushed 'Menú' to a row of its own. */}
          <Logo boxSize="9" css={ICON_AT_TARGET_SIZE} />
          {/* Large text: the logo alone says where it leads (the link's name keeps the words). */}
          <Text
            fontWeight="bold"
            fontSize="md"
            lineHeight="1.15"
            color="brand.900"
            css={largeText({ display: 'none' })}
          >
            Conectando
            <br />
            Generaciones
          </Text>
        </RouterLink>
      </Flex>
      {actions}
      <HeaderMenuOnTap userName={userName} isAdmin={isAdmin} onLogout={onLogout} />
    </Flex>
  </Box>
);

// Until the first tap, 'Menú' is a plain button. The tap fetches the menu's code if it is not in yet
// (spinning meanwhile; without signal the person is told and the button comes back, to tap again) and
// mounts the menu, open.
const HeaderMenuOnTap = (props: HeaderMenuProps) => {
  const [state, setState] = useState<'plain' | 'loading' | 'menu'>('plain');
  usePreloadSoon(HeaderMenu);
  const open = () => {
    setState('loading');
    HeaderMenu.preload().then(
      () => setState('menu'),
      () => {
        setState('plain');
        notifyNoSignal();
      },
    );
  };
  const plain = (
    <HeaderMenuButton aria-haspopup="menu" aria-expanded={false} loading={state === 'loading'} onClick={open} />
  );
  if (state !== 'menu') return plain;
  return (
    <Suspense fallback={plain}>
      <HeaderMenu {...props} />
    </Suspense>
  );
};
