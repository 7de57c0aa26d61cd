import { describe, expect, it } from 'vitest';
import { authHandlers, buildUser } from '@/testing/handlers/auth';
import { maintenanceHandlers } from '@/testing/handlers/maintenance';
import { json, mockApi } from '@/testing/mock-api';
import { api } from '@/lib/api-client';
import { renderApp, screen } from '@/testing/test-utils';

const maintenanceHeading = () => screen.queryByRole('heading', { level: 1, name: 'En Construcción' });

describe('maintenance gate', () => {
  it('shows only the maintenance page to a non-admin on every route', async () => {
    mockApi({ ...authHandlers.signedIn(buildUser()), ...maintenanceHandlers.on() });
    renderApp({ route: '/register' });

    expect(await screen.findByRole('heading', { level: 1, name: 'En Construcción' })).toBeInTheDocument();
    expect(screen.getByText(/plataforma de mentoría intergeneracional/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /contacto@conectandogeneraciones\.cl/ })).toHaveAttribute(
      'href',
      'mailto:contacto@conectandogeneraciones.cl',
    );
    expect(screen.getByText('© 2025 Conectando Generaciones. Todos los derechos reservados.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Navegación principal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Crear cuenta' })).not.toBeInTheDocument();
  });

  it('uses the contact address the server sends', async () => {
    mockApi({ ...authHandlers.signedOut(), ...maintenanceHandlers.on('ayuda@ejemplo.cl') });
    renderApp({ route: '/' });
    expect(await screen.findByRole('link', { name: /ayuda@ejemplo\.cl/ })).toBeInTheDocument();
  });

  it('keeps /login reachable so an admin can sign in', async () => {
    mockApi({ ...authHandlers.signedOut(), ...maintenanceHandlers.on() });
    const { user, router } = renderApp({ route: '/' });

    await user.click(await screen.findByRole('link', { name: 'Ingreso administradores' }));
    expect(await screen.findByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('lets an admin use the app while maintenance is on', async () => {
    mockApi({ ...authHandlers.signedIn(buildUser({ isAdmin: true })), ...maintenanceHandlers.on() });
    renderApp({ route: '/admin' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Administración' })).toBeInTheDocument();
    expect(maintenanceHeading()).not.toBeInTheDocument();
    expect(screen.getByText(/Modo mantenimiento activo/)).toBeInTheDocument();
  });

  it('switches to the maintenance page when any query is answered 503 MAINTENANCE', async () => {
    const server = mockApi({ ...authHandlers.signedIn(buildUser()), ...maintenanceHandlers.off() });
    const { queryClient } = renderApp({ route: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: '¿Cómo quieres ingresar?' })).toBeInTheDocument();

    // The server is switched to maintenance while the app is open.
    server.use({
      'GET /api/skill-categories': json(
        { statusCode: 503, code: 'MAINTENANCE', message: 'La plataforma está en mantenimiento.' },
        503,
      ),
      ...maintenanceHandlers.on(),
    });
    await queryClient
      .fetchQuery({ queryKey: ['skills', 'categories'], queryFn: () => api.get('/skill-categories') })
      .catch(() => undefined);

    expect(await screen.findByRole('heading', { level: 1, name: 'En Construcción' })).toBeInTheDocument();
    expect(server.callsTo('GET', '/api/maintenance-status')).toHaveLength(2);
  });
});
