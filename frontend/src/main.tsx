import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { adoptFirstAnswers } from './app/first-answers';
import { askFirstQuestions } from './app/first-questions';
import { getSystem } from './components/ui/system';
import { AppProvider, createAppQueryClient } from './app/provider';
import { preloadSignedInParts } from './app/root-layout';
import { AppRouter, preloadScreen } from './app/router';
import { ReplayTapBeforeApp, stopKeepingTaps } from './app/tap-before-app';

// How long a screen drawn in the browser waits for its first answers before it shows its loading state.
const FIRST_DRAW_WAIT_MS = 1500;

// The screen's own chunk downloads while the app asks who is signed in.
const screenLoaded = Promise.all([
  preloadScreen(window.location.pathname),
  preloadSignedInParts(window.location.pathname),
]);

const container = document.getElementById('root')!;
const queryClient = createAppQueryClient();
// /skills and /chats may come drawn with the person's data (src/server/render-page.tsx), and the
// answers they were drawn from.
adoptFirstAnswers(queryClient);
const prerendered = container.hasChildNodes();
const answered = prerendered ? undefined : askFirstQuestions(queryClient, window.location.pathname);
// Chakra's system is built in a task of its own, once the app's modules have run (in the same task,
// both made one long task of start-up on a slow phone); the first screen is drawn after it.
setTimeout(getSystem);
const app = (
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <AppRouter />
      <ReplayTapBeforeApp />
    </AppProvider>
  </StrictMode>
);
// / and /login arrive prerendered (src/server/draw.tsx), /skills and /chats often drawn for the
// person. Hydrating keeps that markup, and what a person has typed into it, once the screen's chunks
// are in: a screen still loading when the first answers (who is signed in) arrive would be thrown away
// and drawn again. The transition lets React work in
// small slices, so a slow phone stays responsive (docs/decisions/first-load.md).
const firstDraw = prerendered
  ? screenLoaded.then(() => {
      stopKeepingTaps();
      startTransition(() => void hydrateRoot(container, app));
    })
  : // Any other screen is drawn once its code and its first answers are in (or after FIRST_DRAW_WAIT_MS),
    // in one transition too. Drawn before, each answer re-drew the screen at once, outside any
    // transition, because query answers reach components through useSyncExternalStore: long tasks with
    // the screen's spinner showing meanwhile (docs/decisions/first-load.md).
    Promise.race([Promise.all([screenLoaded, answered]), new Promise((r) => setTimeout(r, FIRST_DRAW_WAIT_MS))]).then(
      () => startTransition(() => createRoot(container).render(app)),
    );

// The service worker exists only in a build (vite-plugin-pwa). Its install downloads every chunk of
// the app for offline use: registered at the page's load event, that download and its worker shared
// a slow phone's network and cores with the first screen's code and answers. So it waits until the
// first screen is drawn and the phone is idle.
const SERVICE_WORKER_IDLE_TIMEOUT_MS = 10_000;
if (import.meta.env.PROD && 'serviceWorker' in navigator)
  void firstDraw.then(() => {
    const register = () => void import('./app/register-service-worker');
    if ('requestIdleCallback' in window)
      window.requestIdleCallback(register, { timeout: SERVICE_WORKER_IDLE_TIMEOUT_MS });
    else setTimeout(register, SERVICE_WORKER_IDLE_TIMEOUT_MS / 5);
  });
