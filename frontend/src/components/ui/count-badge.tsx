import { Box, type BoxProps } from '@chakra-ui/react';

/** Large counts are capped, as on every phone: '99+'. */
export const formatBadgeCount = (count: number): string => (count > 99 ? '99+' : String(count));

// The count on an icon (white on red.700: 6.5:1); screen readers get it from the control's name instead.
export const CountBadge = ({ count, ...position }: { count: number } & Pick<BoxProps, 'top' | 'insetEnd'> & { 'data-testid'?: string }) => (
  <Box
    as="span"
    aria-hidden="true"
    position="absolute"
    minW="6"
    h="6"
    px="1.5"
    borderRadius="full"
    bg="red.700"
    color="white"
    fontSize="0.8333rem"
    fontWeight="bold"
    lineHeight="1.5rem"
    textAlign="center"
    borderWidth="2px"
    borderColor="white"
    boxSizing="content-box"
    {...position}
  >
    {formatBadgeCount(count)}
  </Box>
);
