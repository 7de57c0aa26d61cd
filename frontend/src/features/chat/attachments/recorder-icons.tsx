import { outlineIcon } from '@/components/ui/outline-icon';

// Kept off components/ui/icons, which travels in every screen's entry: only the open conversation draws it.
export const StopIcon = /* @__PURE__ */ outlineIcon('StopIcon', <rect x="6" y="6" width="12" height="12" rx="1" />);
