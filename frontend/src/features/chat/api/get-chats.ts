import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatSummaryResponse } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { chatKeys } from './chat-keys';

// The user's own conversations, most recent first (the server orders them).
export const getChats = (userId: string): Promise<ChatSummaryResponse[]> =>
  api.get<ChatSummaryResponse[]>(`/chats/user/${encodeURIComponent(userId)}`);

export const getChatsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: chatKeys.list(userId), queryFn: () => getChats(userId) });

export const useChats = (userId: string | null) =>
  useQuery({ ...getChatsQueryOptions(userId ?? ''), enabled: userId !== null });
