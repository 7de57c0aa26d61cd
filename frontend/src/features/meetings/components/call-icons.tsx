import { createIcon } from '@chakra-ui/react';

// The call's own icons (Lucide's outlines, ISC licence), here so that only the call's code carries them.
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const icon = (displayName: string, path: React.ReactElement | React.ReactElement[]) =>
  createIcon({ displayName, path, defaultProps: stroke });

export const MicIcon = /* @__PURE__ */ icon('MicIcon', [
  <path key="a" d="M12 2a3 3 0 0 0-3 3v7a3 3 0 0 0 6 0V5a3 3 0 0 0-3-3Z" />,
  <path key="b" d="M19 10v2a7 7 0 0 1-14 0v-2" />,
  <path key="c" d="M12 19v3" />,
]);

export const PhoneOffIcon = /* @__PURE__ */ icon('PhoneOffIcon', [
  <path
    key="a"
    d="M10.7 13.3a16 16 0 0 0 2.6 2l1.3-1.3a2 2 0 0 1 2.1-.4c.8.3 1.7.5 2.6.6A2 2 0 0 1 21 16.2v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-3.3-2.7m-2.7-3.3A19.8 19.8 0 0 1 3.1 4.2 2 2 0 0 1 5.1 2h3a2 2 0 0 1 2 1.7c.1.9.3 1.8.6 2.6a2 2 0 0 1-.4 2.1L9 9.7"
  />,
  <path key="b" d="M22 2 2 22" />,
]);
