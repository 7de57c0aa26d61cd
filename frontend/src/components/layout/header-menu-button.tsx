import { Button, type ButtonProps } from '@chakra-ui/react';
import { MenuIcon } from '../ui/icons';

// 'Menú' in the app header: the same button before and after the menu's code is in.
export const HeaderMenuButton = (props: ButtonProps) => (
  <Button variant="outline" size="lg" px="2" gap="1" flexShrink={0} {...props}>
    <MenuIcon boxSize="6" />
    Menú
  </Button>
);
