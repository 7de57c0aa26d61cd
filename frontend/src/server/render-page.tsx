import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { SIGN_IN_ERROR_PARAM, type AuthUserResponse } from '@conectando/contracts';
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
// And the sign-in and the registration a form posted without the app comes back to, with what was
// wrong (their other addresses are drawn at build time).
export const DRAWN_SCREENS: readonly string[] = [paths.skills, paths.chats, paths.login, paths.register];
// Nobody's data: drawn per request only with a refused form's answer in the address.
const FORM_SCREENS: readonly string[] = [paths.login, paths.register];

// Each request's API and moment; the server draws many pages at once.
const requests = new AsyncLocalStorage<{ api: ApiTransport; drawnAt: Date }>();
const current = () => {
  const request = requests.getStore();
  if (!request) throw new Error('the API was asked outside a page being drawn');
  return request;
};
setApiTransport((path, init) => current().api(path, init));
setRenderTime(() => requests.getStore()?.drawnAt ?? new Date());

/** Where the server sends the browser instead of a page: where the screen itself would send it. */
export interface PageRedirect {
  redirectTo: string;
}

// Nobody is signed in, for certain: the session question was answered (a failed one proves nothing).
const authAnswered = (queryClient: QueryClient) =>
  queryClient.getQueryState(authKeys.me())?.status === 'success' && queryClient.getQueryData(authKeys.me()) === null;

/**
 * The page at `url` drawn for the person whose session the API sees, with the answers it was drawn
 * from for the app to hydrate (app/first-answers.ts). A visitor (nobody signed in, no maintenance)
 * is sent to /login, as the screen would send them once its code ran: on a slow phone that code
 * (the screen's chunks, the app's start-up) cost seconds before the login page even began to load.
 * Null when it cannot be drawn as the browser would draw it: a screen not drawn here, maintenance,
 * or a question unanswered; the server then sends `shell` and the browser draws the screen itself.
 */
export async function renderPage({ url, shell, api }: PageRequest): Promise<string | PageRedirect | null> {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  if (!DRAWN_SCREENS.includes(pathname)) return null;
  // Nobody's data: drawn as the build draws /login and /register, with the answer in the address.
  if (FORM_SCREENS.includes(pathname))
    return searchParams.has(SIGN_IN_ERROR_PARAM) ? pageWithScreen(shell, await drawScreen(url)) : null;
  const drawnAt = new Date();
  return requests.run({ api, drawnAt }, async () => {
    const queryClient = createQueryClient();
    await askFirstQuestions(queryClient, pathname);
    const user = queryClient.getQueryData<AuthUserResponse | null>(authKeys.me());
    const signedIn = user != null;
    const maintenance = queryClient.getQueryData(getMaintenanceStatusQueryOptions().queryKey);
    const everyAnswer = queryClient
      .getQueryCache()
      .getAll()
      .every((query) => query.state.status === 'success');
    if (!signedIn && maintenance?.isInMaintenance === false && authAnswered(queryClient))
      return { redirectTo: paths.login };
    if (!signedIn || maintenance?.isInMaintenance !== false || !everyAnswer) return null;
    return pageWithScreen(shell, await drawScreen(url, queryClient), {
      after: firstAnswersBlock({ state: dehydrate(queryClient), drawnAt: drawnAt.toISOString() }),
      textSize: user.textSize,
    });
  });
}
