import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate } from '@tanstack/react-query';
import { firstAnswersBlock } from '@/app/first-answers';
import { askFirstQuestions } from '@/app/first-questions';
import { paths } from '@/config/paths';
import { setApiTransport, type ApiTransport } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { setRenderTime } from '@/lib/render-time';
import { authKeys } from '@/lib/session/auth-keys';
import { getMaintenanceStatusQueryOptions } from '@/features/maintenance/api/get-maintenance-status';
import { drawScreen } from './draw';
import { pageWithScreen } from './page-with-screen';

/** A page to draw for one request: its address, the page the server would otherwise send, its API. */
export interface PageRequest {
  /** Path and query, e.g. /skills?tab=guardadas. */
  url: string;
  shell: string;
  /** Reaches the API as this request's person (their session cookie). */
  api: ApiTransport;
}

// The screens people open the app on: drawn with their data, the page paints before any script runs.
export const DRAWN_SCREENS: readonly string[] = [paths.skills, paths.chats];

// Each request's API and moment; the server draws many pages at once.
const requests = new AsyncLocalStorage<{ api: ApiTransport; drawnAt: Date }>();
const current = () => {
  const request = requests.getStore();
  if (!request) throw new Error('the API was asked outside a page being drawn');
  return request;
};
setApiTransport((path, init) => current().api(path, init));
setRenderTime(() => requests.getStore()?.drawnAt ?? new Date());

/**
 * The page at `url` drawn for the person whose session the API sees, with the answers it was drawn
 * from for the app to hydrate (app/first-answers.ts). Null when it cannot be drawn as the browser
 * would draw it: a screen not drawn here, nobody signed in, maintenance, or a question unanswered;
 * the server then sends `shell` and the browser draws the screen itself.
 */
export async function renderPage({ url, shell, api }: PageRequest): Promise<string | null> {
  const { pathname } = new URL(url, 'http://localhost');
  if (!DRAWN_SCREENS.includes(pathname)) return null;
  const drawnAt = new Date();
  return requests.run({ api, drawnAt }, async () => {
    const queryClient = createQueryClient();
    await askFirstQuestions(queryClient, pathname);
    const signedIn = queryClient.getQueryData(authKeys.me()) != null;
    const maintenance = queryClient.getQueryData(getMaintenanceStatusQueryOptions().queryKey);
    const everyAnswer = queryClient
      .getQueryCache()
      .getAll()
      .every((query) => query.state.status === 'success');
    if (!signedIn || maintenance?.isInMaintenance !== false || !everyAnswer) return null;
    return pageWithScreen(
      shell,
      await drawScreen(url, queryClient),
      firstAnswersBlock({ state: dehydrate(queryClient), drawnAt: drawnAt.toISOString() }),
    );
  });
}
