// The service worker shows offline.html in place of a screen that could not load: try that screen
// again on a tap, and on its own once the server answers again. A phone says 'online' as soon as it
// joins a network, which may be before anything gets through (and the worker's requests may still
// fail then), so the page also asks the server every few seconds while it is on screen.
const PROBE_EVERY_MS = 5000;

document.getElementById('reintentar').addEventListener('click', () => window.location.reload());

async function reopenWhenReachable() {
  if (document.visibilityState !== 'visible') return;
  try {
    // Any answer means the network is back (a busy server's 503 too: the app shows its own message).
    await fetch('/api/health', { cache: 'no-store' });
    window.location.reload();
  } catch {
    // Still offline: the next probe tries again.
  }
}

window.addEventListener('online', () => void reopenWhenReachable());
setInterval(() => void reopenWhenReachable(), PROBE_EVERY_MS);
