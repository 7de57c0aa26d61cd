import type { ChatMessageResponse, ChatSummaryResponse } from '@conectando/contracts';

export const ME = 'user-1';
export const OTHER = 'user-2';
export const CHAT_ID = '11111111-1111-4111-8111-111111111111';

export const buildMessage = (seq: number, overrides: Partial<ChatMessageResponse> = {}): ChatMessageResponse => ({
  id: `m-${seq}`,
  chatId: CHAT_ID,
  senderId: OTHER,
  clientMessageId: `c-${seq}`,
  content: `Mensaje ${seq}`,
  seq,
  createdAt: new Date(Date.now() - (100 - seq) * 1000).toISOString(),
  ...overrides,
});

export const buildChat = (overrides: Partial<ChatSummaryResponse> = {}): ChatSummaryResponse => ({
  id: CHAT_ID,
  participantIds: [ME, OTHER],
  otherParticipant: { id: OTHER, name: 'Tomás Fuentes', profileImageUrl: null },
  lastMessage: null,
  lastMessageAt: null,
  lastSeq: 0,
  otherLastReadSeq: 0,
  unreadCount: 0,
  createdAt: new Date(Date.now() - 3600_000).toISOString(),
  ...overrides,
});
