import { Box, type BoxProps } from '@chakra-ui/react';

// Large counts are capped, as on every phone: '99+'.
export const formatBadgeCount = (count: number): string => (count > 99 ? '99+' : String(count));

// The badge's outer size (border included): a 24 px circle for one digit, a pill that widens for more.
export const COUNT_BADGE_SIZE = '1.5rem';

// The count on an icon (white on red.700: 6.5:1); screen readers get it from the control's name instead.
// Border-box and small padding: as content-box with wide padding one digit made a 28 × 40 px pill that
// covered the top half of the bell at 390 px. Callers place it on the icon's corner, not over the icon.
export const CountBadge = ({
  count,
  ...position
}: { count: number } & Pick<BoxProps, 'top' | 'insetEnd'> & { 'data-testid'?: string }) => (
  <Box
    as="span"
    aria-hidden="true"
    position="absolute"
    boxSizing="border-box"
    minW={COUNT_BADGE_SIZE}
    h={COUNT_BADGE_SIZE}
    px="0.25rem"
    borderRadius="full"
    bg="red.700"
    color="white"
    fontSize="0.8889rem"
    fontWeight="bold"
    lineHeight="1.25rem"
    textAlign="center"
    borderWidth="2px"
    borderColor="white"
    {...position}
  >
    {formatBadgeCount(count)}
  </Box>
);
