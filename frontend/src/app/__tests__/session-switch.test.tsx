import { describe, expect, it } from 'vitest';
import { authHandlers, buildUser } from '@/testing/handlers/auth';
import { maintenanceHandlers } from '@/testing/handlers/maintenance';
import { buildNotification } from '@/testing/handlers/notifications';
import { createFakeSocket } from '@/testing/fake-socket';
import { json, mockApi } from '@/testing/mock-api';
import { renderApp, screen, waitFor } from '@/testing/test-utils';

const ROSA = buildUser({ id: 'user-rosa', name: 'Rosa Martínez' });
const TOMAS = buildUser({ id: 'user-tomas', name: 'Tomás Fuentes' });

// A new connection for every account, so the test can tell them apart.
function socketsInOrder() {
  const sockets = [createFakeSocket(), createFakeSocket()];
  let next = 0;
  return { sockets, fake: { ...sockets[0]!, factory: () => sockets[next++]!.socket } };
}

async function signInThroughForm(user: ReturnType<typeof renderApp>['user'], email: string) {
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), email);
  await user.type(screen.getByLabelText('Contraseña', { exact: true }), 'demo1234');
  await user.click(screen.getByRole('button', { name: 'Ingresar' }));
}

describe('the live connection follows the session', () => {
  it('opens after a sign-in through the form and belongs to the new account only after a switch', async () => {
    const server = mockApi({
      ...authHandlers.signedOut(),
      ...maintenanceHandlers.off(),
      'POST /api/auth/login': json(ROSA),
      'POST /api/auth/logout': { status: 204 },
      'GET /api/notifications/unread-count': json({ count: 0 }),
    });
    const { sockets, fake } = socketsInOrder();
    const [rosaSocket, tomasSocket] = sockets as [ReturnType<typeof createFakeSocket>, ReturnType<typeof createFakeSocket>];
    const { user, router } = renderApp({ route: '/login', socket: fake });

    await signInThroughForm(user, 'rosa@demo.cl');
    // No reload: the sign-in itself opens the connection.
    await waitFor(() => expect(rosaSocket.socket.connect).toHaveBeenCalled());
    await waitFor(() => expect(rosaSocket.listenerCount('notification:created')).toBe(1));

    await user.click(await screen.findByRole('button', { name: 'Menú' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(rosaSocket.socket.disconnect).toHaveBeenCalled());

    server.use({ 'POST /api/auth/login': json(TOMAS) });
    await router.navigate('/login');
    await signInThroughForm(user, 'tomas@demo.cl');
    await waitFor(() => expect(tomasSocket.socket.connect).toHaveBeenCalled());
    await waitFor(() => expect(tomasSocket.listenerCount('notification:created')).toBe(1));

    // Nothing listens on the previous account's connection any more: its late events reach no one.
    expect(rosaSocket.listenerCount('notification:created')).toBe(0);
    expect(rosaSocket.listenerCount('chat:message')).toBe(0);
    tomasSocket.serverEmit('notification:created', buildNotification({ id: 'n-tomas', title: 'Para Tomás' }));
    expect(await screen.findByText('Para Tomás')).toBeInTheDocument();
  });
});
