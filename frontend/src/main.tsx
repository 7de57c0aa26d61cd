import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { askFirstQuestions } from './app/first-questions';
import { getSystem } from './components/ui/system';
import { AppProvider, createAppQueryClient } from './app/provider';
import { preloadSignedInParts } from './app/root-layout';
import { AppRouter, preloadScreen } from './app/router';

// How long a screen drawn in the browser waits for its first answers before it shows its loading state.
const FIRST_DRAW_WAIT_MS = 1500;

// The screen's own chunk downloads while the app asks who is signed in.
const screenLoaded = preloadScreen(window.location.pathname);
preloadSignedInParts(window.location.pathname);

const container = document.getElementById('root')!;
const queryClient = createAppQueryClient();
const prerendered = container.hasChildNodes();
const answered = prerendered ? undefined : askFirstQuestions(queryClient, window.location.pathname);
// Chakra's system is built in a task of its own, once the app's modules have run (in the same task,
// both made one long task of start-up on a slow phone); the first screen is drawn after it.
setTimeout(getSystem);
const app = (
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <AppRouter />
    </AppProvider>
  </StrictMode>
);
// / and /login arrive prerendered (src/prerender.tsx). Hydrating keeps that markup, and what a person
// has typed into it, once the screen's chunk is in: a screen still loading when the first answers
// (who is signed in) arrive would be thrown away and drawn again. The transition lets React work in
// small slices, so a slow phone stays responsive (one long task cost 300-400 ms at 4x CPU).
if (prerendered) void screenLoaded.then(() => startTransition(() => void hydrateRoot(container, app)));
// Any other screen is drawn once its code and its first answers are in (or after FIRST_DRAW_WAIT_MS),
// in one transition too. Drawn before, each answer re-drew the screen at once, outside any
// transition, because query answers reach components through useSyncExternalStore: on /skills three
// such tasks of 100-470 ms at 4x CPU, with the screen's spinner showing meanwhile.
else
  void Promise.race([
    Promise.all([screenLoaded, answered]),
    new Promise((r) => setTimeout(r, FIRST_DRAW_WAIT_MS)),
  ]).then(() => startTransition(() => createRoot(container).render(app)));

// The service worker exists only in a build (vite-plugin-pwa); it is registered after the first screen.
if (import.meta.env.PROD && 'serviceWorker' in navigator) void import('./app/register-service-worker');
