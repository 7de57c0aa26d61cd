import { useQuery } from '@tanstack/react-query';
import type { UserResponse } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { safetyKeys } from './safety-keys';

export const getPerson = (userId: string): Promise<UserResponse> =>
  api.get<UserResponse>(`/users/${encodeURIComponent(userId)}`);

// Who wrote: read only when a first-contact card is to be shown.
export const usePerson = (userId: string | undefined) =>
  useQuery({
    queryKey: safetyKeys.person(userId ?? ''),
    queryFn: () => getPerson(userId!),
    enabled: Boolean(userId),
    staleTime: 5 * 60_000,
  });
