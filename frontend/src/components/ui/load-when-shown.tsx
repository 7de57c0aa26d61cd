import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { lazyScreen } from '@/lib/lazy-screen';

// Long enough after a screen appears to stay out of its start-up on a slow phone.
const PRELOAD_AFTER_MS = 3000;

/** Fetches a part's code a few seconds after the screen appears, so a first tap rarely waits for it. */
export function usePreloadSoon(part: { preload: () => Promise<unknown> }): void {
  useEffect(() => {
    const timer = setTimeout(() => void part.preload().catch(() => undefined), PRELOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, [part]);
}

/**
 * A dialog or panel whose code loads when it is first shown instead of with its screen, so a phone's
 * first load carries only what the screen draws. A few seconds after the screen appears the code is
 * fetched anyway, so a first tap rarely waits for it; until it is in, nothing is drawn (it was closed).
 */
export function loadWhenShown<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isShown: (props: P) => boolean,
): ComponentType<P> {
  const Loaded = lazyScreen(() => load().then((component) => ({ default: component })));

  const LoadWhenShown = (props: P) => {
    const [wanted, setWanted] = useState(() => isShown(props));
    if (!wanted && isShown(props)) setWanted(true);
    usePreloadSoon(Loaded);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
  return LoadWhenShown;
}
