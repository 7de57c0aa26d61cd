import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatMessagesPage } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { getStoredUserId } from '@/lib/session/session-storage';
import { withPage, type ChatThread } from '../utils/chat-thread';
import { chatKeys } from './chat-keys';

// The most a catch-up asks for at once; it keeps asking until a shorter page comes back.
export const CATCH_UP_PAGE_SIZE = 200;

const messagesPath = (chatId: string, query = '') => `/chats/${encodeURIComponent(chatId)}/messages${query}`;

export const getLatestMessages = (chatId: string): Promise<ChatMessagesPage> =>
  api.get<ChatMessagesPage>(messagesPath(chatId));

// Catch-up: what came after `seq`, ascending.
export const getMessagesAfter = (chatId: string, seq: number, limit = CATCH_UP_PAGE_SIZE): Promise<ChatMessagesPage> =>
  api.get<ChatMessagesPage>(messagesPath(chatId, `?after=${seq}&limit=${limit}`));

// An older page: what came before `seq`.
export const getMessagesBefore = (chatId: string, seq: number): Promise<ChatMessagesPage> =>
  api.get<ChatMessagesPage>(messagesPath(chatId, `?before=${seq}`));

// Sequence numbers start at 1 and have no gaps: anything above 1 at the top means older messages exist.
export const hasOlderThan = (thread: ChatThread): boolean => (thread.messages[0]?.seq ?? 1) > 1;

// A refetch merges into what is cached, so older pages and unsent messages survive it.
export const getChatThreadQueryOptions = (chatId: string) =>
  queryOptions({
    queryKey: chatKeys.thread(chatId),
    queryFn: async ({ client }): Promise<ChatThread> => {
      const page = await getLatestMessages(chatId);
      const current = client.getQueryData<ChatThread>(chatKeys.thread(chatId));
      const thread = withPage(current, page, getStoredUserId());
      return { ...thread, hasOlder: hasOlderThan(thread) };
    },
  });

export const useChatThread = (chatId: string) => useQuery(getChatThreadQueryOptions(chatId));
