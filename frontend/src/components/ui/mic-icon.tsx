import { outlineIcon } from './outline-icon';

// Apart from components/ui/icons (which every screen loads): only the call and the voice-note recorder draw it.
export const MicIcon = /* @__PURE__ */ outlineIcon('MicIcon', [
  <path key="a" d="M12 2a3 3 0 0 0-3 3v7a3 3 0 0 0 6 0V5a3 3 0 0 0-3-3Z" />,
  <path key="b" d="M19 10v2a7 7 0 0 1-14 0v-2" />,
  <path key="c" d="M12 19v3" />,
]);
