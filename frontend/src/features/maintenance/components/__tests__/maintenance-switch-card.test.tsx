import { describe, expect, it } from 'vitest';
import { authHandlers, buildUser } from '@/testing/handlers/auth';
import { maintenanceHandlers } from '@/testing/handlers/maintenance';
import { json, mockApi } from '@/testing/mock-api';
import { findToast, renderApp, screen, waitFor } from '@/testing/test-utils';

describe('MaintenanceSwitchCard', () => {
  it('turns maintenance on with PUT /api/admin/maintenance and says so', async () => {
    const api = mockApi({
      ...authHandlers.signedIn(buildUser({ isAdmin: true })),
      ...maintenanceHandlers.off(),
      'PUT /api/admin/maintenance': (req) => json(req.body),
    });
    const { user } = renderApp({ route: '/admin' });

    const toggle = await screen.findByRole('switch', { name: 'Modo mantenimiento' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);

    await findToast('Modo mantenimiento activado');
    expect(api.callsTo('PUT', '/api/admin/maintenance')[0]?.body).toEqual({ isInMaintenance: true });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Modo mantenimiento' })).toBeChecked());
    // The admin keeps using the app, with a reminder that visitors see the maintenance page.
    expect(screen.getByText(/Modo mantenimiento activo/)).toBeInTheDocument();
  });
});
