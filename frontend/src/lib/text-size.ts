import { TEXT_SIZES, type AuthUserResponse, type TextSize } from '@conectando/contracts';
import { api } from './api-client';
import { readStorage, writeStorage } from './storage';

// 'Tamaño de letra', kept on this device; public/before-app.js reads the same key and sets the same
// attribute before the first paint (keep them in step). The sizes' scales are in the global CSS
// (components/ui/system.ts) and so are the layouts they switch (largeText in chrome-sizes.ts).
export const TEXT_SIZE_KEY = 'tamano-letra';
export const TEXT_SIZE_ATTRIBUTE = 'data-text-size';

const isTextSize = (value: unknown): value is TextSize => (TEXT_SIZES as readonly unknown[]).includes(value);

export const readTextSize = (): TextSize => {
  const stored = readStorage(TEXT_SIZE_KEY);
  return isTextSize(stored) ? stored : 'normal';
};

/** Kept on this device and shown at once (Normal: the attribute and the key go). */
export const applyTextSize = (size: TextSize): void => {
  writeStorage(TEXT_SIZE_KEY, size === 'normal' ? null : size);
  show(size);
  window.dispatchEvent(new Event(CHANGED));
};

const show = (size: TextSize) => {
  if (size === 'normal') document.documentElement.removeAttribute(TEXT_SIZE_ATTRIBUTE);
  else document.documentElement.setAttribute(TEXT_SIZE_ATTRIBUTE, size);
};

const CHANGED = 'text-size-change';

/** Calls `listener` whenever the size changes here (or in another tab); returns the unsubscribe. */
export const onTextSizeChange = (listener: () => void): (() => void) => {
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key !== TEXT_SIZE_KEY) return;
    show(readTextSize());
    listener();
  };
  window.addEventListener(CHANGED, listener);
  window.addEventListener('storage', fromOtherTab);
  return () => {
    window.removeEventListener(CHANGED, listener);
    window.removeEventListener('storage', fromOtherTab);
  };
};

/** Kept on the account too, for the person's other devices; answers what /api/auth/me answers. */
export const saveAccountTextSize = (textSize: TextSize): Promise<AuthUserResponse> =>
  api.patch<AuthUserResponse>('/me/preferences', { textSize });

/**
 * On every sign-in and session check: a size chosen on the account wins on this device (it follows
 * the person to a new phone); an account that never chose takes this device's (chosen on the landing
 * before registering).
 */
export const followAccountTextSize = (user: AuthUserResponse): void => {
  if (typeof document === 'undefined') return;
  if (user.textSize) {
    if (user.textSize !== readTextSize()) applyTextSize(user.textSize);
    return;
  }
  const here = readTextSize();
  if (here !== 'normal') saveAccountTextSize(here).catch(() => undefined);
};
