import { useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

const positions = new Map<string, number>();

// What the data router's ScrollRestoration did, for the lighter declarative router the app now uses:
// a new screen opens at its top; going back returns to where the person was.
export const ScrollMemory = () => {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previousKey = useRef<string | null>(null);

  useLayoutEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    const previous = previousKey.current;
    if (previous !== null) positions.set(previous, window.scrollY);
    previousKey.current = location.key;
    // The page the app starts on is where the browser put it: a drawn page the person has already
    // scrolled is taken over where it is. Sent to the top, whatever they were about to tap moved from
    // under their finger and the tap hit the page's top (docs/decisions/first-load.md, lost taps).
    if (previous === null || location.hash) return;
    window.scrollTo(0, navigationType === NavigationType.Pop ? (positions.get(location.key) ?? 0) : 0);
  }, [location.key, location.hash, navigationType]);

  return null;
};
