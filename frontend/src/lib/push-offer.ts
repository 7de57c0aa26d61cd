import { useSyncExternalStore } from 'react';

// Moments worth a phone notification (a first message sent, an application, a registration in
// review) offer pushes here; the layout's prompt decides whether to ask. Never on first load.
const DISMISSED_KEY = 'pushOfferDismissedAt';
const ASK_AGAIN_AFTER_MS = 30 * 24 * 3600 * 1000;

let offered = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

const recentlyDismissed = () => {
  const at = Number(window.localStorage.getItem(DISMISSED_KEY) ?? 0);
  return Date.now() - at < ASK_AGAIN_AFTER_MS;
};

// A useful moment just happened: ask about pushes, if this browser can and nobody said no lately.
export function offerPush(): void {
  if (offered || typeof Notification === 'undefined' || Notification.permission !== 'default' || recentlyDismissed())
    return;
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) return;
  offered = true;
  emit();
}

export function closePushOffer({ dismissed }: { dismissed: boolean }): void {
  if (dismissed) window.localStorage.setItem(DISMISSED_KEY, String(Date.now()));
  offered = false;
  emit();
}

export const usePushOffer = (): boolean =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => offered,
    () => false,
  );
