import { AccountType } from '@conectando/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authHandlers, buildUser } from '@/testing/handlers/auth';
import { maintenanceHandlers } from '@/testing/handlers/maintenance';
import { mockApi } from '@/testing/mock-api';
import { findToast, renderApp, screen, waitFor, within } from '@/testing/test-utils';

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
    expect(links).toHaveLength(4);
    for (const [name, href] of [
      ['Habilidades', '/skills'],
      ['Chats', '/chats'],
      ['Relatos', '/stories'],
      ['Perfil', '/profile'],
    ])
      expect(within(navigation).getByRole('link', { name })).toHaveAttribute('href', href);
    expect(within(navigation).getByRole('link', { name: 'Habilidades' })).toHaveAttribute('aria-current', 'page');
    expect(within(navigation).getByRole('link', { name: 'Chats' })).not.toHaveAttribute('aria-current');
  });

  it('disables the Profesional tab for a persona and explains why', async () => {
    const { user } = await renderSignedIn('/skills', buildUser({ accountType: AccountType.Persona }));
    const tab = within(nav()!).getByRole('button', { name: 'Profesional' });
    expect(tab).toHaveAttribute('aria-disabled', 'true');

    await user.click(tab);
    await findToast(
      'Acceso restringido',
      'Esta sección está disponible solo para profesionales e instituciones validadas.',
    );
  });

  describe('toasts', () => {
    afterEach(() => vi.restoreAllMocks());

    it('sit at the bottom just above the bar, never over the header and page title at the top', async () => {
      // jsdom has no layout: the bar measures 86 px, as on a 390 px phone.
      const realRect = HTMLElement.prototype.getBoundingClientRect;
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
        return this.tagName === 'NAV'
          ? DOMRect.fromRect({ x: 0, y: 758, width: 390, height: 86 })
          : realRect.call(this);
      });
      const { user, router } = await renderSignedIn('/skills', buildUser({ accountType: AccountType.Persona }));
      expect(document.documentElement.style.getPropertyValue('--bottom-nav-height')).toBe('86px');

      await user.click(within(nav()!).getByRole('button', { name: 'Profesional' }));
      const toast = await findToast('Acceso restringido');
      const group = toast.closest('[data-part="group"]') as HTMLElement;
      expect(group).toHaveAttribute('data-placement', 'bottom');
      expect(group.style.getPropertyValue('--viewport-offset-bottom')).toBe(
        'calc(max(var(--bottom-nav-height, env(safe-area-inset-bottom, 0px)), var(--docked-bar-reach, 0px)) + 0.75rem)',
      );
      expect(group.style.top).toBe('');

      // Without the bar (sign-in screens), toasts keep only the safe area below them.
      await router.navigate('/login');
      await waitFor(() => expect(nav()).not.toBeInTheDocument());
      expect(document.documentElement.style.getPropertyValue('--bottom-nav-height')).toBe('');
    });
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
