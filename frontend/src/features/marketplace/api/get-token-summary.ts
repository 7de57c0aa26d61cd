import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TokenSummaryResponse } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { useDocumentVisible } from '@/lib/use-document-visible';
import { tokenKeys } from './token-keys';

export const getTokenSummary = (): Promise<TokenSummaryResponse> => api.get<TokenSummaryResponse>('/tokens/summary');

export const getTokenSummaryQueryOptions = () =>
  queryOptions({ queryKey: tokenKeys.summary(), queryFn: getTokenSummary });

// The summary is read again when the tab becomes visible (a renewal may have happened meanwhile).
export const useTokenSummary = () => {
  const queryClient = useQueryClient();
  const visible = useDocumentVisible();
  useEffect(() => {
    if (visible) void queryClient.invalidateQueries({ queryKey: tokenKeys.summary(), refetchType: 'active' });
  }, [visible, queryClient]);
  return useQuery(getTokenSummaryQueryOptions());
};
