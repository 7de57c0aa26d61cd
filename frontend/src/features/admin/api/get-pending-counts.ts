import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPendingCountsResponse } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { useSocketConnect, useSocketEvent } from '@/lib/use-socket-event';
import { adminKeys } from './admin-keys';

export const getPendingCounts = (): Promise<AdminPendingCountsResponse> =>
  api.get<AdminPendingCountsResponse>('/admin/pending-counts');

export const getPendingCountsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.pendingCounts(), queryFn: getPendingCounts });

// Accounts and offers waiting for review, kept live while the admin panel is open.
export const useLivePendingCounts = () => {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: adminKeys.pendingCounts() });
  // The server pushes fresh counts; a queue change without them is re-read.
  useSocketEvent('admin:pending-counts', (counts) => queryClient.setQueryData(adminKeys.pendingCounts(), counts));
  useSocketEvent('admin:queue-changed', refresh);
  useSocketConnect(refresh);
  return useQuery(getPendingCountsQueryOptions());
};
