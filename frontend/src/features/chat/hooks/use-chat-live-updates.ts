import { useQueryClient } from '@tanstack/react-query';
import { useSocketConnect, useSocketEvent } from '@/lib/use-socket-event';
import { chatKeys } from '../api/chat-keys';
import { applyMessage, applyParticipantErased, applyRead } from '../utils/chat-cache';

// For the whole signed-in session: pushes update the chats list and any cached conversation.
export function useChatLiveUpdates(myId: string | null): void {
  const queryClient = useQueryClient();
  useSocketEvent('chat:message', (message) => applyMessage(queryClient, message, myId));
  useSocketEvent('chat:read', (event) => applyRead(queryClient, event, myId));
  useSocketEvent('chat:participant-erased', ({ chatId }) => applyParticipantErased(queryClient, chatId, myId));
  // Whatever changed while the socket was away: the list is read again; cached conversations that
  // are not on screen are marked stale and read again when opened (the open one catches up itself).
  useSocketConnect(
    () => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: chatKeys.threads(), type: 'inactive', refetchType: 'none' });
    },
    { sessionWide: true },
  );
}
