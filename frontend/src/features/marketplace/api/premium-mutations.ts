import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TokenSummaryResponse } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { getStoredUserId } from '@/lib/session/session-storage';
import { tokenKeys } from '@/features/marketplace/api/token-keys';

// Sends userId (and planType); the server trusts only the session (docs/decisions/sessions-and-identity.md).
const withUser = <T extends object>(dto: T) => ({ ...dto, userId: getStoredUserId() ?? undefined });

export const cancelPremium = () => api.post<TokenSummaryResponse>('/premium/cancel', withUser({}));

// It answers the new summary: it goes straight into the cache, and the history is read again. A
// failure reads the summary again: without an answer, the change may have been made all the same.
const usePremiumMutation = <V>(mutationFn: (variables: V) => Promise<TokenSummaryResponse>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (summary) => {
      queryClient.setQueryData(tokenKeys.summary(), summary);
      void queryClient.invalidateQueries({ queryKey: tokenKeys.history() });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: tokenKeys.all }),
  });
};

export const useCancelPremium = () => usePremiumMutation((_: void) => cancelPremium());
