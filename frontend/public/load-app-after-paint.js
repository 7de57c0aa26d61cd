// A page drawn ahead (prerendered, or drawn for the person by the server) is whole before any code
// runs: the code only makes it interactive. Fetched as the page is parsed, it would share a slow
// phone's bandwidth with the page's own last bytes and hold its first paint; this script fetches it
// once the page has been painted. The page lists the code (src/server/page-with-screen.ts).
const holder = document.querySelector('script[data-app-code]');
const { entry, preloads } = JSON.parse(holder.dataset.appCode);

const attach = (element, attributes) => document.head.append(Object.assign(element, attributes));

// The entry card chosen on the landing comes in the address (/login?tipo=persona) and the app remembers
// it for the next screens (src/features/auth/hooks/use-selected-user-type.ts). Remembered here as well:
// 'Crear cuenta' tapped before the app runs loads /register afresh, and the choice was lost.
const chosenType = new URLSearchParams(window.location.search).get('tipo');
if (chosenType && chosenType.length <= 40) {
  try {
    window.localStorage.setItem('selectedUserType', chosenType);
  } catch {
    // Site data may be blocked: the form then asks for the choice again.
  }
}

// A few links per task: each one starts a request, and forty of them in one task made a long one on a
// slow phone, right when the person may first tap.
const LINKS_PER_TASK = 6;
const preloadFrom = (start) => {
  for (const href of preloads.slice(start, start + LINKS_PER_TASK))
    attach(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' });
  if (start + LINKS_PER_TASK < preloads.length) setTimeout(() => preloadFrom(start + LINKS_PER_TASK));
};
const loadApp = () => {
  attach(document.createElement('script'), { type: 'module', src: entry, crossOrigin: '' });
  preloadFrom(0);
};

// A tapped notification (push-sw.js) asks the open page to show its screen. Until the app runs and
// follows those taps itself (src/lib/notification-clicks.ts), the page simply goes there: there is no
// live connection or cache yet to keep.
const openBeforeApp = (event) => {
  const { type, url } = event.data ?? {};
  if (type === 'open-url' && typeof url === 'string' && url.startsWith('/')) window.location.assign(url);
};
navigator.serviceWorker?.addEventListener('message', openBeforeApp);
window.addEventListener(
  'app-follows-notification-clicks',
  () => navigator.serviceWorker.removeEventListener('message', openBeforeApp),
  { once: true },
);

// Once the first paint has reached the screen (its paint timing entry is written when the frame is
// presented). Started from the first animation frame instead, the requests raced that frame: they
// often began a few milliseconds before it was shown, and took the page's bandwidth then. A tab
// opened in the background paints nothing, and gets its code when it is shown.
let loading = false;
const loadOnce = () => {
  if (loading) return;
  loading = true;
  setTimeout(loadApp);
};
if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    loadOnce();
  }).observe({ type: 'paint', buffered: true });
  // Should no contentful paint be reported, the app still comes, shortly after the tab is shown.
  requestAnimationFrame(() => setTimeout(loadOnce, 2000));
} else {
  requestAnimationFrame(() => requestAnimationFrame(loadOnce));
}
