import { describe, expect, it, vi } from 'vitest';
import { preloadScreen } from '../router';

// Counts how often the conversation's module is loaded (it is loaded once, then cached).
const conversationLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/features/chat/components/conversation', () => {
  conversationLoads.count++;
  return { Conversation: () => null };
});

describe('preloadScreen', () => {
  it("fetches the chat list's code without the conversation's, and a chat's with it", async () => {
    await preloadScreen('/chats');
    expect(conversationLoads.count).toBe(0);

    await preloadScreen('/chat/0b7a3c9e-2f41-4d6a-9c1e-5a8b7d6e4f21');
    expect(conversationLoads.count).toBe(1);
  });
});
