// Build-time rendering of the public entry screens (/ and /login): a phone on a slow network sees
// them as soon as the HTML arrives, and the app's first render then takes their place (main.tsx). Run by
// scripts/prerender.mjs after the client build; nothing here ships to the browser.
import { StrictMode } from 'react';
import { prerender as prerenderReact } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';

/** The markup of `path` as a visitor with no session first sees it (queries still pending). */
export async function prerender(path: string): Promise<string> {
  const { prelude } = await prerenderReact(
    <StrictMode>
      <AppProvider>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
    // One piece: a large screen is otherwise sent after its spinner, to be swapped in by a script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
