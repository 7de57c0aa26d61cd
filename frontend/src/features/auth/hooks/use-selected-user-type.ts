import { useEffect, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { UserType } from '@conectando/contracts';
import { paths } from '@/config/paths';
import { getSelectedUserType, parseUserType, setSelectedUserType } from '@/lib/session/session-storage';

// The landing's entry cards are plain links carrying the choice (/login?tipo=professional): on a
// prerendered landing a link works before the app's code has arrived, where a button would do nothing.
const USER_TYPE_PARAM = 'tipo';

export const loginPathAs = (type: UserType): string => `${paths.login}?${USER_TYPE_PARAM}=${type}`;

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const selectUserType = (type: UserType): void => {
  setSelectedUserType(type);
  listeners.forEach((listener) => listener());
};

// The entry card chosen on the landing screen, remembered in local storage (a choice in the address
// replaces it). While React hydrates a prerendered screen it reads "none chosen", as the prerender
// did: a mismatch would make React throw the markup away, with what the person had typed into it.
export function useSelectedUserType(): UserType | null {
  const [params] = useSearchParams();
  const fromAddress = parseUserType(params.get(USER_TYPE_PARAM));
  useEffect(() => {
    if (fromAddress) selectUserType(fromAddress);
  }, [fromAddress]);
  return useSyncExternalStore(
    subscribe,
    () => fromAddress ?? getSelectedUserType(),
    () => null,
  );
}
