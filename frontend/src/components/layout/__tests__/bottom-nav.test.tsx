import { AccountType } from '@conectando/contracts';
import { describe, expect, it } from 'vitest';
import { authHandlers, buildUser } from '@/testing/handlers/auth';
import { maintenanceHandlers } from '@/testing/handlers/maintenance';
import { mockApi } from '@/testing/mock-api';
import { findToast, renderApp, screen, within } from '@/testing/test-utils';

const nav = () => screen.queryByRole('navigation', { name: 'Navegación principal' });

const renderSignedIn = async (route: string, user = buildUser()) => {
  mockApi({ ...authHandlers.signedIn(user), ...maintenanceHandlers.off() });
  const rendered = renderApp({ route });
  // Wait until the session is known and the page has rendered.
  await screen.findByRole('heading', { level: 1 });
  return rendered;
};

describe('BottomNav', () => {
  it.each(['/', '/role-selection', '/login', '/register'])('is hidden on %s even when signed in', async (route) => {
    await renderSignedIn(route);
    expect(nav()).not.toBeInTheDocument();
  });

  it('is hidden when nobody is signed in', async () => {
    mockApi({ ...authHandlers.signedOut(), ...maintenanceHandlers.off() });
    renderApp({ route: '/terminos.html' });
    await screen.findByRole('heading', { level: 1, name: 'Términos y condiciones' });
    expect(nav()).not.toBeInTheDocument();
  });

  it('shows the five tabs on other screens and marks the current one', async () => {
    await renderSignedIn('/skills');
    const navigation = await screen.findByRole('navigation', { name: 'Navegación principal' });
    const links = within(navigation).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Habilidades', '/skills'],
      ['Chats', '/chats'],
      ['Relatos', '/stories'],
      ['Perfil', '/profile'],
    ]);
    expect(within(navigation).getByRole('link', { name: 'Habilidades' })).toHaveAttribute('aria-current', 'page');
    expect(within(navigation).getByRole('link', { name: 'Chats' })).not.toHaveAttribute('aria-current');
  });

  it('disables the Profesional tab for a persona and explains why', async () => {
    const { user } = await renderSignedIn('/skills', buildUser({ accountType: AccountType.Persona }));
    const tab = within(nav()!).getByRole('button', { name: 'Profesional' });
    expect(tab).toHaveAttribute('aria-disabled', 'true');

    await user.click(tab);
    await findToast('Acceso restringido', 'Esta sección está disponible solo para profesionales e instituciones validadas.');
  });

  it('disables the Profesional tab for a professional still in review', async () => {
    await renderSignedIn('/skills', buildUser({ accountType: AccountType.Profesional, isValidated: false }));
    expect(within(nav()!).getByRole('button', { name: 'Profesional' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('enables the Profesional tab for a validated institution', async () => {
    await renderSignedIn('/skills', buildUser({ accountType: AccountType.Institucion, isValidated: true }));
    const tab = within(nav()!).getByRole('link', { name: 'Profesional' });
    expect(tab).toHaveAttribute('href', '/marketplace');
    expect(tab).not.toHaveAttribute('aria-disabled');
  });
});
