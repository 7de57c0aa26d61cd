import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscribePremiumDto, TokenSummaryResponse, TopUpTokensDto } from '@conectando/contracts';
import { api, isApiError } from '@/lib/api-client';
import { randomUuid } from '@/lib/random-uuid';
import { getStoredUserId } from '@/lib/session/session-storage';
import { tokenKeys } from '@/features/marketplace/api/token-keys';

// Sends userId (and planType); the server trusts only the session (docs/decisions/sessions-and-identity.md).
const withUser = <T extends object>(dto: T) => ({ ...dto, userId: getStoredUserId() ?? undefined });

export const subscribePremium = (dto: SubscribePremiumDto) =>
  api.post<TokenSummaryResponse>('/premium/subscribe', withUser(dto));
export const topUpTokens = (dto: TopUpTokensDto) => api.post<TokenSummaryResponse>('/premium/top-up', withUser(dto));
export const cancelPremium = () => api.post<TokenSummaryResponse>('/premium/cancel', withUser({}));

// Each answers the new summary: it goes straight into the cache, and the history is read again. A
// failure reads the summary again: without an answer, the change may have been made all the same.
const usePremiumMutation = <V>(
  mutationFn: (variables: V) => Promise<TokenSummaryResponse>,
  onSettled?: (error: Error | null, variables: V) => void,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (summary) => {
      queryClient.setQueryData(tokenKeys.summary(), summary);
      void queryClient.invalidateQueries({ queryKey: tokenKeys.history() });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: tokenKeys.all }),
    onSettled: (_summary, error, variables) => onSettled?.(error, variables),
  });
};

// A pack whose purchase got no answer (the signal dropped on the way back) may have been bought:
// choosing it again names that same purchase, which the server grants once, until an answer settles it.
const unansweredPurchases = new Map<string, string>();
export const purchaseIdFor = (packId: string): string => unansweredPurchases.get(packId) ?? randomUuid();

export const useSubscribePremium = () => usePremiumMutation(subscribePremium);
export const useTopUpTokens = () =>
  usePremiumMutation(topUpTokens, (error, { packId, purchaseId }) => {
    if (isApiError(error) && error.status === 0 && purchaseId) unansweredPurchases.set(packId, purchaseId);
    else unansweredPurchases.delete(packId);
  });
export const useCancelPremium = () => usePremiumMutation((_: void) => cancelPremium());
