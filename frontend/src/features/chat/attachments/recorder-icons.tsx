import { createIcon } from '@chakra-ui/react';

// Drawn like components/ui/icons (Lucide paths, ISC licence) but kept here: icons in that shared module
// travel in the entry chunk of every screen, and only the open conversation draws these.
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const MicIcon = createIcon({
  displayName: 'MicIcon',
  defaultProps: stroke,
  path: [
    <path key="a" d="M12 2a3 3 0 0 0-3 3v7a3 3 0 0 0 6 0V5a3 3 0 0 0-3-3Z" />,
    <path key="b" d="M19 10v2a7 7 0 0 1-14 0v-2" />,
    <path key="c" d="M12 19v3" />,
  ],
});

export const StopIcon = createIcon({
  displayName: 'StopIcon',
  defaultProps: stroke,
  path: <rect x="6" y="6" width="12" height="12" rx="1" />,
});
