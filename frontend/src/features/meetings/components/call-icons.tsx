import { outlineIcon as icon } from '@/components/ui/outline-icon';

// The call's own icons, here so that only the call's code carries them.
export const PhoneOffIcon = /* @__PURE__ */ icon('PhoneOffIcon', [
  <path
    key="a"
    d="M10.7 13.3a16 16 0 0 0 2.6 2l1.3-1.3a2 2 0 0 1 2.1-.4c.8.3 1.7.5 2.6.6A2 2 0 0 1 21 16.2v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-3.3-2.7m-2.7-3.3A19.8 19.8 0 0 1 3.1 4.2 2 2 0 0 1 5.1 2h3a2 2 0 0 1 2 1.7c.1.9.3 1.8.6 2.6a2 2 0 0 1-.4 2.1L9 9.7"
  />,
  <path key="b" d="M22 2 2 22" />,
]);
