import { AccountType, awardMessage } from '@conectando/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/handlers/auth';
import { OFFER_ID, buildMyApplication, signInAs } from '@/testing/handlers/marketplace';
import { createFakeSocket } from '@/testing/fake-socket';
import { json, mockApi } from '@/testing/mock-api';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

const professional = buildUser({ id: 'pro-1', name: 'Camila Rojas', accountType: AccountType.Profesional });

const submitted = buildMyApplication({ proposedRate: 30000 });
const awarded = buildMyApplication({
  id: '7d1e2f3a-0000-4000-8000-000000000002',
  status: 'awarded',
  isRead: true,
  awardedAt: '2026-11-22T15:00:00.000Z',
  createdAt: '2026-11-10T12:00:00.000Z',
});
const rejected = buildMyApplication({
  id: '9a8b7c6d-0000-4000-8000-000000000003',
  status: 'rejected',
  isRead: true,
  refunded: true,
});

describe('Mis Postulaciones', () => {
  let api: ReturnType<typeof mockApi>;

  beforeEach(() => {
    api = signInAs(professional, {
      'GET /api/my/applications': json([submitted, awarded, rejected]),
    });
  });

  it('labels each status and shows the dates', async () => {
    renderApp({ route: '/profesional/salud/mis-postulaciones' });
    const first = await screen.findByRole('article', { name: 'Postulación #3f2a9c1b' }, { timeout: 4000 });
    expect(within(first).getByText('En Revisión')).toBeInTheDocument();
    expect(within(first).getByText('Enviada el 21 de noviembre de 2026')).toBeInTheDocument();
    expect(within(first).getByText('$30.000')).toBeInTheDocument();
    expect(within(first).queryByText('Leída por la institución')).not.toBeInTheDocument();

    const second = screen.getByRole('article', { name: 'Postulación #7d1e2f3a' });
    expect(within(second).getByText('Adjudicado')).toBeInTheDocument();
    expect(within(second).getByText('Adjudicada el 22 de noviembre de 2026')).toBeInTheDocument();

    const third = screen.getByRole('article', { name: 'Postulación #9a8b7c6d' });
    expect(within(third).getByText('Rechazada')).toBeInTheDocument();
    expect(within(third).getByText('La oferta se cerró sin adjudicar: te devolvimos el token.')).toBeInTheDocument();
  });

  it("shows 'Leída por la institución' live", async () => {
    const socket = createFakeSocket();
    renderApp({ route: '/profesional/salud/mis-postulaciones', socket });
    const first = await screen.findByRole('article', { name: 'Postulación #3f2a9c1b' }, { timeout: 4000 });
    await waitFor(() => expect(socket.listenerCount('application:read')).toBe(1));
    socket.serverEmit('application:read', {
      offerId: OFFER_ID,
      applicationId: submitted.id,
      readAt: '2026-11-22T16:00:00.000Z',
    });
    expect(await within(first).findByText('Leída por la institución')).toBeInTheDocument();
  });

  it('offers the way to the offers when there is none', async () => {
    api.use({ 'GET /api/my/applications': json([]) });
    renderApp({ route: '/profesional/salud/mis-postulaciones' });
    expect(await screen.findByText('Aún no has postulado a ninguna oferta', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver Ofertas Disponibles' })).toHaveAttribute(
      'href',
      '/profesional/salud/ofertas',
    );
  });
});

describe('award alert', () => {
  it('pops up on any screen when the application is awarded, and the list follows', async () => {
    const api = signInAs(professional, {
      'GET /api/my/applications': json([submitted]),
    });
    const socket = createFakeSocket();
    const { user } = renderApp({ route: '/profesional/salud/mis-postulaciones', socket });
    const card = await screen.findByRole('article', { name: 'Postulación #3f2a9c1b' }, { timeout: 4000 });

    await waitFor(() => expect(socket.listenerCount('application:awarded')).toBeGreaterThan(0));
    api.use({
      'GET /api/my/applications': json([{ ...submitted, status: 'awarded', awardedAt: '2026-11-22T17:00:00.000Z' }]),
    });
    const message = awardMessage('Kinesiólogo para taller de movilidad', 'Hogar Los Aromos');
    socket.serverEmit('application:awarded', {
      offerId: OFFER_ID,
      applicationId: submitted.id,
      offerTitle: 'Kinesiólogo para taller de movilidad',
      institutionName: 'Hogar Los Aromos',
      awardedAt: '2026-11-22T17:00:00.000Z',
      title: '¡Felicitaciones!',
      message,
    });

    const alert = await screen.findByRole('alertdialog', { name: /¡Felicitaciones!/ });
    expect(
      within(alert).getByText('Te adjudicaron la oferta «Kinesiólogo para taller de movilidad» de Hogar Los Aromos.'),
    ).toBeInTheDocument();
    // The title says it; the message does not say it again.
    expect(alert.textContent.match(/¡Felicitaciones!/g)).toHaveLength(1);
    expect(await within(card).findByText('Adjudicado')).toBeInTheDocument();

    // The same news as a notification goes to the bell, not into a toast over the alert.
    socket.serverEmit('notification:created', {
      id: 'n-award',
      type: 'application.awarded',
      title: '¡Felicitaciones! Te adjudicaron un trabajo',
      body: message,
      link: '/profesional/salud/mis-postulaciones',
      readAt: null,
      createdAt: '2026-11-22T17:00:00.000Z',
      count: 1,
    });
    await waitFor(() =>
      expect(screen.queryByText('¡Felicitaciones! Te adjudicaron un trabajo')).not.toBeInTheDocument(),
    );
    await user.click(within(alert).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
