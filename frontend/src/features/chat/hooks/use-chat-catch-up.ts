import { useCallback, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getStoredUserId } from '@/lib/session/session-storage';
import { useSocketConnect } from '@/lib/use-socket-event';
import { chatKeys } from '../api/chat-keys';
import { CATCH_UP_PAGE_SIZE, getMessagesAfter } from '../api/get-messages';
import { applyPage } from '../utils/chat-cache';
import { lastStoredSeq, readLastSeenSeq, type ChatThread } from '../utils/chat-thread';

// Asks for what came after the last message seen, until a short page says nothing more is missing.
export async function catchUpChat(queryClient: ReturnType<typeof useQueryClient>, chatId: string): Promise<void> {
  const thread = queryClient.getQueryData<ChatThread>(chatKeys.thread(chatId));
  if (!thread) return; // not loaded yet: its first read brings everything
  let after = lastStoredSeq(thread) ?? readLastSeenSeq(chatId) ?? 0;
  for (;;) {
    const page = await getMessagesAfter(chatId, after);
    applyPage(queryClient, chatId, page, getStoredUserId());
    const last = page.messages.at(-1);
    if (!last || page.messages.length < CATCH_UP_PAGE_SIZE) return;
    after = last.seq;
  }
}

// No lost message (docs/decisions/chat-sequencing.md): the open conversation catches up on every (re)connect and whenever
// the tab comes back on screen (a phone that slept may hold a socket that silently died).
export function useChatCatchUp(chatId: string): void {
  const queryClient = useQueryClient();
  const catchUp = useCallback(() => {
    catchUpChat(queryClient, chatId).catch((error: unknown) =>
      console.warn('No se pudo actualizar la conversación', error),
    );
  }, [queryClient, chatId]);

  useSocketConnect(catchUp);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      catchUp();
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [catchUp, queryClient]);
}
