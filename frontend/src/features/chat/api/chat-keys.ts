export const chatKeys = {
  all: ['chats'] as const,
  lists: () => [...chatKeys.all, 'list'] as const,
  list: (userId: string) => [...chatKeys.lists(), userId] as const,
  threads: () => [...chatKeys.all, 'messages'] as const,
  thread: (chatId: string) => [...chatKeys.threads(), chatId] as const,
  // The summary 'Mensaje a …' answered with, for a chat the list does not show (no message yet).
  opened: (chatId: string) => [...chatKeys.all, 'opened', chatId] as const,
};
