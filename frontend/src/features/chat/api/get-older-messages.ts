import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getStoredUserId } from '@/lib/session/session-storage';
import { withPage, type ChatThread } from '../utils/chat-thread';
import { chatKeys } from './chat-keys';
import { getMessagesBefore, hasOlderThan } from './get-messages';

// 'Ver mensajes anteriores': the page before the first message loaded, merged into the thread.
export const useLoadOlderMessages = (chatId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (beforeSeq: number) => getMessagesBefore(chatId, beforeSeq),
    onSuccess: (page) =>
      queryClient.setQueryData<ChatThread>(chatKeys.thread(chatId), (thread) => {
        if (!thread) return thread;
        const next = withPage(thread, page, getStoredUserId());
        return { ...next, hasOlder: page.messages.length > 0 && hasOlderThan(next) };
      }),
  });
};
