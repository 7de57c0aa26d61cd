import { lazy, type ComponentType } from 'react';

// How long a part whose code could not be fetched waits before asking again, when the browser does
// not say the connection is back (a weak signal fires no 'online' event).
const RETRY_MS = 10_000;

/** Settles at the next chance of a connection: the browser's 'online' event, or RETRY_MS later. */
function nextChanceOfSignal(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('online', done);
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, RETRY_MS);
    window.addEventListener('online', done);
  });
}

interface LazyScreenOptions {
  // A part drawn outside any error screen (the signed-in chrome, the live listeners): rather than fail
  // the whole app when its code cannot be fetched, it stays on its Suspense fallback and asks again at
  // the next chance of a connection. Screens fail to their error screen, which says why.
  untilLoaded?: boolean;
}

// A screen or part in a chunk of its own (docs/decisions/client-data.md) that can also be fetched
// ahead: main.tsx starts the current address's chunk together with the app's first requests, and
// components/ui/load-when-shown.tsx a dialog's a few seconds after its screen appears.
// Typed as React.lazy is, so screens and parts with props fit alike.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyScreen<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  { untilLoaded = false }: LazyScreenOptions = {},
) {
  let loading: Promise<{ default: T }> | undefined;
  let loaded: { default: T } | undefined;
  // A chunk that failed (signal lost) is asked for again next time instead of failing for good.
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const persistently = (): Promise<{ default: T }> => preload().catch(() => nextChanceOfSignal().then(persistently));
  // A chunk already in is handed over synchronously (a thenable that resolves at once), so React does
  // not suspend on it: a prerendered screen hydrates in one pass instead of being drawn again. React
  // keeps a failed load's error for good, so only what may fail for good goes through plain preload.
  const screen = lazy(() =>
    loaded
      ? ({ then: (resolve: (m: { default: T }) => void) => resolve(loaded!) } as Promise<{ default: T }>)
      : untilLoaded
        ? persistently()
        : preload(),
  );
  return Object.assign(screen, { preload, isLoaded: () => loaded !== undefined });
}
