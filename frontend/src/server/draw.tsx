import { StrictMode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { QueryClient } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';

/** A screen drawn ahead: its markup, and the style elements its markup needs (for the page's head). */
export interface DrawnScreen {
  markup: string;
  styles: string;
}

/**
 * The screen at `url`, as the browser's first render of the same address draws it with the same
 * cache: the page can then paint before any JavaScript has arrived, and the app hydrates it instead
 * of drawing it again (main.tsx).
 */
export async function drawScreen(url: string, queryClient?: QueryClient): Promise<DrawnScreen> {
  // Emotion collects the styles instead of writing a <style> before each element: one set in the head,
  // each rule once, which the browser's emotion adopts as already inserted (its key, 'css', and the ids).
  const styleCache = createCache({ key: 'css' });
  styleCache.compat = true;
  const { prelude } = await prerender(
    <StrictMode>
      <CacheProvider value={styleCache}>
        <AppProvider queryClient={queryClient}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppProvider>
      </CacheProvider>
    </StrictMode>,
    // One piece: a large screen is otherwise sent after its spinner, to be swapped in by a script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  // React puts the screen's <title> first: left out, as the app sets it once it runs. The page keeps
  // index.html's own title, which is there for screens that set none (React would remove its own).
  const html = (await new Response(prelude).text()).replace(/^<title>.*?<\/title>/, '');
  const emotionServer = createEmotionServer(styleCache);
  const chunks = emotionServer.extractCriticalToChunks(html);
  return { markup: chunks.html, styles: emotionServer.constructStyleTagsFromChunks(chunks) };
}
