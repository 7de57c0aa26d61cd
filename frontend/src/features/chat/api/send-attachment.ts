import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CHAT_ATTACHMENT_FIELD, type ChatMessageResponse } from '@conectando/contracts';
import { getStoredUserId } from '@/lib/session/session-storage';
import { postMultipart } from '@/lib/upload-with-progress';
import { applyMessage } from '../utils/chat-cache';

export interface AttachmentUpload {
  file: Blob;
  filename: string;
  // Chosen when the photo or recording is ready: a retry sends the same one, stored once.
  clientMessageId: string;
  onProgress?: (fraction: number) => void;
}

// A photo or voice note, as multipart with upload progress; the stored message comes back like a text's.
export function sendAttachment(chatId: string, upload: AttachmentUpload): Promise<ChatMessageResponse> {
  const form = new FormData();
  form.append('clientMessageId', upload.clientMessageId);
  form.append(CHAT_ATTACHMENT_FIELD, upload.file, upload.filename);
  return postMultipart<ChatMessageResponse>(`/chats/${chatId}/attachments`, form, { onProgress: upload.onProgress });
}

// Sends and puts the stored message in the conversation at once (the other person gets it live).
export function useSendAttachment(chatId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    async (upload: AttachmentUpload) => {
      const message = await sendAttachment(chatId, upload);
      applyMessage(queryClient, message, getStoredUserId());
    },
    [chatId, queryClient],
  );
}
