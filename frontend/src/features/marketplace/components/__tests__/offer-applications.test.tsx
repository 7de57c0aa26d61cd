import { AccountType } from '@conectando/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/handlers/auth';
import { OFFER_ID, buildEntry, buildOffer, signInAs } from '@/testing/handlers/marketplace';
import { createFakeSocket } from '@/testing/fake-socket';
import { json, mockApi } from '@/testing/mock-api';
import { findToast, renderApp, screen, waitFor, within } from '@/testing/test-utils';

const institution = buildUser({ id: 'inst-1', name: 'Hogar Los Aromos', accountType: AccountType.Institucion });
const route = `/profesional/centro/ofertas/${OFFER_ID}`;
const applicationsPath = `GET /api/offers/${OFFER_ID}/applications`;

const rated = buildEntry({ id: 'app-1' }, { id: 'pro-1', name: 'Camila Rojas', ratingAvg: 456, ratingCount: 3 });
const unrated = buildEntry(
  { id: 'app-2', professionalId: 'pro-2', proposedRate: 30000, isRead: false, readAt: null },
  {
    id: 'pro-2',
    name: 'Tomás Fuentes',
    email: 'tomas@ejemplo.cl',
    specialty: 'Kinesiología deportiva',
    ratingAvg: 0,
    ratingCount: 0,
  },
);

describe('Detalle de Oferta', () => {
  let api: ReturnType<typeof mockApi>;

  beforeEach(() => {
    api = signInAs(institution, {
      [`GET /api/offers/${OFFER_ID}`]: json(buildOffer()),
      [applicationsPath]: json([rated, unrated]),
      'PATCH /api/applications/app-2/mark-read': json({ ...unrated.application, isRead: true }),
    });
  });

  it('shows the offer and each application, with the rating only when there is one', async () => {
    renderApp({ route });
    expect(await screen.findByRole('heading', { level: 1, name: 'Detalle de Oferta' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Postulaciones (2)' })).toBeInTheDocument();
    expect(screen.getByText('90 min')).toBeInTheDocument();
    expect(screen.getByText('$35.000')).toBeInTheDocument();

    const camila = screen.getByRole('article', { name: 'Camila Rojas' });
    expect(within(camila).getByText('★ 4,6 (3 valoraciones)')).toBeInTheDocument();
    expect(within(camila).getByRole('link', { name: 'Ver perfil' })).toHaveAttribute('href', '/mentor/pro-1');
    expect(within(camila).getByRole('button', { name: 'Adjudicar' })).toBeInTheDocument();

    const tomas = screen.getByRole('article', { name: 'Tomás Fuentes' });
    expect(within(tomas).queryByText(/★/)).not.toBeInTheDocument();
    expect(within(tomas).getByText('$30.000')).toBeInTheDocument();
    expect(within(tomas).getByText('Kinesiología deportiva')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/profesional/centro/mis-solicitudes');
  });

  it('marks the unread applications read when it opens', async () => {
    renderApp({ route });
    await screen.findByRole('article', { name: 'Tomás Fuentes' });
    await waitFor(() => expect(api.callsTo('PATCH', '/api/applications/app-2/mark-read')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/applications/app-1/mark-read')).toHaveLength(0);
  });

  it('says so when nobody applied yet', async () => {
    api.use({ [applicationsPath]: json([]) });
    renderApp({ route });
    expect(await screen.findByText('No hay postulaciones para esta oferta aún')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Postulaciones (0)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar sin adjudicar' })).toBeInTheDocument();
  });

  it('awards one application after a confirmation and shows the awarded box', async () => {
    api.use({ 'POST /api/applications/app-1/award': json({ ...rated.application, status: 'awarded' }) });
    const { user } = renderApp({ route });
    const camila = await screen.findByRole('article', { name: 'Camila Rojas' });
    await user.click(within(camila).getByRole('button', { name: 'Adjudicar' }));
    const dialog = await screen.findByRole('alertdialog');
    api.use({
      [`GET /api/offers/${OFFER_ID}`]: json(
        buildOffer({ closedAt: '2026-11-22T12:00:00.000Z', closedReason: 'awarded', listStatus: 'completed' }),
      ),
      [applicationsPath]: json([
        buildEntry(
          { ...rated.application, status: 'awarded', awardedAt: '2026-11-22T12:00:00.000Z' },
          rated.professional,
        ),
        buildEntry({ ...unrated.application, status: 'rejected', isRead: true }, unrated.professional),
      ]),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Adjudicar' }));

    await findToast('¡Trabajo adjudicado!', 'El profesional ha sido notificado y el trabajo ha comenzado.');
    const box = await screen.findByRole('region', { name: 'Profesional Adjudicado' });
    expect(within(box).getByText('camila@ejemplo.cl')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Camila Rojas' })).getByText('Adjudicado')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Tomás Fuentes' })).getByText('Rechazada')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adjudicar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cerrar sin adjudicar' })).not.toBeInTheDocument();
    expect(screen.getByText('Completada')).toBeInTheDocument();
  });

  it('shows the fixed error when the award fails', async () => {
    api.use({
      'POST /api/applications/app-1/award': json({ statusCode: 500, code: 'INTERNAL', message: 'boom' }, 500),
    });
    const { user } = renderApp({ route });
    await user.click(
      within(await screen.findByRole('article', { name: 'Camila Rojas' })).getByRole('button', { name: 'Adjudicar' }),
    );
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Adjudicar' }));
    await findToast('Error', 'No se pudo adjudicar el trabajo');
  });

  it('keeps the offer and its applicants on screen when the signal drops while awarding', async () => {
    const { user } = renderApp({ route });
    const card = await screen.findByRole('article', { name: 'Camila Rojas' });
    // From here on nothing gets through: the award and the re-reads after it fail.
    const noSignal = () => {
      throw new TypeError('Failed to fetch');
    };
    api.use({
      'POST /api/applications/app-1/award': noSignal,
      [`GET /api/offers/${OFFER_ID}`]: noSignal,
      [applicationsPath]: noSignal,
    });
    await user.click(within(card).getByRole('button', { name: 'Adjudicar' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Adjudicar' }));
    await findToast('Error', 'No se pudo adjudicar el trabajo');
    await waitFor(() => expect(api.callsTo('GET', applicationsPath.slice(4)).length).toBeGreaterThan(1));
    // Not 'Error al cargar datos': the person tries again from the same screen.
    expect(screen.queryByText('Error al cargar datos')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Camila Rojas' })).getByRole('button', { name: 'Adjudicar' }),
    ).toBeEnabled();
  });

  it('shows a new application live, without a reload', async () => {
    api.use({ [applicationsPath]: json([rated]) });
    const socket = createFakeSocket();
    renderApp({ route, socket });
    expect(await screen.findByRole('heading', { name: 'Postulaciones (1)' })).toBeInTheDocument();

    api.use({ [applicationsPath]: json([rated, unrated]) });
    await waitFor(() => expect(socket.listenerCount('application:submitted')).toBe(1));
    socket.serverEmit('application:submitted', {
      offerId: OFFER_ID,
      applicationId: 'app-2',
      unreadApplicationsCount: 1,
      totalApplicationsCount: 2,
    });

    expect(await screen.findByRole('article', { name: 'Tomás Fuentes' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Postulaciones (2)' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('PATCH', '/api/applications/app-2/mark-read')).toHaveLength(1));
  });

  it("closes an offer without awarding ('Cerrar sin adjudicar')", async () => {
    api.use({
      [`POST /api/offers/${OFFER_ID}/close`]: json(
        buildOffer({
          closedAt: '2026-11-22T12:00:00.000Z',
          closedReason: 'closed_without_award',
          listStatus: 'completed',
        }),
      ),
    });
    const { user } = renderApp({ route });
    await user.click(await screen.findByRole('button', { name: 'Cerrar sin adjudicar' }, { timeout: 4000 }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cerrar sin adjudicar' });
    expect(dialog).toHaveTextContent('quienes postularon recuperarán su token');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar oferta' }));
    await findToast('Oferta cerrada');
    expect(api.callsTo('POST', `/api/offers/${OFFER_ID}/close`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cerrar sin adjudicar' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Adjudicar' })).not.toBeInTheDocument();
  });

  it('is also reached as /marketplace/offer/:id (the older path)', async () => {
    renderApp({ route: `/marketplace/offer/${OFFER_ID}` });
    expect(await screen.findByRole('heading', { name: 'Postulaciones (2)' }, { timeout: 4000 })).toBeInTheDocument();
  });

  it('sends /marketplace/profile to the profile screen', async () => {
    const { router } = renderApp({ route: '/marketplace/profile' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });
});
