import { useCallback, useSyncExternalStore } from 'react';

// Whether a CSS media query matches now (follows window resizes and rotations).
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  // A prerendered page is drawn for a phone: no query matches until the browser says so.
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

// Chakra's `md` breakpoint (48rem of the browser's 16px: 768px): the split view of the chat screen starts here.
export const useIsDesktop = (): boolean => useMediaQuery('(min-width: 48em)');
