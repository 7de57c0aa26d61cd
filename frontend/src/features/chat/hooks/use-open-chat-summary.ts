import { useEffect, useRef } from 'react';
import { skipToken, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ChatSummaryResponse } from '@conectando/contracts';
import { chatKeys } from '../api/chat-keys';

/**
 * The open chat's summary (the other person's name, read marks), taken from the chat list, or else
 * from what opening it answered: a chat with no message yet that the other person started is not in
 * the person's list (chat-list.sql.ts). A list that was already on its way while the chat was being
 * created answers without it too: it is asked again, once per chat.
 */
export function useOpenChatSummary(
  chats: UseQueryResult<ChatSummaryResponse[]>,
  chatId: string | undefined,
): ChatSummaryResponse | undefined {
  const listed = chatId ? chats.data?.find((c) => c.id === chatId) : undefined;
  const opened = useQuery<ChatSummaryResponse>({ queryKey: chatKeys.opened(chatId ?? ''), queryFn: skipToken }).data;
  const lacking = chatId !== undefined && chats.isSuccess && !chats.isFetching && !listed;
  const askedAgainFor = useRef<string>(undefined);
  const { refetch } = chats;
  useEffect(() => {
    if (!lacking || askedAgainFor.current === chatId) return;
    askedAgainFor.current = chatId;
    void refetch();
  }, [lacking, chatId, refetch]);
  return listed ?? opened;
}
