import { useQuery } from '@tanstack/react-query';
import type { BlockedUserResponse } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { safetyKeys } from './safety-keys';

export const getBlocked = (): Promise<BlockedUserResponse[]> => api.get<BlockedUserResponse[]>('/users/blocked');

export const useBlockedUsers = () => useQuery({ queryKey: safetyKeys.blocked(), queryFn: getBlocked });
