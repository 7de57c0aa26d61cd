import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  CHAT_ATTACHMENT_FIELD,
  CHAT_ATTACHMENT_MSG,
  type ChatAttachmentKind,
  type ChatMessageResponse,
} from '@conectando/contracts';
import { errorMessage } from '@/lib/api-client';
import { getStoredUserId } from '@/lib/session/session-storage';
import { postMultipart } from '@/lib/upload-with-progress';
import { applyMessage } from '../utils/chat-cache';
import { withPending, withPendingAttachment, type ChatThread, type PendingAttachment } from '../utils/chat-thread';
import { chatKeys } from './chat-keys';

export interface AttachmentUpload {
  kind: ChatAttachmentKind;
  file: Blob;
  filename: string;
  // Chosen when the photo or recording is ready: a retry sends the same one, stored once.
  clientMessageId: string;
  durationSeconds?: number;
  onProgress?: (fraction: number) => void;
}

// A photo or voice note, as multipart with upload progress; the stored message comes back like a text's.
export function sendAttachment(chatId: string, upload: AttachmentUpload): Promise<ChatMessageResponse> {
  const form = new FormData();
  form.append('clientMessageId', upload.clientMessageId);
  form.append(CHAT_ATTACHMENT_FIELD, upload.file, upload.filename);
  return postMultipart<ChatMessageResponse>(`/chats/${chatId}/attachments`, form, { onProgress: upload.onProgress });
}

// What the chat list and the pending bubble read for it, as the server writes it.
const CONTENT: Record<ChatAttachmentKind, string> = { photo: 'Foto', voice: 'Mensaje de voz' };

// Like a text: a bubble at once ('Enviando… 45 %'), then the stored message, or 'No se pudo enviar'
// with 'Reintentar', which sends the same file under the same clientMessageId.
export function useSendAttachment(chatId: string) {
  const queryClient = useQueryClient();

  const upload = useCallback(
    async (clientMessageId: string, attachment: PendingAttachment) => {
      const change = (patch: Parameters<typeof withPendingAttachment>[2]) =>
        queryClient.setQueryData<ChatThread>(chatKeys.thread(chatId), (t) =>
          t ? withPendingAttachment(t, clientMessageId, patch) : t,
        );
      change({ status: 'sending', progress: 0 });
      try {
        const message = await sendAttachment(chatId, {
          ...attachment,
          clientMessageId,
          onProgress: (progress) => change({ status: 'sending', progress }),
        });
        applyMessage(queryClient, message, getStoredUserId());
        URL.revokeObjectURL(attachment.previewUrl);
      } catch (e) {
        change({ status: 'failed', failure: errorMessage(e, CHAT_ATTACHMENT_MSG.sendFailed) });
      }
    },
    [chatId, queryClient],
  );

  // Resolves once the bubble is in the conversation: the upload goes on behind it.
  const send = useCallback(
    (sent: AttachmentUpload): Promise<void> => {
      const { kind, file, filename, durationSeconds, clientMessageId } = sent;
      const attachment = { kind, file, filename, durationSeconds, previewUrl: URL.createObjectURL(file) };
      const pending = { clientMessageId, content: CONTENT[kind], createdAt: new Date().toISOString(), attachment };
      queryClient.setQueryData<ChatThread>(chatKeys.thread(chatId), (t) =>
        t ? withPending(t, { ...pending, status: 'sending' }) : t,
      );
      void upload(clientMessageId, attachment);
      return Promise.resolve();
    },
    [chatId, queryClient, upload],
  );

  // True when it was an attachment (and goes again), false when the message is a text's.
  const retry = (clientMessageId: string): boolean => {
    const thread = queryClient.getQueryData<ChatThread>(chatKeys.thread(chatId));
    const attachment = thread?.pending.find((p) => p.clientMessageId === clientMessageId)?.attachment;
    if (attachment) void upload(clientMessageId, attachment);
    return !!attachment;
  };

  return { send, retry };
}
