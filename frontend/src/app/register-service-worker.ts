import { registerSW } from 'virtual:pwa-register';
import { offerUpdate } from '@/lib/app-update';

// An hour between checks for a new build while the app stays open (a phone may keep it for days).
const UPDATE_CHECK_MS = 60 * 60 * 1000;

// The worker of a new build waits (registerType 'prompt'): the person decides when the page reloads,
// never in the middle of typing a message. 'Actualizar' activates it, and the page reloads once.
const updateServiceWorker = registerSW({
  onNeedRefresh: () => offerUpdate(() => void updateServiceWorker(true)),
  onRegisteredSW: (_url, registration) => {
    if (registration) window.setInterval(() => void registration.update(), UPDATE_CHECK_MS);
  },
});
