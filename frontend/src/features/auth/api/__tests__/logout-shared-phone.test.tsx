import { describe, expect, it } from 'vitest';
import { authHandlers, buildUser } from '@/testing/handlers/auth';
import { maintenanceHandlers } from '@/testing/handlers/maintenance';
import { json, mockApi } from '@/testing/mock-api';
import { renderApp, screen, waitFor } from '@/testing/test-utils';

const ROSA = buildUser({ id: 'user-rosa', name: 'Rosa Martínez' });

describe('Cerrar sesión on a shared phone', () => {
  it('leaves nothing of what the person was writing', async () => {
    mockApi({
      ...authHandlers.signedIn(ROSA),
      ...maintenanceHandlers.off(),
      'GET /api/notifications/unread-count': json({ count: 0 }),
      [`GET /api/chats/user/${ROSA.id}`]: json([]),
      'POST /api/auth/logout': { status: 204 },
    });
    window.localStorage.setItem(`account:${ROSA.id}:chatDraft:chat-1`, 'Querida Marta, te escribo porque');
    window.localStorage.setItem('selectedUserType', 'aprendiz');
    const { user, router } = renderApp({ route: '/chats' });

    await user.click(await screen.findByRole('button', { name: 'Menú' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem(`account:${ROSA.id}:chatDraft:chat-1`)).toBeNull();
    // What belongs to the phone, not to the account, stays.
    expect(window.localStorage.getItem('selectedUserType')).toBe('aprendiz');
  });
});
