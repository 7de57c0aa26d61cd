import { AccountType, PAYMENT_MSG, PLAN_MSG, type PaymentResponse } from '@conectando/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authHandlers, buildUser } from '@/testing/handlers/auth';
import { buildTokenSummary, tokenHandlers, signInAs, chromeHandlers } from '@/testing/handlers/marketplace';
import { json, mockApi } from '@/testing/mock-api';
import { findToast, renderApp, screen, waitFor, within } from '@/testing/test-utils';

// Each screen is a lazy chunk and this machine is shared: allow the first render more than 1 s.

const professional = buildUser({ id: 'b2c3d4e5-0000-4000-8000-000000000002', accountType: AccountType.Profesional });
const subscribed = buildTokenSummary({
  premiumPlan: 'pro',
  premiumPlanType: 'profesional',
  premiumMonthly: 10,
  premiumBalance: 10,
  available: 12,
  total: 12,
  isPremium: true,
  premiumRenewsAt: '2026-12-22T12:00:00.000Z',
});
const nbsp = (text: string) => text.replace(/\s/g, ' ');

describe('Premium', () => {
  let api: ReturnType<typeof mockApi>;

  afterEach(() => vi.restoreAllMocks());

  beforeEach(() => {
    api = signInAs(professional, {
      ...tokenHandlers(),
      'GET /api/tokens/history': json([]),
    });
  });

  it('shows the professional catalogue in CLP; monthly plans wait for a card', async () => {
    renderApp({ route: '/tokens' });
    const pro = await screen.findByRole('article', { name: 'Pro' }, { timeout: 8000 });
    expect(nbsp(pro.textContent ?? '')).toContain('$9.990 al mes');
    expect(screen.getByRole('article', { name: 'Growth' })).toHaveTextContent('30 tokens al mes');
    expect(screen.queryByRole('article', { name: 'Básico' })).not.toBeInTheDocument();
    expect(nbsp(screen.getByRole('article', { name: 'Pack 15 tokens' }).textContent ?? '')).toContain('$12.990');
    expect(within(pro).getByRole('button', { name: 'Suscribirme' })).toBeDisabled();
    expect(screen.getByText(PLAN_MSG.cardRequired)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: PLAN_MSG.myCard })).toHaveTextContent(PLAN_MSG.noCard);
    expect(screen.getByRole('link', { name: 'Mis pagos' })).toHaveAttribute('href', '/tokens/pagos');
  });

  it('cancels the active plan, keeping the tokens', async () => {
    api.use({
      ...tokenHandlers(subscribed),
      'POST /api/premium/cancel': json(buildTokenSummary({ premiumBalance: 10, available: 12 })),
    });
    const { user } = renderApp({ route: '/profesional/premium' });
    const banner = await screen.findByRole('region', { name: 'Plan activo' }, { timeout: 4000 });
    expect(banner).toHaveTextContent('10 tokens al mes');
    await user.click(within(banner).getByRole('button', { name: 'Cancelar' }));
    // The way out says what it keeps; the way in says what it ends.
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Mantener mi plan' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/premium/cancel')).toHaveLength(0);
    await user.click(within(banner).getByRole('button', { name: 'Cancelar' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sí, cancelar el plan' }),
    );
    await findToast('Suscripción cancelada', 'Tus tokens restantes se mantendrán hasta consumir.');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Plan activo' })).not.toBeInTheDocument());
    expect(
      within(screen.getByRole('article', { name: 'Starter' })).getByRole('button', { name: 'Suscribirme' }),
    ).toBeDisabled();
  });

  it('buys a pack through Webpay after a summary of what is bought, once for a double tap', async () => {
    const submitted: HTMLFormElement[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    api.use({
      'POST /api/payments': json(
        { statusCode: 502, code: 'PAYMENT_UNAVAILABLE', message: PAYMENT_MSG.providerUnavailable },
        502,
      ),
    });
    const { user } = renderApp({ route: '/tokens' });
    const pack = await screen.findByRole('article', { name: 'Pack 5 tokens' }, { timeout: 8000 });
    await user.click(within(pack).getByRole('button', { name: 'Comprar' }));
    const summary = await screen.findByRole('alertdialog', { name: 'Confirmar compra' });
    expect(nbsp(summary.textContent ?? '')).toMatch(/Pack 5 tokens.*\$4\.990, pago único.*5 tokens, hoy.*Webpay/);
    expect(summary).toHaveAccessibleDescription(expect.stringContaining(PAYMENT_MSG.refundTerms));
    expect(api.callsTo('POST', '/api/payments')).toHaveLength(0);
    await user.click(within(summary).getByRole('button', { name: 'Pagar con Webpay' }));
    await findToast('Error', PAYMENT_MSG.startFailed);
    expect(submitted).toHaveLength(0);

    api.use({
      'POST /api/payments': json(
        {
          id: 'p1',
          status: 'pending',
          redirect: { url: 'https://webpay3gint.transbank.cl/webpayserver/initTransaction', token: 'tok-1' },
        },
        201,
      ),
    });
    await user.click(within(pack).getByRole('button', { name: 'Comprar' }));
    await user.dblClick(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Pagar con Webpay' }),
    );
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(api.callsTo('POST', '/api/payments').map((c) => c.body)).toEqual([
      { packId: 'pack-5' },
      { packId: 'pack-5' },
    ]);
    const form = submitted[0];
    expect([form.method, form.action]).toEqual([
      'post',
      'https://webpay3gint.transbank.cl/webpayserver/initTransaction',
    ]);
    expect(new FormData(form).get('token_ws')).toBe('tok-1');
  });

  it('inscribes a card by posting TBK_TOKEN to Transbank, and says how the inscription ended', async () => {
    const submitted: HTMLFormElement[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    api.use({
      'POST /api/payments/cards': json(
        {
          redirect: {
            url: 'https://webpay3gint.transbank.cl/webpayserver/bp_multicode_inscription.cgi',
            token: 'tbk-1',
          },
        },
        201,
      ),
    });
    const { user } = renderApp({ route: '/tokens?tarjeta=error' });
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(PLAN_MSG.cardFailed);
    await user.dblClick(screen.getByRole('button', { name: PLAN_MSG.addCard }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(api.callsTo('POST', '/api/payments/cards')).toHaveLength(1);
    expect(submitted[0].action).toBe('https://webpay3gint.transbank.cl/webpayserver/bp_multicode_inscription.cgi');
    expect(new FormData(submitted[0]).get('TBK_TOKEN')).toBe('tbk-1');
  });

  it('subscribes with the inscribed card after saying what is charged, then shows the receipt', async () => {
    const paid: PaymentResponse = {
      id: 'p9',
      status: 'paid',
      kind: 'plan',
      item: { id: 'pro', name: 'Plan Pro', tokens: 10 },
      amount: 9990,
      currency: 'CLP',
      net: 8395,
      iva: 1595,
      buyOrder: 'cgabc',
      authorizationCode: '1213',
      cardLast4: '6623',
      createdAt: '2026-12-02T12:00:00.000Z',
      paidAt: '2026-12-02T12:00:00.000Z',
      refundedAt: null,
      refundable: false,
    };
    api.use({
      'GET /api/payments/cards': json([{ id: 'c1', cardType: 'Visa', last4: '6623' }]),
      'POST /api/payments/subscriptions': json(
        { statusCode: 402, code: 'PAYMENT_REJECTED', message: PLAN_MSG.chargeRejected },
        402,
      ),
    });
    const { user } = renderApp({ route: '/tokens?tarjeta=ok' });
    expect(await screen.findByText(PLAN_MSG.cardAdded, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: PLAN_MSG.myCard })).toHaveTextContent('Visa terminada en 6623');
    const pro = screen.getByRole('article', { name: 'Pro' });
    await user.click(within(pro).getByRole('button', { name: 'Suscribirme' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmar suscripción' });
    expect(nbsp(dialog.textContent ?? '')).toContain('Visa terminada en 6623');
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('Se cobrará $9.990 ahora'));
    await user.click(within(dialog).getByRole('button', { name: /Pagar \$9\.990 y suscribirme/ }));
    await findToast('Error', PLAN_MSG.chargeRejected);

    api.use({ 'POST /api/payments/subscriptions': json(paid, 201), 'GET /api/payments/p9': json(paid) });
    await user.click(within(pro).getByRole('button', { name: 'Suscribirme' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: /Pagar \$9\.990 y suscribirme/ }),
    );
    expect(await screen.findByRole('heading', { name: '¡Pago exitoso!' }, { timeout: 4000 })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/payments/subscriptions').map((c) => c.body)).toEqual([
      { planId: 'pro' },
      { planId: 'pro' },
    ]);
  });

  it('offers a change on every plan but the current one, with today’s charge and the monthly price', async () => {
    const changeReceipt: PaymentResponse = {
      id: 'p10',
      status: 'paid',
      kind: 'plan',
      item: { id: 'growth', name: 'Cambio a Plan Growth', tokens: 14 },
      amount: 10000,
      currency: 'CLP',
      net: 8403,
      iva: 1597,
      buyOrder: 'cgdef',
      authorizationCode: '1213',
      cardLast4: '6623',
      createdAt: '2026-12-06T12:00:00.000Z',
      paidAt: '2026-12-06T12:00:00.000Z',
      refundedAt: null,
      refundable: false,
    };
    const renewsAt = '2027-01-03T15:00:00.000Z';
    api.use({
      ...tokenHandlers({ ...subscribed, premiumRenewsAt: renewsAt }),
      'GET /api/payments/cards': json([{ id: 'c1', cardType: 'Visa', last4: '6623' }]),
      'GET /api/payments/subscriptions/change': json({
        planId: 'growth',
        startsNow: true,
        chargeToday: 10000,
        tokensToday: 14,
        monthly: 24990,
        monthlyFrom: renewsAt,
      }),
      'POST /api/payments/subscriptions/change': json(
        { planId: 'growth', renewsAt, nextPlanId: null, payment: changeReceipt },
        201,
      ),
      'GET /api/payments/p10': json(changeReceipt),
    });
    const { user } = renderApp({ route: '/profesional/premium' });
    const pro = await screen.findByRole('article', { name: 'Pro' }, { timeout: 8000 });
    // Tokens and price first, then the name as the catalogue has it.
    expect(nbsp(pro.textContent ?? '')).toMatch(/^10 tokens al mes\$9\.990 al mesPro/);
    expect(within(pro).getByText(PLAN_MSG.currentPlan)).toBeInTheDocument();
    expect(within(pro).getByRole('button', { name: 'Suscrito' })).toBeDisabled();
    expect(screen.getAllByText(PLAN_MSG.currentPlan)).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Suscrito' })).toHaveLength(1);
    const starter = screen.getByRole('article', { name: 'Starter' });
    expect(within(starter).getByRole('button', { name: PLAN_MSG.changeAction })).toBeEnabled();

    await user.click(
      within(screen.getByRole('article', { name: 'Growth' })).getByRole('button', { name: PLAN_MSG.changeAction }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: PLAN_MSG.changeTitle });
    await waitFor(() =>
      expect(dialog).toHaveAccessibleDescription(
        nbsp(PLAN_MSG.changeUpConfirm('$10.000', '3-01-2027', '$24.990')).replace(/\s/g, ' '),
      ),
    );
    expect(nbsp(dialog.textContent ?? '')).toContain('$10.000 y 14 tokens más');
    await user.click(within(dialog).getByRole('button', { name: 'Pagar $10.000 y cambiar' }));
    expect(await screen.findByRole('heading', { name: '¡Pago exitoso!' }, { timeout: 4000 })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/payments/subscriptions/change').map((c) => c.body)).toEqual([
      { planId: 'growth' },
    ]);
  });

  it('keeps the plan until the renewal when a lower one is chosen, and says from when', async () => {
    const renewsAt = '2027-01-03T15:00:00.000Z';
    api.use({
      ...tokenHandlers({ ...subscribed, premiumRenewsAt: renewsAt }),
      'GET /api/payments/cards': json([{ id: 'c1', cardType: 'Visa', last4: '6623' }]),
      'GET /api/payments/subscriptions/change': json({
        planId: 'starter',
        startsNow: false,
        chargeToday: 0,
        tokensToday: 0,
        monthly: 3990,
        monthlyFrom: renewsAt,
      }),
      'POST /api/payments/subscriptions/change': json(
        { planId: 'pro', renewsAt, nextPlanId: 'starter', payment: null },
        201,
      ),
    });
    const { user } = renderApp({ route: '/profesional/premium' });
    const starter = await screen.findByRole('article', { name: 'Starter' }, { timeout: 8000 });
    await user.click(within(starter).getByRole('button', { name: PLAN_MSG.changeAction }));
    const dialog = await screen.findByRole('alertdialog', { name: PLAN_MSG.changeTitle });
    await waitFor(() =>
      expect(dialog).toHaveAccessibleDescription(
        PLAN_MSG.changeDownConfirm('Pro', '3-01-2027', '$3.990').replace(/\s/g, ' '),
      ),
    );
    expect(nbsp(dialog.textContent ?? '')).toContain('Sin cobro');
    api.use({
      'GET /api/payments/subscriptions/current': json({ planId: 'pro', renewsAt, nextPlanId: 'starter' }),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar cambio' }));
    await findToast(PLAN_MSG.changeScheduledTitle);
    const banner = screen.getByRole('region', { name: 'Plan activo' });
    await waitFor(() => expect(banner).toHaveTextContent('Desde el 3-01-2027: Starter'));
    expect(within(starter).getByRole('button', { name: PLAN_MSG.nextPlanChosen })).toBeDisabled();
    expect(
      within(screen.getByRole('article', { name: 'Pro' })).getByRole('button', { name: PLAN_MSG.keepPlan }),
    ).toBeEnabled();
  });

  it('says a payment left at the bank was not completed, and stops saying it updates itself', async () => {
    const left: PaymentResponse = {
      id: 'p11',
      status: 'abandoned',
      kind: 'pack',
      item: { id: 'pack-5', name: 'Pack 5 tokens', tokens: 5 },
      amount: 4990,
      currency: 'CLP',
      net: 4193,
      iva: 797,
      buyOrder: 'cgghi',
      authorizationCode: null,
      cardLast4: null,
      createdAt: '2026-12-06T12:00:00.000Z',
      paidAt: null,
      refundedAt: null,
      refundable: false,
    };
    api.use({ 'GET /api/payments/p11': json(left) });
    renderApp({ route: '/tokens/pago/p11' });
    expect(await screen.findByRole('heading', { name: 'Pago no completado' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('No se realizó ningún cobro. Puedes intentarlo de nuevo.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Comprobante' })).toHaveTextContent('No completado');
    expect(screen.queryByText(/se actualiza sola/)).not.toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 3500));
    expect(api.callsTo('GET', '/api/payments/p11')).toHaveLength(1);
  });

  it('shows an institution its own catalogue', async () => {
    const institution = buildUser({ id: 'inst-1', accountType: AccountType.Institucion });
    window.localStorage.setItem('userId', institution.id);
    api.use({ ...authHandlers.signedIn(institution), ...chromeHandlers(institution.id) });
    renderApp({ route: '/profesional/premium' });
    expect(await screen.findByRole('article', { name: 'Empresarial' }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Pack 3 tokens' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Pro' })).not.toBeInTheDocument();
  });
});

describe('Historial de tokens', () => {
  it('lists the ledger with signed amounts', async () => {
    signInAs(professional, {
      'GET /api/tokens/history': json([
        {
          id: 'l2',
          kind: 'spend_apply',
          label: 'Postulación a oferta',
          delta: -1,
          bucket: 'free',
          balanceAfter: 2,
          offerId: null,
          applicationId: null,
          productId: null,
          createdAt: '2026-11-21T12:00:00.000Z',
        },
        {
          id: 'l1',
          kind: 'free_monthly',
          label: 'Tokens gratuitos del mes',
          delta: 3,
          bucket: 'free',
          balanceAfter: 3,
          offerId: null,
          applicationId: null,
          productId: null,
          createdAt: '2026-11-01T12:00:00.000Z',
        },
      ]),
    });
    renderApp({ route: '/profesional/tokens' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Historial de tokens' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    const rows = within(await screen.findByRole('list', { name: 'Movimientos de tokens' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Postulación a oferta');
    expect(rows[0]).toHaveTextContent('−1');
    expect(rows[1]).toHaveTextContent('+3');
  });
});
