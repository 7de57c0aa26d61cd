import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { chatKeys } from '@/features/chat/api/chat-keys';
import { buildMessage, CHAT_ID, ME } from '@/testing/handlers/chat';
import { applyMessage } from '../chat-cache';
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
