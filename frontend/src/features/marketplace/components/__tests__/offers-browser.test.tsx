import { AccountType, MARKET_MSG } from '@conectando/contracts';
import type { ComponentProps } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '@/testing/handlers/auth';
import { OFFER_ID, buildOffer, buildTokenSummary, tokenHandlers, signInAs } from '@/testing/handlers/marketplace';
import { json, mockApi } from '@/testing/mock-api';
import { findToast, renderApp, renderWithProviders, screen, waitFor, within } from '@/testing/test-utils';
import { ApplyDialog } from '../apply-dialog';

const professional = buildUser({
  id: 'b2c3d4e5-0000-4000-8000-000000000002',
  name: 'Camila Rojas',
  accountType: AccountType.Profesional,
});
const COVER = 'Soy kinesióloga con diez años de experiencia en talleres grupales para personas mayores.';

describe('Postular a Oferta (dialog)', () => {
  const offer = buildOffer();
  /** The dialog for `offer`, with two tokens ready and nothing submitting unless `props` says otherwise. */
  const renderDialog = (props: Partial<ComponentProps<typeof ApplyDialog>> = {}) =>
    renderWithProviders(
      <ApplyDialog
        offer={offer}
        tokens={{ status: 'ready', available: 2 }}
        isSubmitting={false}
        onClose={vi.fn()}
        onSubmit={vi.fn()}
        {...props}
      />,
    );

  it('uses the offer payment as the rate placeholder and explains the 50-character rule', async () => {
    const onSubmit = vi.fn();
    const { user } = renderDialog({ onSubmit });
    const dialog = await screen.findByRole('dialog', { name: 'Postular a Oferta' });
    expect(within(dialog).getByLabelText('Tarifa propuesta (opcional)')).toHaveAttribute('placeholder', '35000');
    await user.type(within(dialog).getByLabelText(/Carta de presentación/), 'Muy corta');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar postulación' }));
    expect(
      await within(dialog).findByText('La carta de presentación debe tener al menos 50 caracteres'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends an empty or 0 rate as null, and refuses a negative one', async () => {
    const onSubmit = vi.fn();
    const { user } = renderDialog({ onSubmit });
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Carta de presentación/), COVER);
    const rate = within(dialog).getByLabelText('Tarifa propuesta (opcional)');
    await user.type(rate, '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar postulación' }));
    expect(await within(dialog).findByText('La tarifa debe ser mayor a 0')).toBeInTheDocument();

    await user.clear(rate);
    await user.type(rate, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar postulación' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ jobOfferId: OFFER_ID, coverLetter: COVER, proposedRate: null });
  });

  it('tells a decimal rate that pesos have no decimals', async () => {
    const onSubmit = vi.fn();
    const { user } = renderDialog({ onSubmit });
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Carta de presentación/), COVER);
    await user.type(within(dialog).getByLabelText('Tarifa propuesta (opcional)'), '25000.5');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar postulación' }));
    expect(await within(dialog).findByText('La tarifa debe ser un número entero, sin decimales')).toBeInTheDocument();
    expect(within(dialog).queryByText('La tarifa debe ser mayor a 0')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is disabled while the tokens load', async () => {
    renderDialog({ tokens: { status: 'loading' } });
    expect(await screen.findByRole('button', { name: 'Enviar postulación' })).toBeDisabled();
  });

  it('says the tokens could not be read, stays disabled, and retries on Reintentar', async () => {
    const retry = vi.fn();
    const { user } = renderDialog({ tokens: { status: 'failed', retry, isRetrying: false } });
    const dialog = await screen.findByRole('dialog', { name: 'Postular a Oferta' });
    expect(within(dialog).getByText('No pudimos cargar tus tokens')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Enviar postulación' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it("says 'Sin tokens' and stays disabled with no tokens left", async () => {
    renderDialog({ tokens: { status: 'ready', available: 0 } });
    expect(await screen.findByText('Sin tokens')).toBeInTheDocument();
    expect(
      screen.getByText(
        'No tienes tokens disponibles para postular. Adquiere tokens premium o espera la renovación mensual.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar postulación' })).toBeDisabled();
  });
});

describe('Ofertas Disponibles', () => {
  let api: ReturnType<typeof mockApi>;

  beforeEach(() => {
    api = signInAs(professional, {
      ...tokenHandlers(),
      'GET /api/offers': json([
        buildOffer(),
        buildOffer({ id: 'pending-offer', title: 'Oferta pendiente de revisión', status: 'pending' }),
      ]),
    });
  });

  it('lists only approved offers with their facts', async () => {
    renderApp({ route: '/profesional/salud/ofertas' });
    const card = await screen.findByRole(
      'article',
      { name: 'Kinesiólogo para taller de movilidad' },
      { timeout: 4000 },
    );
    expect(within(card).getByText('Kinesiólogo/a')).toBeInTheDocument();
    expect(within(card).getByText('Presencial')).toBeInTheDocument();
    expect(within(card).getByText('$35.000')).toBeInTheDocument();
    expect(within(card).getByText('90 min')).toBeInTheDocument();
    expect(screen.queryByText('Oferta pendiente de revisión')).not.toBeInTheDocument();
    expect(screen.getByText('2 tokens disponibles')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver Mis Postulaciones' })).toHaveAttribute(
      'href',
      '/profesional/salud/mis-postulaciones',
    );
  });

  it('filters by service type on the server', async () => {
    const { user } = renderApp({ route: '/profesional/salud/ofertas' });
    await screen.findByRole('article', { name: 'Kinesiólogo para taller de movilidad' }, { timeout: 4000 });
    api.use({ 'GET /api/offers': json([]) });
    await user.click(screen.getByRole('button', { name: 'Filtrar ofertas' }));
    await user.selectOptions(await screen.findByLabelText('Tipo de servicio'), 'psicologo');
    expect(await screen.findByText('No hay ofertas aprobadas disponibles en este momento')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/offers').at(-1)!.query.get('serviceType')).toBe('psicologo');
    expect(screen.getByRole('button', { name: 'Filtrar ofertas (1 activo)' })).toBeInTheDocument();
  });

  it('applies and says so; the button knows it was sent', async () => {
    api.use({ 'POST /api/applications': json({ id: 'app-9' }, 201) });
    const { user } = renderApp({ route: '/profesional/salud/ofertas' });
    await user.click(await screen.findByRole('button', { name: 'Postular a esta oferta' }, { timeout: 4000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Postular a Oferta' });
    await user.type(within(dialog).getByLabelText(/Carta de presentación/), COVER);
    api.use({ 'GET /api/offers': json([buildOffer({ hasApplied: true })]) });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar postulación' }));

    await findToast('¡Postulación enviada!', 'La institución la revisará pronto.');
    const [request] = api.callsTo('POST', '/api/applications');
    expect(request.body).toEqual({
      jobOfferId: OFFER_ID,
      professionalId: professional.id,
      coverLetter: COVER,
      proposedRate: null,
    });
    expect(await screen.findByText('Ya postulaste a esta oferta')).toBeInTheDocument();
  });

  it("disables applying with no tokens and says 'Sin tokens'", async () => {
    api.use(tokenHandlers(buildTokenSummary({ free: 0, available: 0 })));
    renderApp({ route: '/profesional/salud/ofertas' });
    expect(await screen.findByText('Sin tokens')).toBeInTheDocument();
    const apply = await screen.findByRole('button', { name: 'Postular a esta oferta' });
    expect(apply).toBeDisabled();
    // Beside each card's button too: far down the list the alert at the top is out of sight.
    expect(apply).toHaveAccessibleDescription(MARKET_MSG.noTokensToApply);
  });

  it("shows the server's 'Sin tokens' refusal", async () => {
    api.use({
      'POST /api/applications': json(
        {
          statusCode: 402,
          code: 'NO_TOKENS',
          message:
            'No tienes tokens disponibles para postular. Adquiere tokens premium o espera la renovación mensual.',
        },
        402,
      ),
    });
    const { user } = renderApp({ route: '/profesional/salud/ofertas' });
    await user.click(await screen.findByRole('button', { name: 'Postular a esta oferta' }, { timeout: 4000 }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Carta de presentación/), COVER);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar postulación' }));
    await findToast('Sin tokens');
  });

  it('keeps applying off when the tokens could not be read, says so, and recovers on Reintentar', async () => {
    api.use({ 'GET /api/tokens/summary': json({ statusCode: 500, code: 'INTERNAL', message: 'x' }, 500) });
    const { user } = renderApp({ route: '/profesional/salud/ofertas' });
    const card = await screen.findByRole(
      'article',
      { name: 'Kinesiólogo para taller de movilidad' },
      { timeout: 4000 },
    );
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Postular a esta oferta' })).toBeDisabled());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar tus tokens');

    api.use(tokenHandlers());
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('2 tokens disponibles')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Postular a esta oferta' })).toBeEnabled();
    expect(screen.queryByText('No pudimos cargar tus tokens')).not.toBeInTheDocument();
  });

  it('opens the dialog on the offer named by /marketplace/apply/:id', async () => {
    api.use({ [`GET /api/offers/${OFFER_ID}`]: json(buildOffer()) });
    renderApp({ route: `/marketplace/apply/${OFFER_ID}` });
    const dialog = await screen.findByRole('dialog', { name: 'Postular a Oferta' });
    expect(within(dialog).getByText('Kinesiólogo para taller de movilidad')).toBeInTheDocument();
  });

  it.each([
    ['does not exist', json({ statusCode: 404, code: 'NOT_FOUND', message: 'Oferta no encontrada' }, 404)],
    [
      'is closed',
      json(buildOffer({ closedAt: '2026-11-25T12:00:00.000Z', closedReason: 'awarded', listStatus: 'completed' })),
    ],
    ['is not approved', json(buildOffer({ status: 'rejected', listStatus: null }))],
  ])('says so when /marketplace/apply/:id names an offer that %s', async (_case, answer) => {
    api.use({ [`GET /api/offers/${OFFER_ID}`]: answer });
    renderApp({ route: `/marketplace/apply/${OFFER_ID}` });
    expect(await screen.findByText('Esta oferta ya no está disponible')).toBeInTheDocument();
    expect(screen.getByText(/Más abajo están las ofertas abiertas/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The open offers are still there to choose from.
    expect(await screen.findByRole('article', { name: 'Kinesiólogo para taller de movilidad' })).toBeInTheDocument();
  });

  it('says so when /marketplace/apply/:id names an offer already applied to', async () => {
    api.use({ [`GET /api/offers/${OFFER_ID}`]: json(buildOffer({ hasApplied: true })) });
    renderApp({ route: `/marketplace/apply/${OFFER_ID}` });
    expect(
      await screen.findByText('Ya postulaste a esta oferta: «Kinesiólogo para taller de movilidad»'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
