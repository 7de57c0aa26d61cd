import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { disablePush, enablePush, pushState, type PushState } from '@/lib/web-push';

// Per device, not per account: kept out of the notifications keys so a sign-out does not matter.
const PUSH_STATE_KEY = ['device', 'push-state'] as const;

export const usePushState = () => useQuery({ queryKey: PUSH_STATE_KEY, queryFn: pushState });

export const useTogglePush = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (on: boolean): Promise<PushState> =>
      on ? enablePush() : disablePush().then(() => 'off' as const),
    onSuccess: (state) => queryClient.setQueryData(PUSH_STATE_KEY, state),
  });
};
