import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { AuthUserResponse } from '@conectando/contracts';
import { clearSessionMirror, saveSessionMirror } from '@/lib/session-storage';
import { authKeys } from './auth-keys';

// The session query stays (the layout, and through it the live connection, watches it); the
// maintenance flag is global. Everything else belongs to whoever was signed in.
const belongsToSession = (key: QueryKey) => key[0] !== authKeys.all[0] && key[0] !== 'maintenance';

export function applySignedInUser(queryClient: QueryClient, user: AuthUserResponse): void {
  saveSessionMirror(user);
  queryClient.setQueryData(authKeys.me(), user);
}

export function applySignedOut(queryClient: QueryClient): void {
  clearSessionMirror();
  queryClient.setQueryData(authKeys.me(), null);
}

/**
 * Whenever the signed-in account changes (form sign-in, registration, sign-out, a 401, another tab),
 * `onChange` runs first, synchronously (the app closes the previous account's socket there), then
 * the previous account's cached data goes: active screens read theirs again, the rest is dropped.
 * Returns the unsubscribe function.
 */
export function followSessionChanges(queryClient: QueryClient, onChange: () => void): () => void {
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
    const predicate = (query: { queryKey: QueryKey }) => belongsToSession(query.queryKey);
    if (nextId === null) queryClient.removeQueries({ predicate });
    else void queryClient.resetQueries({ predicate });
  });
}
