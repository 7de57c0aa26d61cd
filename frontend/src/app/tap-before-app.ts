import { useEffect } from 'react';

// What public/before-app.js keeps of a page drawn ahead: the first button tapped before
// the app ran it.
declare global {
  interface Window {
    tapBeforeApp?: Element | null;
  }
}

/** Tells the page's script that React is taking the page over and answers taps from now on. */
export function stopKeepingTaps(): void {
  window.dispatchEvent(new Event('app-hydrating'));
}

/**
 * Taps again, once, the button a person tapped before the app ran the page. Hydrating keeps the drawn
 * elements, so it is the very button, now with its handler; one that is gone (the screen was drawn
 * again) or disabled is left alone.
 */
export function replayTapBeforeApp(): void {
  const button = window.tapBeforeApp;
  window.tapBeforeApp = null;
  if (button instanceof HTMLElement && button.isConnected && !button.matches(':disabled')) button.click();
}

/**
 * Rendered last in the app: its effect runs once the app has taken the page over. The tap goes in a
 * task of its own: a button inside a boundary React has not hydrated yet (boundaries hydrate after the
 * page around them) is hydrated by React on the spot for a click, which it cannot do from an effect.
 */
export const ReplayTapBeforeApp = () => {
  useEffect(() => {
    const timer = setTimeout(replayTapBeforeApp);
    return () => clearTimeout(timer);
  }, []);
  return null;
};
