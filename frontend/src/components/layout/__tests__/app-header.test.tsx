import { describe, expect, it } from 'vitest';
import { authHandlers, buildUser } from '@/testing/handlers/auth';
import { maintenanceHandlers } from '@/testing/handlers/maintenance';
import { mockApi } from '@/testing/mock-api';
import { renderApp, screen, waitFor } from '@/testing/test-utils';

const renderSignedIn = async (user = buildUser()) => {
  mockApi({ ...authHandlers.signedIn(user), ...maintenanceHandlers.off() });
  const rendered = renderApp({ route: '/skills' });
  await screen.findByRole('heading', { level: 1 });
  return rendered;
};

describe('AppHeader menu', () => {
  it('opens on the first tap, before its code was fetched, with the focus on its items', async () => {
    const { user } = await renderSignedIn(buildUser({ name: 'Rosa Martínez' }));
    const button = screen.getByRole('button', { name: 'Menú' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    const menu = await screen.findByRole('menu');
    expect(screen.getByRole('button', { name: 'Menú' })).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveTextContent('Hola, Rosa Martínez');
    expect(screen.getByRole('menuitem', { name: 'Inicio' })).toBeVisible();
    expect(screen.getByRole('menuitem', { name: 'Talleres en vivo' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'Administración' })).not.toBeInTheDocument();
    await waitFor(() => expect(menu).toHaveFocus());

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Menú' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Menú' }));
    expect(await screen.findByRole('menuitem', { name: 'Cerrar sesión' })).toBeVisible();
  });

  it('shows Administración to an admin', async () => {
    const { user } = await renderSignedIn(buildUser({ isAdmin: true }));
    await user.click(screen.getByRole('button', { name: 'Menú' }));
    expect(await screen.findByRole('menuitem', { name: 'Administración' })).toBeVisible();
  });
});
