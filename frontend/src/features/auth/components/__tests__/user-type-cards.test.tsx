import { describe, expect, it } from 'vitest';
import { authHandlers } from '@/testing/handlers/auth';
import { maintenanceHandlers } from '@/testing/handlers/maintenance';
import { mockApi } from '@/testing/mock-api';
import { renderApp, screen, waitFor } from '@/testing/test-utils';

describe('the landing entry cards', () => {
  it('are links that carry the choice, so a tap works before the app has loaded', async () => {
    mockApi({ ...authHandlers.signedOut(), ...maintenanceHandlers.off() });
    const { user, router } = renderApp({ route: '/' });

    const card = await screen.findByRole('link', { name: /Institución/ });
    expect(card).toHaveAttribute('href', '/login?tipo=institution');
    await user.click(card);

    expect(await screen.findByRole('heading', { level: 1, name: 'Ingreso Institución' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tipo=institution');
  });

  it('a sign-in opened with a choice in its address remembers it for the registration', async () => {
    mockApi({ ...authHandlers.signedOut(), ...maintenanceHandlers.off() });
    const { user } = renderApp({ route: '/login?tipo=professional' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Ingreso Profesional' })).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem('selectedUserType')).toBe('professional'));
    await user.click(screen.getByRole('link', { name: 'Crear cuenta' }));

    expect(await screen.findByRole('radio', { name: /Profesional/ })).toBeChecked();
  });
});
