import { lazy, type ComponentType } from 'react';

// A screen or part in a chunk of its own (docs/decisions/client-data.md) that can also be fetched
// ahead: main.tsx starts the current address's chunk together with the app's first requests, and
// components/ui/load-when-shown.tsx a dialog's a few seconds after its screen appears.
// Typed as React.lazy is, so screens and parts with props fit alike.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyScreen<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
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
  // A chunk already in is handed over synchronously (a thenable that resolves at once), so React does
  // not suspend on it: a prerendered screen hydrates in one pass instead of being drawn again.
  const screen = lazy(() =>
    loaded
      ? ({ then: (resolve: (m: { default: T }) => void) => resolve(loaded!) } as Promise<{ default: T }>)
      : preload(),
  );
  return Object.assign(screen, { preload });
}
