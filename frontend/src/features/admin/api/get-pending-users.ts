import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PendingAccountResponse } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

// Already sorted by the server: the oldest review deadline first.
export const getPendingUsers = (): Promise<PendingAccountResponse[]> =>
  api.get<PendingAccountResponse[]>('/admin/pending-users');

export const getPendingUsersQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.pendingUsers(), queryFn: getPendingUsers });

export const usePendingUsers = () => useQuery(getPendingUsersQueryOptions());
