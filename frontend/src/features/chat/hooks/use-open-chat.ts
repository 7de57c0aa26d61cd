import { useNavigate } from 'react-router-dom';
import { chatPath } from '@/config/paths';
import { getStoredUserId } from '@/lib/session-storage';
import { useCreateChat } from '../api/create-chat';

/**
 * For the 'Mensaje' and 'Enviar Mensaje' buttons: opens (or creates) the chat with another user and
 * goes to /chat/{id}. Spec §8: a failure is only logged.
 */
export function useOpenChat() {
  const navigate = useNavigate();
  const createChat = useCreateChat();

  const openChat = (otherUserId: string) => {
    const me = getStoredUserId();
    if (!me) {
      console.error('No se pudo abrir la conversación: no hay sesión');
      return;
    }
    createChat.mutate([me, otherUserId], {
      onSuccess: (chat) => navigate(chatPath(chat.id)),
      onError: (error) => console.error('No se pudo abrir la conversación', error),
    });
  };

  return { openChat, isPending: createChat.isPending };
}
