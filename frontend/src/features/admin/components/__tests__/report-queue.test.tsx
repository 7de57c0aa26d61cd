import type { AdminReportResponse } from '@conectando/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeSocket } from '@/testing/fake-socket';
import { signInAsAdmin } from '@/testing/handlers/admin';
import { authHandlers, buildUser } from '@/testing/handlers/auth';
import { maintenanceHandlers } from '@/testing/handlers/maintenance';
import { json, mockApi, type MockRequest } from '@/testing/mock-api';
import { findToast, renderApp, screen, waitFor, within } from '@/testing/test-utils';

const buildReport = (overrides: Partial<AdminReportResponse> = {}): AdminReportResponse => ({
  id: 'r-1',
  status: 'open',
  reason: 'scam',
  details: 'Me pidió plata para un remedio',
  evidence: [
    {
      messageId: 'm-1',
      senderId: 'u-tomas',
      senderName: 'Tomás Pérez',
      content: 'Hazme una transferencia de $200.000 a mi cuenta RUT',
      sentAt: '2026-11-30T15:05:00.000Z',
    },
  ],
  reporter: { id: 'u-elena', name: 'Elena Soto' },
  target: { id: 'u-tomas', name: 'Tomás Pérez', openReports: 2, suspended: false },
  createdAt: '2026-11-30T15:10:00.000Z',
  action: null,
  note: null,
  reviewedBy: null,
  reviewedAt: null,
  ...overrides,
});

const byStatus = (open: AdminReportResponse[], closed: AdminReportResponse[]) => (req: MockRequest) =>
  json(req.query.get('status') === 'closed' ? closed : open);

describe('Reportes', () => {
  let api: ReturnType<typeof mockApi>;
  beforeEach(() => {
    api = signInAsAdmin({
      'GET /api/admin/reports': byStatus([buildReport()], []),
    });
  });

  it('shows each report with the person, the reason, what they wrote and who reported', async () => {
    renderApp({ route: '/admin/reportes' });
    const card = await screen.findByRole('article', { name: 'Reporte sobre Tomás Pérez' }, { timeout: 4000 });
    expect(within(card).getByText('Me pidió dinero o datos bancarios')).toBeInTheDocument();
    expect(within(card).getByText('Reportado por Elena Soto el 30 de noviembre de 2026')).toBeInTheDocument();
    expect(within(card).getByText('2 reportes abiertos sobre esta persona')).toBeInTheDocument();
    expect(within(card).getByText('Me pidió plata para un remedio')).toBeInTheDocument();
    expect(within(card).getByText('Hazme una transferencia de $200.000 a mi cuenta RUT')).toBeInTheDocument();
    expect(within(card).getByText(/Tomás Pérez · 30 de noviembre de 2026/)).toBeInTheDocument();
  });

  it('suspends only after the confirmation, says so and moves the report to the reviewed ones', async () => {
    api.use({
      'PATCH /api/admin/reports/r-1': (req) => {
        api.use({
          'GET /api/admin/reports': byStatus(
            [],
            [
              buildReport({
                status: 'closed',
                action: 'suspend',
                reviewedAt: '2026-12-01T10:00:00.000Z',
                target: { id: 'u-tomas', name: 'Tomás Pérez', openReports: 0, suspended: true },
              }),
            ],
          ),
        });
        return json(buildReport({ status: 'closed', action: (req.body as { action: 'suspend' }).action }));
      },
    });
    const { user } = renderApp({ route: '/admin/reportes' });
    const card = await screen.findByRole('article', { name: 'Reporte sobre Tomás Pérez' }, { timeout: 4000 });
    await user.click(within(card).getByRole('button', { name: 'Suspender cuenta' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Suspender a Tomás Pérez' });
    expect(api.callsTo('PATCH', '/api/admin/reports/r-1')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Suspender cuenta' }));

    await findToast('Cuenta suspendida', 'Tomás Pérez ya no puede ingresar y su contenido dejó de verse.');
    expect(api.callsTo('PATCH', '/api/admin/reports/r-1')[0]?.body).toEqual({ action: 'suspend' });
    expect(await screen.findByText('No hay reportes por revisar')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Revisados' }));
    const closed = await screen.findByRole('article', { name: 'Reporte sobre Tomás Pérez' });
    expect(within(closed).getByText('Decisión: Cuenta suspendida el 1 de diciembre de 2026')).toBeInTheDocument();
    api.use({ 'POST /api/admin/users/u-tomas/reinstate': { status: 204 } });
    await user.click(within(closed).getByRole('button', { name: 'Quitar suspensión' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Quitar la suspensión a Tomás Pérez' })).getByRole(
        'button',
        { name: 'Quitar suspensión' },
      ),
    );
    await findToast('Suspensión quitada', 'Tomás Pérez puede volver a ingresar.');
  });

  it('shows the server’s Spanish message when a decision fails, and keeps the report', async () => {
    api.use({
      'PATCH /api/admin/reports/r-1': json(
        { statusCode: 409, code: 'CONFLICT', message: 'Este reporte ya fue revisado' },
        409,
      ),
    });
    const { user } = renderApp({ route: '/admin/reportes' });
    const card = await screen.findByRole('article', { name: 'Reporte sobre Tomás Pérez' }, { timeout: 4000 });
    await user.click(within(card).getByRole('button', { name: 'Descartar reporte' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Descartar este reporte' });
    await user.click(within(dialog).getByRole('button', { name: 'Descartar reporte' }));
    await findToast('Error', 'Este reporte ya fue revisado');
  });

  it('moves live when someone reports', async () => {
    api.use({ 'GET /api/admin/reports': byStatus([], []) });
    const socket = createFakeSocket();
    renderApp({ route: '/admin/reportes', socket });
    expect(await screen.findByText('No hay reportes por revisar', {}, { timeout: 4000 })).toBeInTheDocument();
    api.use({ 'GET /api/admin/reports': byStatus([buildReport()], []) });
    await waitFor(() => expect(socket.listenerCount('admin:queue-changed')).toBeGreaterThan(0));
    socket.serverEmit('admin:queue-changed', { queue: 'reports' });
    expect(await screen.findByRole('article', { name: 'Reporte sobre Tomás Pérez' })).toBeInTheDocument();
  });

  it('denies access to a non-admin', async () => {
    mockApi({ ...authHandlers.signedIn(buildUser()), ...maintenanceHandlers.off() });
    renderApp({ route: '/admin/reportes' });
    expect(await screen.findByRole('heading', { name: 'Acceso denegado' })).toBeInTheDocument();
  });
});
