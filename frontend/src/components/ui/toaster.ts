import { createToaster } from '@chakra-ui/react';

// The bottom navigation publishes its measured height here (0 or unset when it is not shown).
export const BOTTOM_NAV_HEIGHT_VAR = '--bottom-nav-height';

// A bar docked at the bottom of a screen (a conversation's composer) publishes here how far above the
// screen's bottom edge its top reaches (the bottom navigation included, when that is under it).
export const DOCKED_BAR_REACH_VAR = '--docked-bar-reach';

// Where a notice sits: just above the bottom navigation (or the phone's safe area when there is none)
// and above a docked bar: over the composer, the welcome covered 'Enviar' and what was being written.
export const TOAST_BOTTOM_OFFSET = `calc(max(var(${BOTTOM_NAV_HEIGHT_VAR}, env(safe-area-inset-bottom, 0px)), var(${DOCKED_BAR_REACH_VAR}, 0px)) + 0.75rem)`;

// One toast at a time: a new notice replaces the one on screen. At the bottom, just above the
// bottom navigation (or the phone's safe area when there is none): at the top it hid the header, the back
// link, the page title and the question of a confirmation dialog.
export const toaster = createToaster({
  placement: 'bottom',
  max: 1,
  duration: 5000,
  pauseOnPageIdle: true,
  offsets: {
    top: '1rem',
    left: '0.75rem',
    right: '0.75rem',
    bottom: TOAST_BOTTOM_OFFSET,
  },
});

export const TOAST_DURATION = { default: 5000, registrationPending: 7000 } as const;

export interface NotifyOptions {
  title: string;
  description?: string;
  // The spec's two variants: 'destructive' is an error.
  variant?: 'default' | 'destructive';
  duration?: number;
}

export function notify({ title, description, variant = 'default', duration = TOAST_DURATION.default }: NotifyOptions) {
  toaster.remove();
  return toaster.create({
    title,
    description,
    duration,
    type: variant === 'destructive' ? 'error' : 'info',
    closable: true,
  });
}
