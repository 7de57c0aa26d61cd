import type { QueryClient } from '@tanstack/react-query';
import {
  PRIVACY_MSG,
  type ChatMessageResponse,
  type ChatMessagesPage,
  type ChatSummaryResponse,
} from '@conectando/contracts';
import { chatKeys } from '../api/chat-keys';
import { rememberLastSeenSeq, withMessages, withOtherRead, withPage, type ChatThread } from './chat-thread';

// Socket events, acknowledgements and catch-up pages all land here: the query cache is the only store.

const byRecency = (a: ChatSummaryResponse, b: ChatSummaryResponse) =>
  (b.lastMessageAt ?? b.createdAt).localeCompare(a.lastMessageAt ?? a.createdAt);

// A stored message (pushed, acknowledged or fetched): into its thread and its row of the list.
export function applyMessage(queryClient: QueryClient, message: ChatMessageResponse, myId: string | null): void {
  const threadKey = chatKeys.thread(message.chatId);
  queryClient.setQueryData<ChatThread>(threadKey, (thread) =>
    thread ? withMessages(thread, [message], myId) : thread,
  );
  // The conversation is still on its first read, which may have started before this message was
  // stored: read it again so the message is not lost until the next reconnect.
  // (A refetch alone would join that first read instead of starting a new one.)
  if (
    queryClient.getQueryData(threadKey) === undefined &&
    queryClient.getQueryState(threadKey)?.fetchStatus === 'fetching'
  ) {
    void queryClient
      .cancelQueries({ queryKey: threadKey, exact: true })
      .then(() => queryClient.refetchQueries({ queryKey: threadKey, exact: true, type: 'active' }));
  }
  rememberLastSeenSeq(message.chatId, message.seq);

  let known = false;
  queryClient.setQueriesData<ChatSummaryResponse[]>({ queryKey: chatKeys.lists() }, (list) => {
    if (!list) return list;
    const chat = list.find((c) => c.id === message.chatId);
    if (!chat) return list;
    known = true;
    if (message.seq <= chat.lastSeq) return list;
    const mine = message.senderId === myId;
    const updated: ChatSummaryResponse = {
      ...chat,
      lastMessage: message.content,
      lastMessageAt: message.createdAt,
      lastSeq: message.seq,
      // Sending also marks the chat read for the sender (server side).
      unreadCount: mine ? 0 : chat.unreadCount + (message.seq - chat.lastSeq),
    };
    return list.map((c) => (c.id === chat.id ? updated : c)).sort(byRecency);
  });
  // A chat the list does not have yet (just opened by the other person): read the list again.
  if (!known) void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
}

// A page from the server (catch-up or older messages) merged into the thread.
export function applyPage(queryClient: QueryClient, chatId: string, page: ChatMessagesPage, myId: string | null): void {
  queryClient.setQueryData<ChatThread>(chatKeys.thread(chatId), (thread) =>
    thread ? withPage(thread, page, myId) : thread,
  );
  const last = page.messages.at(-1);
  if (last) rememberLastSeenSeq(chatId, last.seq);
}

// Someone read up to `seq`: the other person ('Leído' on own messages) or the user on another device.
export function applyRead(
  queryClient: QueryClient,
  event: { chatId: string; userId: string; seq: number },
  myId: string | null,
): void {
  if (event.userId === myId) {
    setUnreadFromReadMark(queryClient, event.chatId, event.seq);
    return;
  }
  queryClient.setQueryData<ChatThread>(chatKeys.thread(event.chatId), (thread) =>
    thread ? withOtherRead(thread, event.seq) : thread,
  );
  queryClient.setQueriesData<ChatSummaryResponse[]>({ queryKey: chatKeys.lists() }, (list) =>
    list?.map((c) =>
      c.id === event.chatId && event.seq > c.otherLastReadSeq ? { ...c, otherLastReadSeq: event.seq } : c,
    ),
  );
}

// The user has read the chat up to `seq`: its unread badge follows. Reading never makes a message
// unread: a mark older than what the list knows (the echo of this very read arriving after the user's
// own next message, which the list does not tell from the other's) leaves the count as it is.
export function setUnreadFromReadMark(queryClient: QueryClient, chatId: string, seq: number): void {
  queryClient.setQueriesData<ChatSummaryResponse[]>({ queryKey: chatKeys.lists() }, (list) =>
    list?.map((c) => {
      if (c.id !== chatId) return c;
      const unreadCount = Math.min(c.unreadCount, Math.max(0, c.lastSeq - seq));
      return unreadCount === c.unreadCount ? c : { ...c, unreadCount };
    }),
  );
}

export const unreadTotal = (chats: readonly ChatSummaryResponse[] | undefined): number =>
  chats?.reduce((sum, c) => sum + c.unreadCount, 0) ?? 0;

// The other person erased their account: the server made their messages plain 'Mensaje eliminado'
// (a refetch would keep the cached copies, merged by id), and the list reads their new name.
export function applyParticipantErased(queryClient: QueryClient, chatId: string, myId: string | null): void {
  queryClient.setQueryData<ChatThread>(chatKeys.thread(chatId), (thread) =>
    thread
      ? {
          ...thread,
          messages: thread.messages.map((m) =>
            m.senderId === myId
              ? m
              : {
                  id: m.id,
                  chatId: m.chatId,
                  senderId: m.senderId,
                  clientMessageId: m.clientMessageId,
                  content: PRIVACY_MSG.deletedMessage,
                  seq: m.seq,
                  createdAt: m.createdAt,
                },
          ),
        }
      : thread,
  );
  void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
}
