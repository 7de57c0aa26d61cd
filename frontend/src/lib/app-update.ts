import { useSyncExternalStore } from 'react';

// A new build's service worker is installed and waiting: how to switch to it, or null.
let apply: (() => void) | null = null;
const listeners = new Set<() => void>();

// Called by the service worker registration when a new version is ready to take over.
export function offerUpdate(applyUpdate: () => void): void {
  apply = applyUpdate;
  listeners.forEach((listener) => listener());
}

// The pending update's 'Actualizar', or null while this is the newest version.
export const useAppUpdate = (): (() => void) | null =>
  useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => apply,
    () => null,
  );
