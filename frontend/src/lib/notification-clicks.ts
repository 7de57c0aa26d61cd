// A tapped push notification (public/push-sw.js) asks an open tab to show its screen; moving inside
// the app keeps the live connection and the cache that a full page load would drop.
export const OPEN_URL_MESSAGE = 'open-url';
const APP_FOLLOWS_CLICKS = 'app-follows-notification-clicks';

export function followNotificationClicks(navigate: (path: string) => void): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => undefined;
  const onMessage = (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown; url?: unknown } | null;
    if (data?.type === OPEN_URL_MESSAGE && typeof data.url === 'string' && data.url.startsWith('/')) navigate(data.url);
  };
  navigator.serviceWorker.addEventListener('message', onMessage);
  // A page drawn ahead followed them until now (public/load-app-after-paint.js).
  window.dispatchEvent(new Event(APP_FOLLOWS_CLICKS));
  return () => navigator.serviceWorker.removeEventListener('message', onMessage);
}
