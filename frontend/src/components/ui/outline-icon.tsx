import { createIcon } from '@chakra-ui/react';

// Outline icons drawn on a 24px grid (path data from Lucide, ISC licence), for the shared icons and
// for the ones a single screen keeps in its own chunk.
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const outlineIcon = (displayName: string, path: React.ReactElement | React.ReactElement[]) =>
  createIcon({ displayName, path, defaultProps: stroke });
