import type { ReactNode } from 'react';
import { Box, Button, Flex, Portal, Text } from '@chakra-ui/react';
import { Menu } from '@/components/ui/chakra/menu';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { HomeIcon, LogOutIcon, MenuIcon, ShieldCheckIcon } from '../ui/icons';
import { Logo } from '../ui/logo';
import { APP_HEADER_HEIGHT, LARGE_TEXT } from './chrome-sizes';

interface AppHeaderProps {
  userName: string;
  isAdmin: boolean;
  onLogout: () => void;
  // Controls shown before the menu (the notifications bell).
  actions?: ReactNode;
}

// The small bar on signed-in screens: home, and a menu with the admin panel and "Cerrar sesión".
export const AppHeader = ({ userName, isAdmin, onLogout, actions }: AppHeaderProps) => {
  const navigate = useNavigate();
  return (
    <Box
      as="header"
      bg="white"
      borderBottomWidth="1px"
      borderColor="border.emphasized"
      position="sticky"
      top="0"
      zIndex="sticky"
      // With large text a sticky header would hold a third of the screen: it scrolls away instead.
      css={{ [LARGE_TEXT]: { position: 'static' } }}
    >
      {/* Logo, name, bell and menu fit a 390px phone side by side (a pixel too many wrapped 'Menú'); with large text they wrap. */}
      <Flex maxW="xl" mx="auto" px="3" py="2" align="center" gap="1" rowGap="2" wrap="wrap" minH={APP_HEADER_HEIGHT}>
        <Flex asChild align="center" gap="1.5" flex="1 1 auto" minW="0" minH="11" textDecoration="none" color="fg">
          <RouterLink to={paths.home} aria-label="Conectando Generaciones, ir al inicio">
            <Logo boxSize="9" />
            {/* Large text: the logo alone says where it leads (the link's name keeps the words). */}
            <Text
              fontWeight="bold"
              fontSize="md"
              lineHeight="1.15"
              color="brand.900"
              css={{ [LARGE_TEXT]: { display: 'none' } }}
            >
              Conectando
              <br />
              Generaciones
            </Text>
          </RouterLink>
        </Flex>
        {actions}
        {/* Fixed, as the header it hangs from: an absolute menu moved with the page when it scrolled
            under the sticky header until it was placed again (a tap could land on the wrong row). */}
        <Menu.Root positioning={{ placement: 'bottom-end', strategy: 'fixed' }}>
          <Menu.Trigger asChild>
            <Button variant="outline" size="lg" px="2" gap="1" flexShrink={0}>
              <MenuIcon boxSize="6" />
              Menú
            </Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content minW="min(16rem, calc(100vw - 1.5rem))" maxW="calc(100vw - 1.5rem)" p="2" borderRadius="xl">
                <Text px="3" py="2" fontSize="md" color="fg.muted" truncate>
                  Hola, {userName}
                </Text>
                <Menu.Item value="home" minH="12" fontSize="lg" gap="3" onSelect={() => navigate(paths.home)}>
                  <HomeIcon boxSize="6" />
                  Inicio
                </Menu.Item>
                {isAdmin && (
                  <Menu.Item value="admin" minH="12" fontSize="lg" gap="3" onSelect={() => navigate(paths.admin)}>
                    <ShieldCheckIcon boxSize="6" />
                    Administración
                  </Menu.Item>
                )}
                <Menu.Separator />
                <Menu.Item value="logout" minH="12" fontSize="lg" gap="3" color="fg.error" onSelect={onLogout}>
                  <LogOutIcon boxSize="6" />
                  Cerrar sesión
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </Flex>
    </Box>
  );
};
