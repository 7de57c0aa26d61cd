import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;

/**
 * False while React hydrates a prerendered screen (the app's code is not yet running it), true from
 * then on, and at once on a screen drawn in the browser. A control that needs the app is disabled
 * until then, so a tap on a slow phone does not seem to be ignored.
 */
export const useAppRunning = (): boolean =>
  useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
