import type { QueryClient } from '@tanstack/react-query';
import type { AuthUserResponse } from '@conectando/contracts';
import { clearSessionMirror, saveSessionMirror } from '@/lib/session-storage';
import { authKeys } from './auth-keys';

// After a sign-in nothing cached for a previous user may leak into the new session; the maintenance
// flag is global and survives.
export function applySignedInUser(queryClient: QueryClient, user: AuthUserResponse): void {
  saveSessionMirror(user);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'maintenance' });
  queryClient.setQueryData(authKeys.me(), user);
}

// The session query itself is set, not removed: removing it would detach the components watching it
// (the layout, and through it the live connection, would never learn the user left).
export function applySignedOut(queryClient: QueryClient): void {
  clearSessionMirror();
  queryClient.setQueryData(authKeys.me(), null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
}
