import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TokenLedgerEntryResponse } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { tokenKeys } from './token-keys';

export const getTokenHistory = (): Promise<TokenLedgerEntryResponse[]> =>
  api.get<TokenLedgerEntryResponse[]>('/tokens/history');

export const getTokenHistoryQueryOptions = () =>
  queryOptions({ queryKey: tokenKeys.history(), queryFn: getTokenHistory });

export const useTokenHistory = () => useQuery(getTokenHistoryQueryOptions());
