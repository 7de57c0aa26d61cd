import type { ChatMessageResponse } from '@conectando/contracts';
import type { Message } from './entities/message.entity';

/** Where a message's photo or voice note is served (to the chat's participants only). */
export const attachmentUrl = (m: Pick<Message, 'chatId' | 'id'>) => `/api/chats/${m.chatId}/attachments/${m.id}`;

export const toMessageResponse = (m: Message): ChatMessageResponse => ({
  id: m.id,
  chatId: m.chatId,
  senderId: m.senderId,
  clientMessageId: m.clientMessageId,
  content: m.content,
  seq: m.seq,
  createdAt: m.createdAt.toISOString(),
  ...(m.warning && { warning: m.warning }),
  ...(m.kind !== 'text' &&
    m.attachment && {
      kind: m.kind,
      attachment: {
        url: attachmentUrl(m),
        mimeType: m.attachment.mimeType,
        ...(m.attachment.width !== undefined && { width: m.attachment.width, height: m.attachment.height }),
        ...(m.attachment.durationSeconds !== undefined && { durationSeconds: m.attachment.durationSeconds }),
      },
    }),
});
