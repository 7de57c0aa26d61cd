import type { ChatAttachmentKind, ChatMessageResponse, ChatMessagesPage } from '@conectando/contracts';
import { readStorage, writeStorage } from '@/lib/storage';

// A message of the user's that the server has not stored yet (or refused): shown as 'Enviando…' or failed.
export interface PendingMessage {
  clientMessageId: string;
  content: string;
  createdAt: string;
  status: 'sending' | 'failed';
  // A photo or voice note: its own bytes (kept for 'Reintentar'), shown from a local URL meanwhile.
  attachment?: PendingAttachment;
  // Why the server refused it, in its Spanish words (an attachment too large, a note too long).
  failure?: string;
}

export interface PendingAttachment {
  kind: ChatAttachmentKind;
  file: Blob;
  filename: string;
  previewUrl: string;
  durationSeconds?: number;
  // 0 to 1 while it goes up.
  progress?: number;
}

// One conversation in the query cache: stored messages by seq, the user's unsent ones, the other's read mark.
export interface ChatThread {
  messages: ChatMessageResponse[];
  pending: PendingMessage[];
  otherLastReadSeq: number;
  // Whether older messages than the first one loaded exist ('Ver mensajes anteriores').
  hasOlder: boolean;
}

export const emptyThread = (): ChatThread => ({ messages: [], pending: [], otherLastReadSeq: 0, hasOlder: false });

// Stored messages merged by seq (one per seq, so the same message never shows twice), ascending.
export function mergeMessages(
  current: readonly ChatMessageResponse[],
  incoming: readonly ChatMessageResponse[],
): ChatMessageResponse[] {
  if (incoming.length === 0) return current as ChatMessageResponse[];
  const known = new Set(current.map((m) => m.id));
  const fresh = incoming.filter((m) => !known.has(m.id));
  if (fresh.length === 0) return current as ChatMessageResponse[];
  const bySeq = new Map<number, ChatMessageResponse>();
  for (const m of current) bySeq.set(m.seq, m);
  for (const m of fresh) bySeq.set(m.seq, m);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

// Adds stored messages; an own pending message they confirm (same clientMessageId) leaves the pending list.
export function withMessages(
  thread: ChatThread,
  incoming: readonly ChatMessageResponse[],
  myId: string | null,
): ChatThread {
  const messages = mergeMessages(thread.messages, incoming);
  const confirmed = new Set(incoming.filter((m) => m.senderId === myId).map((m) => m.clientMessageId));
  const pending = confirmed.size ? thread.pending.filter((p) => !confirmed.has(p.clientMessageId)) : thread.pending;
  if (messages === thread.messages && pending === thread.pending) return thread;
  return { ...thread, messages, pending };
}

export function withPage(thread: ChatThread | undefined, page: ChatMessagesPage, myId: string | null): ChatThread {
  const base = thread ?? emptyThread();
  const next = withMessages(base, page.messages, myId);
  return next.otherLastReadSeq >= page.otherLastReadSeq ? next : { ...next, otherLastReadSeq: page.otherLastReadSeq };
}

export const withOtherRead = (thread: ChatThread, seq: number): ChatThread =>
  seq > thread.otherLastReadSeq ? { ...thread, otherLastReadSeq: seq } : thread;

export const withPending = (thread: ChatThread, message: PendingMessage): ChatThread => ({
  ...thread,
  pending: [...thread.pending.filter((p) => p.clientMessageId !== message.clientMessageId), message],
});

export const withPendingStatus = (
  thread: ChatThread,
  clientMessageId: string,
  status: PendingMessage['status'],
): ChatThread => ({
  ...thread,
  pending: thread.pending.map((p) => (p.clientMessageId === clientMessageId ? { ...p, status } : p)),
});

export const withPendingAttachment = (
  thread: ChatThread,
  clientMessageId: string,
  change: Partial<Pick<PendingMessage, 'status' | 'failure'>> & { progress?: number },
): ChatThread => ({
  ...thread,
  pending: thread.pending.map((p) =>
    p.clientMessageId === clientMessageId && p.attachment
      ? {
          ...p,
          status: change.status ?? p.status,
          failure: change.failure,
          attachment: { ...p.attachment, progress: change.progress },
        }
      : p,
  ),
});

export const lastStoredSeq = (thread: ChatThread | undefined): number | undefined => thread?.messages.at(-1)?.seq;

// The last sequence number seen per chat also survives a reload (spec's local storage keys stay untouched).
const lastSeenKey = (chatId: string) => `chatLastSeq:${chatId}`;

export const readLastSeenSeq = (chatId: string): number | undefined => {
  const value = Number(readStorage(lastSeenKey(chatId)));
  return Number.isInteger(value) && value > 0 ? value : undefined;
};

export const rememberLastSeenSeq = (chatId: string, seq: number): void => {
  if (seq > (readLastSeenSeq(chatId) ?? 0)) writeStorage(lastSeenKey(chatId), String(seq));
};
