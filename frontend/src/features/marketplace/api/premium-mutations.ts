import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscribePremiumDto, TokenSummaryResponse, TopUpTokensDto } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { getStoredUserId } from '@/lib/session/session-storage';
import { tokenKeys } from '@/features/marketplace/api/token-keys';

// Sends userId (and planType); the server trusts only the session (docs/decisions/sessions-and-identity.md).
const withUser = <T extends object>(dto: T) => ({ ...dto, userId: getStoredUserId() ?? undefined });

export const subscribePremium = (dto: SubscribePremiumDto) =>
  api.post<TokenSummaryResponse>('/premium/subscribe', withUser(dto));
export const topUpTokens = (dto: TopUpTokensDto) => api.post<TokenSummaryResponse>('/premium/top-up', withUser(dto));
export const cancelPremium = () => api.post<TokenSummaryResponse>('/premium/cancel', withUser({}));

// Each answers the new summary: it goes straight into the cache, and the history is read again.
const usePremiumMutation = <V>(mutationFn: (variables: V) => Promise<TokenSummaryResponse>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (summary) => {
      queryClient.setQueryData(tokenKeys.summary(), summary);
      void queryClient.invalidateQueries({ queryKey: tokenKeys.history() });
    },
  });
};

export const useSubscribePremium = () => usePremiumMutation(subscribePremium);
export const useTopUpTokens = () => usePremiumMutation(topUpTokens);
export const useCancelPremium = () => usePremiumMutation((_: void) => cancelPremium());
