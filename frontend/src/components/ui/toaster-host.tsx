import { Suspense, lazy, useEffect, useState } from 'react';
import { toaster } from './toaster';

const Toaster = lazy(() => import('./toaster-view').then((m) => ({ default: m.Toaster })));

// Mounting the toasts' view (its chunk and its state machine) was one of start-up's long tasks on a
// slow phone, and no first screen needs it: it mounts when the phone is first idle, or at once when a
// notice is raised before that (the store keeps the notice, and the view shows it on mount).
const IDLE_FALLBACK_MS = 2000;

const whenIdle = (run: () => void): (() => void) => {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: IDLE_FALLBACK_MS * 2 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, IDLE_FALLBACK_MS);
  return () => clearTimeout(handle);
};

export const ToasterHost = () => {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown) return;
    const show = () => setShown(true);
    const unsubscribe = toaster.subscribe(show);
    const cancelIdle = whenIdle(show);
    return () => {
      unsubscribe();
      cancelIdle();
    };
  }, [shown]);
  return shown ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
};
