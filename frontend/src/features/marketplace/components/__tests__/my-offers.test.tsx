import { AccountType } from '@conectando/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/handlers/auth';
import {
  OFFER_ID,
  buildMyOffer,
  buildOffer,
  buildTokenSummary,
  tokenHandlers,
  signInAs,
} from '@/testing/handlers/marketplace';
import { createFakeSocket } from '@/testing/fake-socket';
import { json, mockApi } from '@/testing/mock-api';
import { findToast, renderApp, screen, waitFor, within } from '@/testing/test-utils';

const institution = buildUser({ id: 'inst-1', name: 'Hogar Los Aromos', accountType: AccountType.Institucion });

const approved = buildMyOffer({ totalApplicationsCount: 3, unreadApplicationsCount: 1 });
const rejected = buildMyOffer({
  id: 'rej-1',
  title: 'Nutricionista para menú semanal',
  status: 'rejected',
  listStatus: null,
  rejectionReason: 'Falta indicar el horario.',
});
const rejectedNoReason = buildMyOffer({
  id: 'rej-2',
  title: 'Psicóloga para grupo de duelo',
  status: 'rejected',
  listStatus: null,
  rejectionReason: null,
});
const pending = buildMyOffer({
  id: 'pen-1',
  title: 'Enfermera para control de presión',
  status: 'pending',
  listStatus: null,
});

describe('Mis Solicitudes', () => {
  let api: ReturnType<typeof mockApi>;

  beforeEach(() => {
    api = signInAs(institution, {
      ...tokenHandlers(),
      'GET /api/my/offers': json([approved, rejected, rejectedNoReason, pending]),
    });
  });

  it('links an approved offer to its applications with its counts, and leaves a pending one unclickable', async () => {
    renderApp({ route: '/profesional/centro/mis-solicitudes' });
    // The first screen of the file also waits for its lazy chunk.
    const link = await screen.findByRole('link', { name: /Kinesiólogo para taller de movilidad/ }, { timeout: 4000 });
    expect(link).toHaveAttribute('href', `/profesional/centro/ofertas/${OFFER_ID}`);
    expect(link).toHaveTextContent('3 postulaciones · 1 sin leer');
    expect(link).toHaveTextContent('Activa');
    expect(screen.getByText('Enfermera para control de presión')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Enfermera/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Enfermera/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nueva Oferta' })).toHaveAttribute('href', '/profesional/centro/publicar');
  });

  it('opens the rejection reason, with a fallback and the way to edit and resend', async () => {
    const { user } = renderApp({ route: '/profesional/centro/mis-solicitudes' });
    await user.click(await screen.findByRole('button', { name: /Nutricionista para menú semanal/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Oferta rechazada' });
    expect(within(dialog).getByText('Falta indicar el horario.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Editar y reenviar' })).toHaveAttribute(
      'href',
      '/profesional/centro/ofertas/rej-1/editar',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: /Psicóloga para grupo de duelo/ }));
    dialog = await screen.findByRole('dialog', { name: 'Oferta rechazada' });
    expect(within(dialog).getByText('No se proporcionó un motivo')).toBeInTheDocument();
  });

  it('updates the counts live when an application arrives', async () => {
    const socket = createFakeSocket();
    renderApp({ route: '/profesional/centro/mis-solicitudes', socket });
    const link = await screen.findByRole('link', { name: /Kinesiólogo para taller de movilidad/ });
    await waitFor(() => expect(socket.listenerCount('application:submitted')).toBe(1));
    socket.serverEmit('application:submitted', {
      offerId: OFFER_ID,
      applicationId: 'app-4',
      unreadApplicationsCount: 2,
      totalApplicationsCount: 4,
    });
    await waitFor(() => expect(link).toHaveTextContent('4 postulaciones · 2 sin leer'));
  });

  it('edits and resends a rejected offer', async () => {
    api.use({
      'GET /api/offers/rej-1': json(buildOffer({ ...rejected })),
      'PUT /api/offers/rej-1': json(buildOffer({ ...rejected, status: 'pending', rejectionReason: null })),
    });
    const { user, router } = renderApp({ route: '/profesional/centro/ofertas/rej-1/editar' });
    expect(await screen.findByText('Falta indicar el horario.')).toBeInTheDocument();
    const title = screen.getByLabelText(/Título de la oferta/);
    expect(title).toHaveValue('Nutricionista para menú semanal');
    await user.clear(title);
    await user.type(title, 'Nutricionista para menú semanal, martes 10:00');
    await user.click(screen.getByRole('button', { name: 'Reenviar Oferta' }));

    await findToast('¡Oferta creada!');
    expect(api.callsTo('PUT', '/api/offers/rej-1')[0].body).toMatchObject({
      title: 'Nutricionista para menú semanal, martes 10:00',
      payment: 35000,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profesional/centro/mis-solicitudes'));
  });
});

const OFFER_INPUT = {
  title: 'Kinesiólogo para taller de movilidad',
  description: 'Buscamos un kinesiólogo que guíe un taller semanal de movilidad para veinte personas.',
  serviceType: 'kinesiologo',
  modality: 'presencial',
  location: 'Providencia',
  payment: 35000,
};

async function fillOffer(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText(/Título de la oferta/), OFFER_INPUT.title);
  await user.type(screen.getByLabelText(/Descripción/), OFFER_INPUT.description);
  await user.selectOptions(screen.getByLabelText(/Tipo de servicio/), OFFER_INPUT.serviceType);
  await user.selectOptions(screen.getByLabelText(/Modalidad/), OFFER_INPUT.modality);
  await user.type(screen.getByLabelText(/Ubicación/), OFFER_INPUT.location);
  await user.type(screen.getByLabelText(/Pago/), String(OFFER_INPUT.payment));
}

describe('Publicar Oferta de Servicio', () => {
  let api: ReturnType<typeof mockApi>;

  beforeEach(() => {
    api = signInAs(institution, {
      ...tokenHandlers(),
      'GET /api/my/offers': json([]),
    });
  });

  it('shows every offer rule and sends nothing', async () => {
    const { user } = renderApp({ route: '/profesional/centro/publicar' });
    await screen.findByRole('heading', { level: 1, name: 'Publicar Oferta de Servicio' });
    await user.type(screen.getByLabelText(/Título de la oferta/), 'Corto');
    await user.click(await screen.findByRole('button', { name: 'Publicar Oferta' }));
    for (const message of [
      'El título debe tener al menos 10 caracteres',
      'La descripción debe tener al menos 50 caracteres',
      'El tipo de servicio es requerido',
      'La modalidad es requerida',
      'La ubicación es requerida',
      'El pago debe ser mayor a 0',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(api.callsTo('POST', '/api/offers')).toHaveLength(0);
  });

  it('publishes, says it is in review and goes to Mis Solicitudes', async () => {
    api.use({ 'POST /api/offers': json(buildOffer({ status: 'pending' }), 201) });
    const { user, router } = renderApp({ route: '/profesional/centro/publicar' });
    await fillOffer(user);
    await user.click(screen.getByRole('button', { name: 'Publicar Oferta' }));

    await findToast('¡Oferta creada!', 'Tu oferta está en revisión. La validaremos en un máximo de 5 días hábiles.');
    expect(api.callsTo('POST', '/api/offers')[0].body).toEqual(OFFER_INPUT);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profesional/centro/mis-solicitudes'));
  });

  it('cannot publish without tokens, and says why', async () => {
    api.use(tokenHandlers(buildTokenSummary({ free: 0, available: 0 })));
    renderApp({ route: '/profesional/centro/publicar' });
    expect(await screen.findByText('No tienes tokens disponibles para publicar ofertas.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publicar Oferta' })).toBeDisabled();
  });

  it('says when the tokens could not be read, keeps publishing off, and reads them again on Reintentar', async () => {
    api.use({ 'GET /api/tokens/summary': json({ statusCode: 500, code: 'INTERNAL', message: 'x' }, 500) });
    const { user } = renderApp({ route: '/profesional/centro/publicar' });
    expect(await screen.findByText('No pudimos cargar tus tokens')).toBeInTheDocument();
    expect(
      screen.getByText('Sin ese dato no podemos saber si te quedan tokens. Revisa tu conexión y vuelve a intentarlo.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publicar Oferta' })).toBeDisabled();

    api.use(tokenHandlers());
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Publicar usa 1 token. Tienes 2 tokens disponibles.')).toBeInTheDocument();
    expect(screen.queryByText('No pudimos cargar tus tokens')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publicar Oferta' })).toBeEnabled();
  });

  it("shows the server's message when publishing fails", async () => {
    api.use({ 'POST /api/offers': json({ statusCode: 500, code: 'INTERNAL', message: '' }, 500) });
    const { user } = renderApp({ route: '/marketplace/create-offer' });
    await fillOffer(user);
    await user.click(screen.getByRole('button', { name: 'Publicar Oferta' }));
    await findToast('Error', 'No se pudo crear la oferta');
  });
});
