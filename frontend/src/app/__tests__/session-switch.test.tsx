import type { AuthUserResponse } from '@conectando/contracts';
import { describe, expect, it } from 'vitest';
import { authHandlers, buildUser } from '@/testing/handlers/auth';
import { maintenanceHandlers } from '@/testing/handlers/maintenance';
import { buildNotification } from '@/testing/handlers/notifications';
import { createFakeSocket } from '@/testing/fake-socket';
import { buildChat } from '@/testing/handlers/chat';
import { json, mockApi } from '@/testing/mock-api';
import { renderApp, screen, waitFor } from '@/testing/test-utils';

const ROSA = buildUser({ id: 'user-rosa', name: 'Rosa Martínez' });
const TOMAS = buildUser({ id: 'user-tomas', name: 'Tomás Fuentes' });
const EXPIRED = { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Debes iniciar sesión para continuar.' };

// A new connection for every account, so the test can tell them apart.
function socketsInOrder() {
  const sockets = [createFakeSocket(), createFakeSocket()];
  let next = 0;
  return { sockets, fake: { ...sockets[0], factory: () => sockets[next++].socket } };
}

async function signInThroughForm(user: ReturnType<typeof renderApp>['user'], email: string) {
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), email);
  await user.type(screen.getByLabelText('Contraseña', { exact: true }), 'demo1234');
  await user.click(screen.getByRole('button', { name: 'Ingresar' }));
}

describe('the live connection follows the session', () => {
  it('opens after a sign-in through the form and belongs to the new account only after a switch', async () => {
    // A server that remembers who signed in, as the real one does through its cookie.
    let session: AuthUserResponse | null = null;
    const accounts: Record<string, AuthUserResponse> = { 'rosa@demo.cl': ROSA, 'tomas@demo.cl': TOMAS };
    mockApi({
      ...maintenanceHandlers.off(),
      'GET /api/auth/me': () => (session ? json(session) : json(EXPIRED, 401)),
      'POST /api/auth/login': (req) => {
        session = accounts[(req.body as { email: string }).email] ?? null;
        return session ? json(session) : json(EXPIRED, 401);
      },
      'POST /api/auth/logout': () => {
        session = null;
        return { status: 204 };
      },
      'GET /api/notifications/unread-count': json({ count: 0 }),
    });
    const { sockets, fake } = socketsInOrder();
    const [rosaSocket, tomasSocket] = sockets as [
      ReturnType<typeof createFakeSocket>,
      ReturnType<typeof createFakeSocket>,
    ];
    const { user, router } = renderApp({ route: '/login', socket: fake });

    await signInThroughForm(user, 'rosa@demo.cl');
    // No reload: the sign-in itself opens the connection.
    await waitFor(() => expect(rosaSocket.socket.connect).toHaveBeenCalled());
    await waitFor(() => expect(rosaSocket.listenerCount('notification:created')).toBe(1));

    await user.click(await screen.findByRole('button', { name: 'Menú' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(rosaSocket.socket.disconnect).toHaveBeenCalled());

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
  it('after the session expires (401), signing in again shows none of the previous account', async () => {
    const server = mockApi({
      ...authHandlers.signedIn(ROSA),
      ...maintenanceHandlers.off(),
      'GET /api/notifications/unread-count': json({ count: 0 }),
      [`GET /api/chats/user/${ROSA.id}`]: json([
        buildChat({ participantIds: [ROSA.id, 'user-x'], lastMessage: 'Secreto de Rosa' }),
      ]),
    });
    const { sockets, fake } = socketsInOrder();
    const [rosaSocket, tomasSocket] = sockets as [
      ReturnType<typeof createFakeSocket>,
      ReturnType<typeof createFakeSocket>,
    ];
    const { user } = renderApp({ route: '/chats', socket: fake });
    expect(await screen.findByText(/Secreto de Rosa/)).toBeInTheDocument();
    await waitFor(() => expect(rosaSocket.socket.connect).toHaveBeenCalled());

    // The server forgets the session: the next request answers 401 and the app re-reads who is signed in.
    server.use({ 'GET /api/auth/me': json(EXPIRED, 401), 'GET /api/notifications': json(EXPIRED, 401) });
    await user.click(await screen.findByRole('button', { name: /Notificaciones/ }));
    await waitFor(() => expect(rosaSocket.socket.disconnect).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: 'Ingresar' })).toBeInTheDocument();

    server.use({
      'POST /api/auth/login': json(TOMAS),
      'GET /api/auth/me': json(TOMAS),
      [`GET /api/chats/user/${TOMAS.id}`]: json([]),
    });
    await signInThroughForm(user, 'tomas@demo.cl');
    await waitFor(() => expect(tomasSocket.socket.connect).toHaveBeenCalled());
    expect(rosaSocket.listenerCount('chat:message')).toBe(0);
    expect(screen.queryByText(/Secreto de Rosa/)).not.toBeInTheDocument();
  });
});
