import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { AuthUserResponse } from '@conectando/contracts';
import { clearSessionMirror, forgetAccountData, saveSessionMirror } from '@/lib/session/session-storage';
import { followAccountTextSize } from '@/lib/text-size';
import { authKeys } from './auth-keys';

// A sign-in through the form (or a registration), in the app or posted before it ran (a drawn page's
// answers, app/first-answers.ts).
export function applySignedInUser(queryClient: QueryClient, user: AuthUserResponse): void {
  forgetAccountData(user.id);
  saveSessionMirror(user);
  followAccountTextSize(user);
  queryClient.setQueryData(authKeys.me(), user);
}

export function applySignedOut(queryClient: QueryClient): void {
  clearSessionMirror();
  queryClient.setQueryData(authKeys.me(), null);
}

interface SessionChangeOptions {
  // Runs first, synchronously: the app closes the previous account's connection there.
  onChange: () => void;
  // Queries that belong to no account (global flags) and survive the change.
  isShared: (key: QueryKey) => boolean;
}

// Whenever the signed-in account changes (form sign-in, registration, sign-out, a 401, another tab),
// the previous account's cached data goes: active screens read theirs again, the rest is dropped.
// The session query itself stays: the layout, and through it the live connection, watches it.
export function followSessionChanges(
  queryClient: QueryClient,
  { onChange, isShared }: SessionChangeOptions,
): () => void {
  const known = queryClient.getQueryData<AuthUserResponse | null>(authKeys.me());
  let currentId: string | null | undefined = known === undefined ? undefined : (known?.id ?? null);
  const meHash = hashKey(authKeys.me());
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.query.queryHash !== meHash) return;
    const nextId = (event.query.state.data as AuthUserResponse | null | undefined)?.id ?? null;
    const previousId = currentId;
    currentId = nextId;
    // The first answer of the page's life is no change of account.
    if (previousId === undefined || previousId === nextId) return;
    onChange();
    const predicate = (query: { queryKey: QueryKey; queryHash: string }) =>
      query.queryHash !== meHash && !isShared(query.queryKey);
    if (nextId === null) queryClient.removeQueries({ predicate });
    else void queryClient.resetQueries({ predicate });
  });
}
