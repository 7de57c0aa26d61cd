import { Button, chakra } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ArrowLeftIcon } from '../ui/icons';
import { largeText, OWN_SIZE_WITH_LARGE_TEXT, VISUALLY_HIDDEN_WITH_LARGE_TEXT } from './chrome-sizes';

const ICON_AT_TARGET_SIZE = largeText({ width: '28px', height: '28px' });

interface BackLinkProps {
  to: string;
  children?: string;
  // With large text only the arrow shows (the word is still said): for a header that has no room, which
  // sizes it (OWN_SIZE_WITH_LARGE_TEXT).
  wordHiddenWithLargeText?: boolean;
}

export const BackLink = ({ to, children = 'Volver', wordHiddenWithLargeText = false }: BackLinkProps) => (
  <Button
    asChild
    variant="ghost"
    size="lg"
    ps="2"
    ms="-2"
    color="brand.fg"
    alignSelf="flex-start"
    {...(wordHiddenWithLargeText ? OWN_SIZE_WITH_LARGE_TEXT : {})}
  >
    <RouterLink to={to}>
      <ArrowLeftIcon boxSize="6" css={wordHiddenWithLargeText ? ICON_AT_TARGET_SIZE : undefined} />
      {wordHiddenWithLargeText ? <chakra.span css={VISUALLY_HIDDEN_WITH_LARGE_TEXT}>{children}</chakra.span> : children}
    </RouterLink>
  </Button>
);
