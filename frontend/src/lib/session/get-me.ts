import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthUserResponse } from '@conectando/contracts';
import { api, isApiError } from '@/lib/api-client';
import { clearSessionMirror, getStoredUserId, saveSessionMirror } from '@/lib/session/session-storage';
import { followAccountTextSize } from '@/lib/text-size';
import { authKeys } from './auth-keys';

// The session is the server's: 200 is the signed-in user, 401 means nobody is signed in.
export async function getMe(): Promise<AuthUserResponse | null> {
  try {
    const user = await api.get<AuthUserResponse>('/auth/me');
    saveSessionMirror(user);
    followAccountTextSize(user);
    return user;
  } catch (error) {
    if (!isApiError(error) || error.status !== 401) throw error;
    const sentStoredId = getStoredUserId() !== null;
    clearSessionMirror();
    // A stale x-user-id (from another account) is itself answered 401 (docs/decisions/sessions-and-identity.md): ask once more without it.
    return sentStoredId ? getMe() : null;
  }
}

export const getMeQueryOptions = () => queryOptions({ queryKey: authKeys.me(), queryFn: getMe });

export const useUser = () => useQuery(getMeQueryOptions());

// The signed-in user, or null while unknown, signed out or unreachable.
export const useCurrentUser = (): { user: AuthUserResponse | null; isPending: boolean } => {
  const query = useUser();
  return { user: query.data ?? null, isPending: query.isPending };
};
