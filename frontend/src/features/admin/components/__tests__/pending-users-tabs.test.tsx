import { AccountType } from '@conectando/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildPendingAccount, signInAsAdmin } from '@/testing/handlers/admin';
import { authHandlers, buildUser } from '@/testing/handlers/auth';
import { maintenanceHandlers } from '@/testing/handlers/maintenance';
import { json, mockApi } from '@/testing/mock-api';
import { findToast, renderApp, screen, waitFor, within } from '@/testing/test-utils';

const professional = buildPendingAccount({ id: 'p-1', name: 'Camila Rojas', specialty: 'Kinesiología' });
const institution = buildPendingAccount({
  id: 'i-1',
  name: 'Jorge Araya',
  email: 'jorge@hogar.cl',
  accountType: AccountType.Institucion,
  specialty: null,
  institutionName: 'Hogar Los Aromos',
  legalRepresentative: 'Jorge Araya',
  institutionEmail: 'contacto@hogar.cl',
  documentUrl: '/api/files/documento-1',
  reviewDeadline: '2026-11-27',
});
const otherInstitution = buildPendingAccount({
  id: 'i-2',
  name: 'Marta Reyes',
  accountType: AccountType.Institucion,
  specialty: null,
  institutionName: 'Centro Diurno Sol',
  legalRepresentative: 'Marta Reyes',
  institutionEmail: 'sol@centro.cl',
});

describe('Validar Usuarios', () => {
  let api: ReturnType<typeof mockApi>;

  beforeEach(() => {
    api = signInAsAdmin({
      'GET /api/admin/pending-users': json([professional, institution, otherInstitution]),
    });
  });

  it('shows the two tabs with their counts and the cards of each', async () => {
    const { user } = renderApp({ route: '/admin/validar-usuarios' });

    const professionalsTab = await screen.findByRole('tab', { name: /Profesionales/ });
    const institutionsTab = screen.getByRole('tab', { name: /Instituciones/ });
    expect(professionalsTab).toHaveTextContent('Profesionales1');
    expect(institutionsTab).toHaveTextContent('Instituciones2');

    const card = screen.getByRole('article', { name: 'Camila Rojas' });
    expect(within(card).getByText('Kinesiología')).toBeInTheDocument();
    expect(within(card).getByText('Revisar antes del 23 de noviembre de 2026')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Ver certificado/ })).toHaveAttribute('target', '_blank');

    await user.click(institutionsTab);
    const institutionCard = await screen.findByRole('article', { name: 'Jorge Araya' });
    expect(within(institutionCard).getByText('Hogar Los Aromos')).toBeInTheDocument();
    expect(within(institutionCard).getByText('contacto@hogar.cl')).toBeInTheDocument();
    expect(within(institutionCard).getByRole('link', { name: /Ver documento/ })).toHaveAttribute(
      'href',
      '/api/files/documento-1',
    );
    expect(within(institutionCard).getByRole('button', { name: 'Validar Institución' })).toBeInTheDocument();
  });

  it('validates a professional, says so and removes the card', async () => {
    api.use({
      'PATCH /api/admin/users/p-1/validate': json({
        userId: 'p-1',
        isValidated: true,
        validatedAt: '',
        validatedBy: 'admin-1',
      }),
    });
    const { user } = renderApp({ route: '/admin/validar-usuarios' });

    const card = await screen.findByRole('article', { name: 'Camila Rojas' });
    api.use({ 'GET /api/admin/pending-users': json([institution, otherInstitution]) });
    await user.click(within(card).getByRole('button', { name: 'Validar Profesional' }));
    const dialog = await screen.findByRole('dialog', { name: 'Validar a Camila Rojas' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Certificado revisado' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar validación' }));

    await findToast('Usuario validado');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Camila Rojas' })).not.toBeInTheDocument());
    expect(screen.getByText('No hay profesionales pendientes de validación')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Profesionales/ })).toHaveTextContent('Profesionales0');

    const [request] = api.callsTo('PATCH', '/api/admin/users/p-1/validate');
    expect(request?.headers['x-user-id']).toBe('admin-1');
  });

  it('shows a destructive toast when the validation fails', async () => {
    api.use({ 'PATCH /api/admin/users/p-1/validate': json({ statusCode: 500, code: 'INTERNAL', message: '' }, 500) });
    const { user } = renderApp({ route: '/admin/validar-usuarios' });

    await user.click(await screen.findByRole('button', { name: 'Validar Profesional' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar validación' }));

    await findToast('Error', 'No se pudo validar el usuario');
    // The dialog stays open to try again; closed, the card is still there.
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('article', { name: 'Camila Rojas' })).toBeInTheDocument();
  });

  it('denies access to a non-admin', async () => {
    mockApi({ ...authHandlers.signedIn(buildUser()), ...maintenanceHandlers.off() });
    renderApp({ route: '/admin/validar-usuarios' });
    expect(await screen.findByRole('heading', { name: 'Acceso denegado' })).toBeInTheDocument();
  });
});
