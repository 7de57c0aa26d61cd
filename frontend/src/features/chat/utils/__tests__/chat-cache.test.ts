import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { chatKeys } from '@/features/chat/api/chat-keys';
import { buildChat, buildMessage, CHAT_ID, ME } from '@/testing/handlers/chat';
import { applyMessage, applyRead, unreadTotal } from '../chat-cache';
import { emptyThread, withMessages, type ChatThread } from '../chat-thread';

describe('applyMessage', () => {
  it('keeps a message that arrives while the conversation is on its first read', async () => {
    const queryClient = new QueryClient();
    const stored = [] as ReturnType<typeof buildMessage>[];
    let release!: () => void;
    let reads = 0;
    // The server's answer reflects what was stored when the read started.
    const queryFn = async (): Promise<ChatThread> => {
      reads += 1;
      const snapshot = [...stored];
      if (reads === 1) await new Promise<void>((resolve) => (release = resolve));
      return withMessages(emptyThread(), snapshot, ME);
    };
    const observer = new QueryObserver(queryClient, { queryKey: chatKeys.thread(CHAT_ID), queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    await new Promise((r) => setTimeout(r, 0));

    const message = buildMessage(1, { content: 'Llegó durante la carga' });
    stored.push(message);
    applyMessage(queryClient, message, ME);
    release();

    await new Promise((r) => setTimeout(r, 20));
    const thread = queryClient.getQueryData<ChatThread>(chatKeys.thread(CHAT_ID));
    expect(thread?.messages.map((m) => m.content)).toEqual(['Llegó durante la carga']);
    unsubscribe();
  });
});

describe('applyRead', () => {
  it('never brings back as unread the user’s own message when the echo of their read comes after it', () => {
    const queryClient = new QueryClient();
    const listKey = chatKeys.list(ME);
    queryClient.setQueryData(listKey, [buildChat({ lastSeq: 0 })]);
    // Back online: the other's message (1) arrives and is read, then the user's own (2) is stored...
    applyMessage(queryClient, buildMessage(1), ME);
    applyRead(queryClient, { chatId: CHAT_ID, userId: ME, seq: 1 }, ME);
    applyMessage(queryClient, buildMessage(2, { senderId: ME }), ME);
    // ...and only then does the server's echo of that read (to the user's devices) arrive.
    applyRead(queryClient, { chatId: CHAT_ID, userId: ME, seq: 1 }, ME);

    expect(unreadTotal(queryClient.getQueryData(listKey))).toBe(0);
  });

  it('clears what another device of the user read', () => {
    const queryClient = new QueryClient();
    const listKey = chatKeys.list(ME);
    queryClient.setQueryData(listKey, [buildChat({ lastSeq: 3, unreadCount: 2 })]);
    applyRead(queryClient, { chatId: CHAT_ID, userId: ME, seq: 2 }, ME);
    expect(unreadTotal(queryClient.getQueryData(listKey))).toBe(1);
    applyRead(queryClient, { chatId: CHAT_ID, userId: ME, seq: 3 }, ME);
    expect(unreadTotal(queryClient.getQueryData(listKey))).toBe(0);
  });
});
