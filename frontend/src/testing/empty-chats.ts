import type { AuthUserResponse } from '@conectando/contracts';
import { createFakeSocket } from './fake-socket';
import { authHandlers, buildUser } from './handlers/auth';
import { maintenanceHandlers } from './handlers/maintenance';
import { json, mockApi } from './mock-api';
import { renderApp, screen } from './test-utils';

/**
 * `user` signed in on the 'Chats' screen with no chats yet, once its heading shows: the screen the
 * live-connection tests start from, with the fake socket that drives the connection.
 */
export async function onEmptyChats(user: AuthUserResponse = buildUser()) {
  const server = mockApi({
    ...authHandlers.signedIn(user),
    ...maintenanceHandlers.off(),
    [`GET /api/chats/user/${user.id}`]: json([]),
  });
  const socket = createFakeSocket();
  const rendered = renderApp({ route: '/chats', socket });
  await screen.findByRole('heading', { level: 1, name: 'Chats' });
  return { ...rendered, server, socket };
}
