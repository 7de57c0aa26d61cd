import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '@/lib/use-socket-event';
import { authKeys } from '@/lib/session/auth-keys';

// An admin validated this account: the session is read again, so the Profesional tab opens at once.
export function useAccountLiveUpdates(): void {
  const queryClient = useQueryClient();
  useSocketEvent('account:validated', () => void queryClient.invalidateQueries({ queryKey: authKeys.me() }));
}
