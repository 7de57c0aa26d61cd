import { describe, expect, it } from 'vitest';
import { api } from '@/lib/api-client';
import { authHandlers, buildUser } from '@/testing/handlers/auth';
import { maintenanceHandlers } from '@/testing/handlers/maintenance';
import { json, mockApi } from '@/testing/mock-api';
import { renderApp, screen, waitFor } from '@/testing/test-utils';

describe('session expiry', () => {
  it('drops the signed-in chrome when a request is answered 401', async () => {
    window.localStorage.setItem('userId', 'user-1');
    const server = mockApi({ ...authHandlers.signedIn(buildUser()), ...maintenanceHandlers.off() });
    const { queryClient } = renderApp({ route: '/skills' });
    expect(await screen.findByRole('navigation', { name: 'Navegación principal' })).toBeInTheDocument();

    // The session expires on the server.
    const unauthenticated = {
      statusCode: 401,
      code: 'UNAUTHENTICATED',
      message: 'Debes iniciar sesión para continuar.',
    };
    server.use({ ...authHandlers.signedOut(), 'GET /api/skill-categories': json(unauthenticated, 401) });
    await queryClient
      .fetchQuery({ queryKey: ['skills', 'categories'], queryFn: () => api.get('/skill-categories') })
      .catch(() => undefined);

    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Navegación principal' })).not.toBeInTheDocument(),
    );
    expect(window.localStorage.getItem('userId')).toBeNull();
  });
});
