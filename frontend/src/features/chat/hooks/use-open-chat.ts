import { useNavigate } from 'react-router-dom';
import { chatPath } from '@/config/paths';
import { getStoredUserId } from '@/lib/session/session-storage';
import { useCreateChat } from '../api/create-chat';

// Navigation state /chat/{id} reads: a draft the composer starts with.
export interface ChatNavigationState {
  draft?: string;
}

export const draftFromNavigationState = (state: unknown): string | undefined => {
  const draft = (state as ChatNavigationState | null)?.draft;
  return typeof draft === 'string' ? draft : undefined;
};

// For the 'Mensaje' and 'Enviar Mensaje' buttons: opens (or creates) the chat with another user and
// goes to /chat/{id}. A failure is only logged. With a draft (a meeting request), the
// composer opens with that text for the user to review and send.
export function useOpenChat() {
  const navigate = useNavigate();
  const createChat = useCreateChat();

  const openChat = (otherUserId: string, options: ChatNavigationState = {}) => {
    const me = getStoredUserId();
    if (!me) {
      console.error('No se pudo abrir la conversación: no hay sesión');
      return;
    }
    createChat.mutate([me, otherUserId], {
      onSuccess: (chat) =>
        void navigate(chatPath(chat.id), options.draft ? { state: { draft: options.draft } } : undefined),
      onError: (error) => console.error('No se pudo abrir la conversación', error),
    });
  };

  return { openChat, isPending: createChat.isPending };
}
