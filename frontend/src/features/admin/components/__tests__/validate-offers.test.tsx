import { beforeEach, describe, expect, it } from 'vitest';
import { adminUser as admin } from '@/testing/handlers/admin';
import { OFFER_ID, buildOffer, signInAs } from '@/testing/handlers/marketplace';
import { createFakeSocket } from '@/testing/fake-socket';
import { json, mockApi } from '@/testing/mock-api';
import { findToast, renderApp, screen, waitFor, within } from '@/testing/test-utils';

// Each screen is a lazy chunk and this machine is shared: allow the first render more than 1 s.

const pendingOffer = buildOffer({ status: 'pending', listStatus: null });
const approvedOffer = buildOffer({ id: 'ok-1', title: 'Psicóloga para grupo de apoyo' });
const rejectedOffer = buildOffer({
  id: 'no-1',
  title: 'Nutricionista para menú semanal',
  status: 'rejected',
  listStatus: null,
  rejectionReason: null,
});

const section = (name: string) => screen.getByRole('region', { name });

/** The validation screen, once the pending offer's card shows (its chunk may take a while here). */
async function withPendingCard() {
  const rendered = renderApp({ route: '/admin/validar-ofertas' });
  const card = await screen.findByRole('article', { name: 'Kinesiólogo para taller de movilidad' }, { timeout: 4000 });
  return { ...rendered, card };
}

describe('Validar Ofertas', () => {
  let api: ReturnType<typeof mockApi>;

  beforeEach(() => {
    api = signInAs(admin, {
      'GET /api/admin/offers': json({ pending: [pendingOffer], approved: [approvedOffer], rejected: [rejectedOffer] }),
    });
  });

  it('shows the three sections with their counts; only pending offers have actions', async () => {
    await withPendingCard();
    expect(section('Pendientes de Validación')).toHaveTextContent('Pendientes de Validación1');
    expect(section('Aprobadas')).toHaveTextContent('Aprobadas1');
    expect(section('Rechazadas')).toHaveTextContent('Rechazadas1');
    expect(within(section('Pendientes de Validación')).getByRole('button', { name: 'Aprobar' })).toBeInTheDocument();
    expect(within(section('Aprobadas')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(section('Rechazadas')).getByText('No se proporcionó un motivo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/skills');
  });

  it('approves an offer', async () => {
    api.use({ [`PATCH /api/offers/${OFFER_ID}/status`]: json(buildOffer()) });
    const { user, card } = await withPendingCard();
    api.use({
      'GET /api/admin/offers': json({
        pending: [],
        approved: [buildOffer(), approvedOffer],
        rejected: [rejectedOffer],
      }),
    });
    await user.click(within(card).getByRole('button', { name: 'Aprobar' }));
    await findToast('Estado actualizado');
    expect(api.callsTo('PATCH', `/api/offers/${OFFER_ID}/status`)[0].body).toEqual({ status: 'approved' });
    await waitFor(() => expect(section('Aprobadas')).toHaveTextContent('Aprobadas2'));
    expect(screen.getByText('No hay ofertas pendientes de validación')).toBeInTheDocument();
  });

  it('requires a reason to reject', async () => {
    api.use({
      [`PATCH /api/offers/${OFFER_ID}/status`]: json(
        buildOffer({ status: 'rejected', rejectionReason: 'Falta el horario' }),
      ),
    });
    const { user, card } = await withPendingCard();
    await user.click(within(card).getByRole('button', { name: 'Rechazar' }));

    const dialog = await screen.findByRole('dialog', { name: 'Rechazar Oferta' });
    const confirm = within(dialog).getByRole('button', { name: 'Rechazar oferta' });
    const reason = within(dialog).getByLabelText(/Motivo del rechazo/);
    expect(confirm).toBeDisabled();
    await user.type(reason, '   ');
    await user.tab();
    expect(confirm).toBeDisabled();
    // The title and description, as the field's error.
    expect(await within(dialog).findByText('Motivo requerido')).toBeInTheDocument();
    expect(within(dialog).getByText('Debes proporcionar un motivo para el rechazo')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');

    await user.type(reason, 'Falta el horario');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await findToast('Estado actualizado');
    expect(api.callsTo('PATCH', `/api/offers/${OFFER_ID}/status`)[0].body).toEqual({
      status: 'rejected',
      rejectionReason: 'Falta el horario',
    });
  });

  it("says 'Motivo requerido' as soon as only blanks are typed, and not before", async () => {
    const { user, card } = await withPendingCard();
    await user.click(within(card).getByRole('button', { name: 'Rechazar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar Oferta' });
    expect(within(dialog).queryByText('Motivo requerido')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Motivo del rechazo/), '  ');
    expect(await within(dialog).findByText('Motivo requerido')).toBeInTheDocument();
    expect(within(dialog).getByText('Debes proporcionar un motivo para el rechazo')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Rechazar oferta' })).toBeDisabled();
  });

  it('opens empty for the next offer after a rejection went through', async () => {
    const second = buildOffer({
      id: 'pend-2',
      title: 'Psicólogo para taller de memoria',
      status: 'pending',
      listStatus: null,
    });
    api.use({
      'GET /api/admin/offers': json({ pending: [pendingOffer, second], approved: [], rejected: [] }),
      [`PATCH /api/offers/${OFFER_ID}/status`]: () => {
        api.use({
          'GET /api/admin/offers': json({
            pending: [second],
            approved: [],
            rejected: [{ ...pendingOffer, status: 'rejected' }],
          }),
        });
        return json(buildOffer({ status: 'rejected', rejectionReason: 'Falta el horario' }));
      },
    });
    const { user, card: first } = await withPendingCard();
    await user.click(within(first).getByRole('button', { name: 'Rechazar' }));
    let dialog = await screen.findByRole('dialog', { name: 'Rechazar Oferta' });
    await user.type(within(dialog).getByLabelText(/Motivo del rechazo/), 'Falta el horario');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar oferta' }));
    await findToast('Estado actualizado');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const next = await screen.findByRole('article', { name: 'Psicólogo para taller de memoria' });
    await user.click(within(next).getByRole('button', { name: 'Rechazar' }));
    dialog = await screen.findByRole('dialog', { name: 'Rechazar Oferta' });
    expect(within(dialog).getByText(/Psicólogo para taller de memoria/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Motivo del rechazo/)).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Rechazar oferta' })).toBeDisabled();
    expect(within(dialog).queryByText('Motivo requerido')).not.toBeInTheDocument();
  });

  it('shows the fixed error when the change fails', async () => {
    api.use({
      [`PATCH /api/offers/${OFFER_ID}/status`]: json({ statusCode: 500, code: 'INTERNAL', message: '' }, 500),
    });
    const { user, card } = await withPendingCard();
    await user.click(within(card).getByRole('button', { name: 'Aprobar' }));
    await findToast('Error', 'No se pudo actualizar el estado');
  });

  it('moves live when an institution submits an offer', async () => {
    api.use({ 'GET /api/admin/offers': json({ pending: [], approved: [], rejected: [] }) });
    const socket = createFakeSocket();
    renderApp({ route: '/admin/validar-ofertas', socket });
    expect(
      await screen.findByText('No hay ofertas pendientes de validación', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    api.use({ 'GET /api/admin/offers': json({ pending: [pendingOffer], approved: [], rejected: [] }) });
    await waitFor(() => expect(socket.listenerCount('admin:queue-changed')).toBeGreaterThan(0));
    socket.serverEmit('admin:queue-changed', { queue: 'offers' });
    expect(await screen.findByRole('article', { name: 'Kinesiólogo para taller de movilidad' })).toBeInTheDocument();
  });
});

describe('/admin', () => {
  it('shows live pending counts and links the queue dashboard as a server page', async () => {
    const api = signInAs(admin, {
      'GET /api/admin/pending-counts': json({ users: 2, offers: 1 }),
    });
    const socket = createFakeSocket();
    renderApp({ route: '/admin', socket });
    const users = await screen.findByRole('link', { name: /Validar Usuarios/ }, { timeout: 4000 });
    await waitFor(() => expect(users).toHaveTextContent('2 pendientes'));
    const offers = screen.getByRole('link', { name: /Validar Ofertas/ });
    expect(offers).toHaveAttribute('href', '/admin/validar-ofertas');
    expect(offers).toHaveTextContent('1 pendiente');
    expect(screen.getByRole('link', { name: /Colas de eventos/ })).toHaveAttribute('href', '/admin/queues');

    await waitFor(() => expect(socket.listenerCount('admin:pending-counts')).toBe(1));
    socket.serverEmit('admin:pending-counts', { users: 1, offers: 3, reports: 0, help: 0 });
    await waitFor(() => expect(offers).toHaveTextContent('3 pendientes'));
    expect(users).toHaveTextContent('1 pendiente');
    expect(api.callsTo('GET', '/api/admin/pending-counts')).toHaveLength(1);
  });
});
