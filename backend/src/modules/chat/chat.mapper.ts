import type { ChatMessageResponse } from '@conectando/contracts';
import type { Message } from './entities/message.entity';

export const toMessageResponse = (m: Message): ChatMessageResponse => ({
  id: m.id,
  chatId: m.chatId,
  senderId: m.senderId,
  clientMessageId: m.clientMessageId,
  content: m.content,
  seq: m.seq,
  createdAt: m.createdAt.toISOString(),
  ...(m.warning && { warning: m.warning }),
});
