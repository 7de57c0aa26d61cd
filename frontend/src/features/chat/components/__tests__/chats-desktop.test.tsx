import { afterEach, describe, expect, it, vi } from 'vitest';
import { authHandlers, buildUser } from '@/testing/handlers/auth';
import { CHAT_ID, ME, buildChat, buildMessage } from '@/testing/handlers/chat';
import { maintenanceHandlers } from '@/testing/handlers/maintenance';
import { mediaQueryList } from '@/testing/media-query';
import { json, mockApi } from '@/testing/mock-api';
import { renderApp, screen, waitFor } from '@/testing/test-utils';

const original = window.matchMedia;

function desktop() {
  window.matchMedia = vi.fn((query: string) => mediaQueryList(query, query.includes('min-width: 48em')));
}

describe('Chats on a desktop', () => {
  afterEach(() => {
    window.matchMedia = original;
  });

  it('shows the list and auto-selects the first chat beside it', async () => {
    desktop();
    window.localStorage.setItem('userId', ME);
    mockApi({
      ...authHandlers.signedIn(buildUser({ id: ME })),
      ...maintenanceHandlers.off(),
      [`GET /api/chats/user/${ME}`]: json([
        buildChat({ lastMessage: 'Mensaje 1', lastSeq: 1, lastMessageAt: new Date().toISOString() }),
      ]),
      [`GET /api/chats/${CHAT_ID}/messages`]: json({ messages: [buildMessage(1)], otherLastReadSeq: 0 }),
    });
    const { router } = renderApp({ route: '/chats' });

    await waitFor(() => expect(router.state.location.pathname).toBe(`/chat/${CHAT_ID}`));
    expect(await screen.findByRole('heading', { level: 2, name: 'Tomás Fuentes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Tomás Fuentes/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/skills');
    expect(screen.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/role-selection');
  });

  it('shows the draft in the list beside the conversation as it is typed', async () => {
    desktop();
    window.localStorage.setItem('userId', ME);
    mockApi({
      ...authHandlers.signedIn(buildUser({ id: ME })),
      ...maintenanceHandlers.off(),
      [`GET /api/chats/user/${ME}`]: json([buildChat({ lastMessage: 'Mensaje 1', lastSeq: 1 })]),
      [`GET /api/chats/${CHAT_ID}/messages`]: json({ messages: [buildMessage(1)], otherLastReadSeq: 0 }),
    });
    const { user } = renderApp({ route: `/chat/${CHAT_ID}` });
    const row = await screen.findByRole('link', { name: /Tomás Fuentes/ });
    expect(row).toHaveTextContent('Mensaje 1');

    await user.type(await screen.findByRole('textbox', { name: 'Escribe un mensaje' }), 'Nos vemos');
    expect(row).toHaveTextContent('Borrador: Nos vemos');
    await user.clear(screen.getByRole('textbox', { name: 'Escribe un mensaje' }));
    expect(row).toHaveTextContent('Mensaje 1');
  });

  it('asks to select a conversation when there is none', async () => {
    desktop();
    mockApi({
      ...authHandlers.signedIn(buildUser()),
      ...maintenanceHandlers.off(),
      'GET /api/chats/user/user-1': json([]),
    });
    renderApp({ route: '/chats' });
    expect(await screen.findByText('Aún no tienes conversaciones')).toBeInTheDocument();
    expect(screen.getByText('Selecciona una conversación para comenzar')).toBeInTheDocument();
  });
});
