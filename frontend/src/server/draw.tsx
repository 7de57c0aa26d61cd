import { StrictMode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';

/**
 * The markup of the screen at `url`, as the browser's first render of the same address draws it
 * with the same cache: the page can then paint before any JavaScript has arrived, and the app
 * hydrates it instead of drawing it again (main.tsx).
 */
export async function drawScreen(url: string, queryClient?: QueryClient): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
    // One piece: a large screen is otherwise sent after its spinner, to be swapped in by a script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  // React puts the screen's <title> first: left out, as the app sets it once it runs. The page keeps
  // index.html's own title, which is there for screens that set none (React would remove its own).
  return (await new Response(prelude).text()).replace(/^<title>.*?<\/title>/, '');
}
