import { accountDataKey } from '@/lib/session/session-storage';
import { readStorage, writeStorage } from '@/lib/storage';

// What the person was writing in a chat, kept on this phone until it is sent: leaving the chat to look
// something up, a call, or the phone discarding the tab in the background lost a slowly typed message.
const draftKey = (userId: string, chatId: string) => accountDataKey(userId, `chatDraft:${chatId}`);

export const readChatDraft = (userId: string | null, chatId: string): string =>
  (userId && readStorage(draftKey(userId, chatId))) || '';

// Blank text forgets the draft.
export const saveChatDraft = (userId: string | null, chatId: string, text: string): void => {
  if (userId) writeStorage(draftKey(userId, chatId), text.trim() ? text : null);
};
