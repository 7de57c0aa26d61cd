import { useMutation, useQueryClient } from '@tanstack/react-query';
import { offerPush } from '@/lib/push-offer';
import { CHAT_MSG, type ChatMessageResponse, type SendMessageDto, type SocketAck } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { randomUuid } from '@/lib/random-uuid';
import { getStoredUserId } from '@/lib/session/session-storage';
import { useSocket, type AppSocket } from '@/lib/socket';
import { applyMessage } from '../utils/chat-cache';
import { withPending, withPendingStatus, type ChatThread } from '../utils/chat-thread';
import { chatKeys } from './chat-keys';

// How long a send waits for the server's acknowledgement before it shows as failed.
export const SEND_ACK_TIMEOUT_MS = 10_000;

export class ChatSendError extends Error {
  override readonly name = 'ChatSendError';
}

// Over the socket when it is up (acknowledged with the stored message), else POST /api/messages.
// A retry sends the same clientMessageId, so the server stores the message once.
export async function sendMessage(socket: AppSocket | null, dto: SendMessageDto): Promise<ChatMessageResponse> {
  if (!socket?.connected) return api.post<ChatMessageResponse>('/messages', dto);
  // socket.io types a timed acknowledgement loosely: it is the server's reply to chat:send.
  let answer: Parameters<SocketAck<ChatMessageResponse>>[0];
  try {
    answer = (await socket.timeout(SEND_ACK_TIMEOUT_MS).emitWithAck('chat:send', dto)) as typeof answer;
  } catch {
    throw new ChatSendError(CHAT_MSG.sendFailed); // no acknowledgement in time
  }
  if (!answer.ok) throw new ChatSendError(answer.message);
  return answer.data;
}

// Sending with an optimistic bubble keyed by clientMessageId: 'Enviando…', then stored or failed.
export function useSendMessage(chatId: string) {
  const queryClient = useQueryClient();
  const socket = useSocket();
  const mutation = useMutation({
    mutationFn: (dto: SendMessageDto) => sendMessage(socket, dto),
    // Unlike every other request, a message typed offline waits ('Enviando…') and goes when the
    // network is back.
    networkMode: 'online',
    onSuccess: (message) => {
      applyMessage(queryClient, message, getStoredUserId());
      // The reply may come when the app is closed.
      offerPush();
    },
    onError: (_error, dto) =>
      queryClient.setQueryData<ChatThread>(chatKeys.thread(dto.chatId), (thread) =>
        thread ? withPendingStatus(thread, dto.clientMessageId, 'failed') : thread,
      ),
  });

  const send = (content: string) => {
    const clientMessageId = randomUuid();
    queryClient.setQueryData<ChatThread>(chatKeys.thread(chatId), (thread) =>
      thread
        ? withPending(thread, { clientMessageId, content, createdAt: new Date().toISOString(), status: 'sending' })
        : thread,
    );
    mutation.mutate({ chatId, clientMessageId, content });
  };

  const retry = (clientMessageId: string) => {
    const thread = queryClient.getQueryData<ChatThread>(chatKeys.thread(chatId));
    const pending = thread?.pending.find((p) => p.clientMessageId === clientMessageId);
    if (!pending) return;
    queryClient.setQueryData<ChatThread>(chatKeys.thread(chatId), (t) =>
      t ? withPendingStatus(t, clientMessageId, 'sending') : t,
    );
    mutation.mutate({ chatId, clientMessageId, content: pending.content });
  };

  return { send, retry };
}
