// The service worker shows offline.html in place of a screen that could not load: try that screen
// again on a tap, and on its own as soon as the phone is back online.
document.getElementById('reintentar').addEventListener('click', () => window.location.reload());
window.addEventListener('online', () => window.location.reload());
