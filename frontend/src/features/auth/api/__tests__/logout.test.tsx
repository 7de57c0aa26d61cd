import { describe, expect, it } from 'vitest';
import { authHandlers, buildUser } from '@/testing/handlers/auth';
import { maintenanceHandlers } from '@/testing/handlers/maintenance';
import { json, mockApi } from '@/testing/mock-api';
import { findToast, renderApp, screen } from '@/testing/test-utils';
import { LOGOUT_FAILED_MESSAGE } from '../logout';

const ROSA = buildUser({ id: 'user-rosa', name: 'Rosa Martínez' });

describe('Cerrar sesión', () => {
  it('says so and stays signed in while the server cannot be told', async () => {
    mockApi({
      ...authHandlers.signedIn(ROSA),
      ...maintenanceHandlers.off(),
      'GET /api/notifications/unread-count': json({ count: 0 }),
      [`GET /api/chats/user/${ROSA.id}`]: json([]),
      // No signal: the request never reaches the server, whose session stays open.
      'POST /api/auth/logout': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user, router } = renderApp({ route: '/chats' });

    await user.click(await screen.findByRole('button', { name: 'Menú' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cerrar sesión' }));
    await findToast('Error', LOGOUT_FAILED_MESSAGE);
    expect(router.state.location.pathname).toBe('/chats');
    expect(screen.getByRole('button', { name: 'Menú' })).toBeInTheDocument();
  });
});
