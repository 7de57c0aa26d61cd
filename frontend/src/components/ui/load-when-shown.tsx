import { Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { OFFLINE_ADVICE, OFFLINE_TITLE } from '@/lib/api-client';
import { lazyScreen } from '@/lib/lazy-screen';
import { notify } from './toaster';

// Long enough after a screen appears to stay out of its start-up on a slow phone.
const PRELOAD_AFTER_MS = 3000;

/** Fetches a part's code a few seconds after the screen appears, so a first tap rarely waits for it. */
export function usePreloadSoon(part: { preload: () => Promise<unknown> }): void {
  useEffect(() => {
    const timer = setTimeout(() => void part.preload().catch(() => undefined), PRELOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, [part]);
}

/** What a tap that needs code the phone could not fetch is told, instead of nothing happening. */
export const notifyNoSignal = () =>
  notify({ title: OFFLINE_TITLE, description: OFFLINE_ADVICE, variant: 'destructive' });

/**
 * A dialog or panel whose code loads when it is first shown instead of with its screen, so a phone's
 * first load carries only what the screen draws. A few seconds after the screen appears the code is
 * fetched anyway, so a first tap rarely waits for it; until it is in, nothing is drawn (it was closed).
 * Without signal the person is told, and the part is closed with `close`, so that the next tap tries
 * again; a part that came by itself (an alert) has no `close` and tries again when the signal returns.
 */
export function loadWhenShown<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isShown: (props: P) => boolean,
  close?: (props: P) => void,
): ComponentType<P> {
  const Loaded = lazyScreen(() => load().then((component) => ({ default: component })));

  const LoadWhenShown = (props: P) => {
    const shown = isShown(props);
    const [wanted, setWanted] = useState(shown);
    const [waitingForSignal, setWaitingForSignal] = useState(false);
    const [, setArrived] = useState(false);
    const latest = useRef(props);
    useEffect(() => {
      latest.current = props;
    });
    // Closed after a failure: the next time it is shown, it tries again.
    if (!shown && waitingForSignal) setWaitingForSignal(false);
    if (shown && !wanted && !waitingForSignal) setWanted(true);
    usePreloadSoon(Loaded);

    useEffect(() => {
      if (!wanted || Loaded.isLoaded()) return;
      let current = true;
      Loaded.preload().then(
        () => current && setArrived(true),
        () => {
          if (!current) return;
          setWanted(false);
          setWaitingForSignal(true);
          notifyNoSignal();
          close?.(latest.current);
        },
      );
      return () => void (current = false);
    }, [wanted]);

    useEffect(() => {
      if (!waitingForSignal) return;
      const retry = () => setWaitingForSignal(false);
      window.addEventListener('online', retry);
      return () => window.removeEventListener('online', retry);
    }, [waitingForSignal]);

    // Once in, it stays mounted: closing is the loaded component's to show (a dialog animates out).
    if (!wanted || !Loaded.isLoaded()) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
  return LoadWhenShown;
}
