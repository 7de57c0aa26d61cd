import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@/lib/session/session-storage';
import { authKeys } from '@/lib/session/auth-keys';

// The navigation follows storage changes. A sign-in or sign-out in another tab changes
// userId there; this tab then asks the server who is signed in.
export function useSessionSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.userId || event.key === null) {
        void queryClient.invalidateQueries({ queryKey: authKeys.me() });
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);
}
