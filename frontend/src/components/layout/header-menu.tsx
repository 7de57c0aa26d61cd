import { Portal, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { Menu } from '@/components/ui/chakra/menu';
import { paths } from '@/config/paths';
import { CalendarIcon, HomeIcon, LogOutIcon, ShieldCheckIcon } from '../ui/icons';
import { HeaderMenuButton } from './header-menu-button';

export interface HeaderMenuProps {
  userName: string;
  isAdmin: boolean;
  onLogout: () => void;
}

// The header's menu: home, the live classes, the admin panel and 'Cerrar sesión'. It is mounted by the tap that opens
// it (app-header.tsx), so it starts open, with the focus on its items as any opened menu.
export const HeaderMenu = ({ userName, isAdmin, onLogout }: HeaderMenuProps) => {
  const navigate = useNavigate();
  return (
    // Fixed, as the header it hangs from: an absolute menu moved with the page when it scrolled
    // under the sticky header until it was placed again (a tap could land on the wrong row).
    <Menu.Root defaultOpen positioning={{ placement: 'bottom-end', strategy: 'fixed' }}>
      <Menu.Trigger asChild>
        <HeaderMenuButton />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="min(16rem, calc(100vw - 1.5rem))" maxW="calc(100vw - 1.5rem)" p="2" borderRadius="xl">
            {/* The name whole, on two lines if it must: cut short ('Hola, Camil…') it no longer named them. */}
            <Text px="3" py="2" fontSize="md" color="fg.muted">
              Hola, {userName}
            </Text>
            <Menu.Item value="home" minH="12" fontSize="lg" gap="3" onSelect={() => navigate(paths.home)}>
              <HomeIcon boxSize="6" />
              Inicio
            </Menu.Item>
            <Menu.Item
              value="live-classes"
              minH="12"
              fontSize="lg"
              gap="3"
              onSelect={() => navigate(paths.liveClasses)}
            >
              <CalendarIcon boxSize="6" />
              Talleres en vivo
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
  );
};
