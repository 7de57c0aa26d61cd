import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { AuthUserResponse } from '@conectando/contracts';
import { setRenderTime } from '@/lib/render-time';
import { authKeys } from '@/lib/session/auth-keys';
import { applySignedInUser } from '@/lib/session/session-cache';

/** What a page the server drew for the person carries: the answers it was drawn with, and when. */
export interface FirstAnswers {
  state: DehydratedState;
  drawnAt: string;
}

const BLOCK_ID = 'first-answers';

/** A JSON data block the browser never runs; `<` escaped so no answer can close the element. */
export const firstAnswersBlock = (answers: FirstAnswers): string =>
  `<script type="application/json" id="${BLOCK_ID}">${JSON.stringify(answers).replaceAll('<', '\\u003c')}</script>`;

/**
 * Puts the answers a server-drawn page came with (src/server/render-page.tsx) into the cache, so the
 * app's first render is the page's markup and asks nothing again. False on any other page.
 */
export function adoptFirstAnswers(queryClient: QueryClient): boolean {
  const block = document.getElementById(BLOCK_ID);
  if (!block?.textContent) return false;
  const answers = JSON.parse(block.textContent) as FirstAnswers;
  hydrate(queryClient, answers.state);
  setRenderTime(() => new Date(answers.drawnAt));
  // As a sign-in in this tab would have (it may have been one, posted before the app ran): requests
  // name the user, other tabs see who it is, and the account's text size is this device's.
  const user = queryClient.getQueryData<AuthUserResponse | null>(authKeys.me());
  if (user) applySignedInUser(queryClient, user);
  return true;
}
