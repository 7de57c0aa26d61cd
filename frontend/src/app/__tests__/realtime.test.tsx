import { AccountType } from '@conectando/contracts';
import { describe, expect, it } from 'vitest';
import { buildPendingAccount } from '@/testing/handlers/admin';
import { authHandlers, buildUser } from '@/testing/handlers/auth';
import { CHAT_ID, ME, buildChat, buildMessage } from '@/testing/handlers/chat';
import { maintenanceHandlers } from '@/testing/handlers/maintenance';
import { onEmptyChats } from '@/testing/empty-chats';
import { createFakeSocket } from '@/testing/fake-socket';
import { json, mockApi } from '@/testing/mock-api';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

const nav = () => screen.getByRole('navigation', { name: 'Navegación principal' });

describe('live updates', () => {
  it('flips to the maintenance page and back on maintenance:changed, without a reload', async () => {
    const { socket } = await onEmptyChats();
    expect(socket.socket.connect).toHaveBeenCalled();

    await waitFor(() => expect(socket.listenerCount('maintenance:changed')).toBe(1));
    socket.serverEmit('maintenance:changed', { isInMaintenance: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'En Construcción' })).toBeInTheDocument();

    socket.serverEmit('maintenance:changed', { isInMaintenance: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Chats' })).toBeInTheDocument();
  });

  it('unlocks the Profesional tab on account:validated', async () => {
    const { server, socket } = await onEmptyChats(
      buildUser({ accountType: AccountType.Profesional, isValidated: false }),
    );
    expect(within(nav()).getByRole('button', { name: 'Profesional' })).toBeInTheDocument();

    server.use(authHandlers.signedIn(buildUser({ accountType: AccountType.Profesional, isValidated: true })));
    // The app subscribes once its socket exists (an effect after the first signed-in render).
    await waitFor(() => expect(socket.listenerCount('account:validated')).toBe(1));
    socket.serverEmit('account:validated', { userId: 'user-1' });
    expect(await within(nav()).findByRole('link', { name: 'Profesional' }, { timeout: 4000 })).toHaveAttribute(
      'href',
      '/marketplace',
    );
  });

  it('moves the admin pending list on admin:queue-changed', async () => {
    const admin = buildUser({ id: 'admin-1', isAdmin: true });
    const server = mockApi({
      ...authHandlers.signedIn(admin),
      ...maintenanceHandlers.off(),
      'GET /api/admin/pending-users': json([buildPendingAccount()]),
    });
    const socket = createFakeSocket();
    renderApp({ route: '/admin/validar-usuarios', socket });
    await screen.findByRole('article', { name: 'Camila Rojas' });

    server.use({ 'GET /api/admin/pending-users': json([]) });
    await waitFor(() => expect(socket.listenerCount('admin:queue-changed')).toBe(1));
    socket.serverEmit('admin:queue-changed', { queue: 'users' });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Camila Rojas' })).not.toBeInTheDocument());
  });

  it('reads the chats list again when the connection was up before the app listened to it', async () => {
    window.localStorage.setItem('userId', ME);
    // Someone starts a chat after the list was read and before the listeners are there: its event
    // is never heard, so the list is read again once they are.
    let reads = 0;
    mockApi({
      ...authHandlers.signedIn(buildUser({ id: ME })),
      ...maintenanceHandlers.off(),
      [`GET /api/chats/user/${ME}`]: () => json(reads++ === 0 ? [] : [buildChat()]),
    });
    const socket = createFakeSocket();
    socket.connect();
    renderApp({ route: '/chats', socket });

    expect(await screen.findByRole('link', { name: /Tomás Fuentes/ })).toBeInTheDocument();
  });

  it('updates the chats list and the Chats tab badge live, and closes the socket at logout', async () => {
    window.localStorage.setItem('userId', ME);
    mockApi({
      ...authHandlers.signedIn(buildUser({ id: ME })),
      ...maintenanceHandlers.off(),
      [`GET /api/chats/user/${ME}`]: json([
        buildChat({ lastMessage: 'Hola', lastSeq: 1, unreadCount: 1, lastMessageAt: new Date().toISOString() }),
      ]),
      'POST /api/auth/logout': { status: 204 },
    });
    const socket = createFakeSocket();
    const { user, router } = renderApp({ route: '/chats', socket });
    const row = await screen.findByRole('link', { name: /Tomás Fuentes/ });
    expect(row).toHaveTextContent('1 mensaje sin leer');
    expect(within(nav()).getByRole('link', { name: 'Chats 1 sin leer' })).toBeInTheDocument();

    // (No connect here: its list refetch would answer this test's fixed list.)
    await waitFor(() => expect(socket.listenerCount('chat:message')).toBeGreaterThan(0));
    socket.serverEmit('chat:message', buildMessage(2, { content: '¿Vamos el sábado?', chatId: CHAT_ID }));
    await waitFor(() => expect(row).toHaveTextContent('¿Vamos el sábado?'));
    expect(row).toHaveTextContent('2 mensajes sin leer');
    expect(within(nav()).getByRole('link', { name: 'Chats 2 sin leer' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Menú/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/chats'));
    await waitFor(() => expect(socket.socket.disconnect).toHaveBeenCalled());
  });

  it('shows the empty state when there are no chats', async () => {
    mockApi({
      ...authHandlers.signedIn(buildUser()),
      ...maintenanceHandlers.off(),
      'GET /api/chats/user/user-1': json([]),
    });
    renderApp({ route: '/chats' });
    expect(await screen.findByText('Aún no tienes conversaciones')).toBeInTheDocument();
  });
});
