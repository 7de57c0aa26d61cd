import { describe, expect, it } from 'vitest';
import { authHandlers, buildUser } from '@/testing/handlers/auth';
import { CHAT_ID, ME, buildChat } from '@/testing/handlers/chat';
import { maintenanceHandlers } from '@/testing/handlers/maintenance';
import { createFakeSocket } from '@/testing/fake-socket';
import { json, mockApi, type MockResponse } from '@/testing/mock-api';
import { chatKeys } from '@/features/chat/api/chat-keys';
import { renderApp, screen } from '@/testing/test-utils';

// Signed in as ME with an empty conversation open; `list` answers the chat list.
const chatScreenServer = (list: MockResponse) =>
  mockApi({
    ...authHandlers.signedIn(buildUser({ id: ME })),
    ...maintenanceHandlers.off(),
    'GET /api/notifications/unread-count': json({ count: 0 }),
    [`GET /api/chats/user/${ME}`]: list,
    [`GET /api/chats/${CHAT_ID}/messages`]: json({ messages: [], otherLastReadSeq: 0 }),
    'GET /api/users/blocked': json([]),
    'GET /api/meetings': json([]),
    'GET /api/reviews/pending': json([]),
  });

describe('a chat opened while the chat list was on its way', () => {
  it('shows the other person’s name once the list is asked again', async () => {
    // The first answer left the server before the chat was created; the next one has it.
    const answers = [[], [buildChat()]];
    const server = chatScreenServer(() => json(answers.shift() ?? [buildChat()]));
    renderApp({ route: `/chat/${CHAT_ID}`, socket: createFakeSocket() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Tomás Fuentes' })).toBeInTheDocument();
    expect(server.callsTo('GET', `/api/chats/user/${ME}`)).toHaveLength(2);
  });

  it('asks once: a chat that is not the person’s does not keep the list reloading', async () => {
    const server = chatScreenServer(json([]));
    renderApp({ route: `/chat/${CHAT_ID}`, socket: createFakeSocket() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Conversación' })).toBeInTheDocument();
    await new Promise((settled) => setTimeout(settled, 300));
    expect(server.callsTo('GET', `/api/chats/user/${ME}`)).toHaveLength(2);
  });

  it('names a chat the other person started without writing, from what opening it answered', async () => {
    // Such a chat is not in the person's list until a message is written (chat-list.sql.ts).
    chatScreenServer(json([]));
    const { queryClient, router } = renderApp({ route: '/chats', socket: createFakeSocket() });
    await screen.findByRole('heading', { level: 1, name: 'Chats' });
    // What 'Mensaje a Tomás Fuentes' leaves behind (use-open-chat.ts), then its navigation.
    queryClient.setQueryData(chatKeys.opened(CHAT_ID), buildChat());
    await router.navigate(`/chat/${CHAT_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Tomás Fuentes' })).toBeInTheDocument();
  });
});
