import { useSyncExternalStore } from 'react';
import { accountDataKey } from '@/lib/session/session-storage';
import { readStorage, writeStorage } from '@/lib/storage';

// What the person was writing in a chat, kept on this phone until it is sent: leaving the chat to look
// something up, a call, or the phone discarding the tab in the background lost a slowly typed message.
const draftKey = (userId: string, chatId: string) => accountDataKey(userId, `chatDraft:${chatId}`);
const listeners = new Set<() => void>();

export const readChatDraft = (userId: string | null, chatId: string): string =>
  (userId && readStorage(draftKey(userId, chatId))) || '';

// Blank text forgets the draft.
export const saveChatDraft = (userId: string | null, chatId: string, text: string): void => {
  if (!userId) return;
  writeStorage(draftKey(userId, chatId), text.trim() ? text : null);
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

// A chat's draft as it changes (the list beside the conversation on a desktop follows the typing).
export const useChatDraft = (userId: string | null, chatId: string): string =>
  useSyncExternalStore(
    subscribe,
    () => readChatDraft(userId, chatId),
    () => '',
  );
