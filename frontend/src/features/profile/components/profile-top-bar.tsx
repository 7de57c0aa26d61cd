import { Button, HStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { HomeIcon, LogOutIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';

/** Above the profile: the way home and 'Cerrar sesión', at either end. */
export const ProfileTopBar = ({ onLogout }: { onLogout: () => void }) => (
  <HStack justify="space-between" gap="2" wrap="wrap">
    <Button asChild variant="ghost" size="lg" ps="2" ms="-2" color="brand.fg">
      <RouterLink to={paths.roleSelection}>
        <HomeIcon boxSize="6" />
        Inicio
      </RouterLink>
    </Button>
    <Button variant="ghost" size="lg" color="fg.error" pe="2" me="-2" onClick={onLogout}>
      <LogOutIcon boxSize="6" />
      Cerrar sesión
    </Button>
  </HStack>
);
