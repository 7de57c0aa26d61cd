import { PLAN_MSG, type PaymentResponse } from '@conectando/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTokenSummary, tokenHandlers } from '@/testing/handlers/marketplace';
import { json } from '@/testing/mock-api';
import { findToast, renderApp, screen, waitFor, within } from '@/testing/test-utils';
import { nbsp, signInAsProfessional, subscribed } from './premium-fixtures';

// A monthly plan is charged to a card inscribed with Oneclick: inscribing, subscribing, changing, cancelling.

describe('Premium, monthly plans', () => {
  let api: ReturnType<typeof signInAsProfessional>;

  afterEach(() => vi.restoreAllMocks());

  beforeEach(() => {
    api = signInAsProfessional();
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
});
