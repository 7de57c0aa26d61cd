import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatSummaryResponse } from '@conectando/contracts';
import { api } from '@/lib/api-client';
import { chatKeys } from './chat-keys';

// [current user, other user]; the server answers with the existing chat between the two if any.
export const createChat = (participantIds: [string, string]): Promise<ChatSummaryResponse> =>
  api.post<ChatSummaryResponse>('/chats', { participantIds });

export const useCreateChat = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChat,
    onSuccess: (chat, [me]) => {
      queryClient.setQueryData(chatKeys.opened(chat.id), chat);
      queryClient.setQueryData<ChatSummaryResponse[]>(chatKeys.list(me), (list) =>
        list && !list.some((c) => c.id === chat.id) ? [chat, ...list] : list,
      );
    },
  });
};
