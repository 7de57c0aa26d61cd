import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { UserType } from '@conectando/contracts';
import { paths } from '@/config/paths';
import { useAppRunning } from '@/lib/use-app-running';
import { getSelectedUserType, parseUserType, setSelectedUserType } from '@/lib/session/session-storage';

// The landing's entry cards are plain links carrying the choice (/login?tipo=professional): on a
// prerendered landing a link works before the app's code has arrived, where a button would do nothing.
const USER_TYPE_PARAM = 'tipo';

export const loginPathAs = (type: UserType): string => `${paths.login}?${USER_TYPE_PARAM}=${type}`;
// 'Crear cuenta' carries the choice as well: tapped on a drawn sign-in before any script has run, the
// registration page loads afresh and could otherwise only guess it.
export const registerPathAs = (type: UserType | null): string =>
  type ? `${paths.register}?${USER_TYPE_PARAM}=${type}` : paths.register;

// The entry card chosen on the landing screen: the one in the address, remembered in local storage for
// the screens after it. The sign-in is drawn ahead for each choice in its address (scripts/prerender.mjs),
// so hydrating reads the address too; what was remembered waits until the app runs, as the drawing could
// not know it: a mismatch would make React throw the markup away, with what the person had typed.
export function useSelectedUserType(): UserType | null {
  const [params] = useSearchParams();
  const fromAddress = parseUserType(params.get(USER_TYPE_PARAM));
  const running = useAppRunning();
  useEffect(() => {
    if (fromAddress) setSelectedUserType(fromAddress);
  }, [fromAddress]);
  return fromAddress ?? (running ? getSelectedUserType() : null);
}
