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
    if (previousKey.current !== null) positions.set(previousKey.current, window.scrollY);
    previousKey.current = location.key;
    if (location.hash) return;
    window.scrollTo(0, navigationType === NavigationType.Pop ? (positions.get(location.key) ?? 0) : 0);
  }, [location.key, location.hash, navigationType]);

  return null;
};
