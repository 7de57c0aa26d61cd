import type { MessageWarning } from '../safety/message-warning';
import type { ChatAttachmentKind } from './chat-attachment';

/** A photo or voice note of a message; its URL answers only to the chat's participants. */
export interface ChatAttachmentResponse {
  url: string;
  mimeType: string;
  /** A photo's size in pixels, upright. */
  width?: number;
  height?: number;
  /** A voice note's length. */
  durationSeconds?: number;
}

export interface ChatMessageResponse {
  id: string;
  chatId: string;
  senderId: string;
  clientMessageId: string;
  content: string;
  /** Per-chat sequence number: the order of the conversation. */
  seq: number;
  createdAt: string;
  /**
   * Only in a chat younger than 30 days, for the recipient's warning: 'money' when it asks for money or
   * bank data, 'contact' when it asks to go on elsewhere (and the two had no meeting or award together).
   */
  warning?: MessageWarning;
  /** Only on a photo or a voice note (a text message has neither). */
  kind?: ChatAttachmentKind;
  attachment?: ChatAttachmentResponse;
}

export interface ChatParticipantResponse {
  id: string;
  name: string;
  profileImageUrl: string | null;
}

export interface ChatSummaryResponse {
  id: string;
  participantIds: string[];
  otherParticipant: ChatParticipantResponse;
  lastMessage: string | null;
  lastMessageAt: string | null;
  lastSeq: number;
  /** Up to where the other participant has read (for 'Leído'). */
  otherLastReadSeq: number;
  unreadCount: number;
  createdAt: string;
}

export interface ChatMessagesPage {
  messages: ChatMessageResponse[];
  /** Up to where the other participant has read. */
  otherLastReadSeq: number;
}
