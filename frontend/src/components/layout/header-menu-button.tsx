import { Button, type ButtonProps } from '@chakra-ui/react';
import { MenuIcon } from '../ui/icons';
import { largeText } from './chrome-sizes';

// With large text the word grows, the icon beside it need not (the header stays one row).
const ICON_WITH_LARGE_TEXT = largeText({ width: '28px', height: '28px' });

// 'Menú' in the app header: the same button before and after the menu's code is in.
export const HeaderMenuButton = (props: ButtonProps) => (
  <Button variant="outline" size="lg" px="2" gap="1" flexShrink={0} {...props}>
    <MenuIcon boxSize="6" css={ICON_WITH_LARGE_TEXT} />
    Menú
  </Button>
);
