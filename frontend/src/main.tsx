import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { askFirstQuestions } from './app/first-questions';
import { AppProvider, createAppQueryClient } from './app/provider';
import { preloadSignedInParts } from './app/root-layout';
import { AppRouter, preloadScreen } from './app/router';

// The screen's own chunk downloads while the app asks who is signed in.
const screenLoaded = preloadScreen(window.location.pathname);
preloadSignedInParts(window.location.pathname);

const container = document.getElementById('root')!;
const queryClient = createAppQueryClient();
if (!container.hasChildNodes()) askFirstQuestions(queryClient, window.location.pathname);
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
if (container.hasChildNodes()) void screenLoaded.then(() => startTransition(() => void hydrateRoot(container, app)));
else startTransition(() => createRoot(container).render(app));

// The service worker exists only in a build (vite-plugin-pwa); it is registered after the first screen.
if (import.meta.env.PROD && 'serviceWorker' in navigator) void import('./app/register-service-worker');
