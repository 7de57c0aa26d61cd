import { AccountType } from '@conectando/contracts';
import { describe, expect, it } from 'vitest';
import { authHandlers, buildUser } from '@/testing/handlers/auth';
import { maintenanceHandlers } from '@/testing/handlers/maintenance';
import { buildTokenSummary, chromeHandlers, tokenHandlers } from '@/testing/handlers/marketplace';
import { json, mockApi } from '@/testing/mock-api';
import { renderApp, screen, waitFor } from '@/testing/test-utils';

const signedIn = (overrides: Parameters<typeof buildUser>[0]) => {
  const user = buildUser(overrides);
  window.localStorage.setItem('userId', user.id);
  return mockApi({ ...authHandlers.signedIn(user), ...maintenanceHandlers.off(), ...chromeHandlers(user.id) });
};

describe('/marketplace', () => {
  it('tells a persona the section is for validated professionals and institutions, and how to get in', async () => {
    signedIn({ accountType: AccountType.Persona });
    const { user, router } = renderApp({ route: '/marketplace' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acceso restringido' })).toBeInTheDocument();
    expect(
      screen.getByText('Esta sección está disponible solo para profesionales e instituciones validadas.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Mis tokens')).not.toBeInTheDocument();
    // A persona is told to register as a professional (or institution) to use the marketplace.
    expect(screen.getByText('Para usarla, crea una cuenta como profesional o como institución.')).toBeInTheDocument();
    const register = screen.getByRole('link', { name: 'Crear cuenta profesional o de institución' });
    expect(register).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/skills');
    await user.click(register);
    expect(await screen.findByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('does not send an unvalidated professional to register again', async () => {
    signedIn({ accountType: AccountType.Profesional, isValidated: false });
    renderApp({ route: '/marketplace' });
    expect(await screen.findByText('Cuenta en revisión')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Crear cuenta profesional o de institución' })).not.toBeInTheDocument();
  });

  it('tells an unvalidated professional the account is in review', async () => {
    signedIn({ accountType: AccountType.Profesional, isValidated: false });
    renderApp({ route: '/marketplace' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acceso Restringido' })).toBeInTheDocument();
    expect(screen.getByText('Cuenta en revisión')).toBeInTheDocument();
    expect(
      screen.getByText('Tu cuenta está en proceso de validación. Te notificaremos cuando esté aprobada.'),
    ).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login', async () => {
    mockApi({ ...authHandlers.signedOut(), ...maintenanceHandlers.off() });
    const { router } = renderApp({ route: '/marketplace' });
    await screen.findByRole('button', { name: 'Ingresar' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows a validated institution its tokens, its card and the premium button', async () => {
    signedIn({ accountType: AccountType.Institucion }).use(
      tokenHandlers(
        buildTokenSummary({
          free: 1,
          premiumBalance: 4,
          premiumMonthly: 5,
          available: 5,
          premiumPlan: 'basico',
          total: 6,
          used: 1,
        }),
      ),
    );
    renderApp({ route: '/marketplace' });
    expect(await screen.findByTestId('tokens-available')).toHaveTextContent('5');
    expect(screen.getByText('Básico (5 al mes)')).toBeInTheDocument();
    expect(screen.getByText('1 de 5')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Publicar Oferta' })).toHaveAttribute(
      'href',
      '/profesional/centro/publicar',
    );
    expect(screen.getByRole('link', { name: 'Mis Solicitudes' })).toHaveAttribute(
      'href',
      '/profesional/centro/mis-solicitudes',
    );
    expect(screen.getByRole('link', { name: /Premium/ })).toHaveAttribute('href', '/profesional/premium');
    expect(screen.getByRole('link', { name: 'Historial de tokens' })).toHaveAttribute('href', '/profesional/tokens');
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/skills');
    expect(screen.queryByRole('link', { name: 'Ver Ofertas Disponibles' })).not.toBeInTheDocument();
  });

  it('shows a validated professional the offers card', async () => {
    signedIn({ accountType: AccountType.Profesional }).use(tokenHandlers());
    renderApp({ route: '/marketplace' });
    expect(await screen.findByRole('link', { name: 'Ver Ofertas Disponibles' })).toHaveAttribute(
      'href',
      '/profesional/salud/ofertas',
    );
    expect(screen.queryByRole('link', { name: 'Publicar Oferta' })).not.toBeInTheDocument();
  });

  it("says 'Error al cargar datos' with a way back when the summary fails", async () => {
    signedIn({ accountType: AccountType.Profesional }).use({
      'GET /api/tokens/summary': json({ statusCode: 500, code: 'INTERNAL', message: 'x' }, 500),
    });
    renderApp({ route: '/marketplace' });
    expect(await screen.findByRole('heading', { name: 'Error al cargar datos' })).toBeInTheDocument();
    // The heading and the destructive toast say it together.
    await waitFor(() => expect(screen.getAllByText('Error al cargar datos')).toHaveLength(2));
    expect(
      screen.getAllByText('No pudimos cargar la información. Por favor, intenta de nuevo.').length,
    ).toBeGreaterThan(0);
    expect(
      screen.getAllByRole('link', { name: 'Volver' }).every((link) => link.getAttribute('href') === '/skills'),
    ).toBe(true);
  });

  it('keeps a professional out of the institution screens', async () => {
    signedIn({ accountType: AccountType.Profesional });
    renderApp({ route: '/profesional/centro/publicar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acceso restringido' })).toBeInTheDocument();
    expect(screen.getByText('Esta sección está disponible solo para instituciones validadas.')).toBeInTheDocument();
  });
});
