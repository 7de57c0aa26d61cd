import { AccountType, PAYMENT_MSG, PLAN_MSG, type PaymentResponse } from '@conectando/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authHandlers, buildUser } from '@/testing/handlers/auth';
import { signInAs, chromeHandlers } from '@/testing/handlers/marketplace';
import { json } from '@/testing/mock-api';
import { findToast, renderApp, screen, waitFor, within } from '@/testing/test-utils';
import { nbsp, professional, signInAsProfessional } from './premium-fixtures';

describe('Premium', () => {
  let api: ReturnType<typeof signInAsProfessional>;

  afterEach(() => vi.restoreAllMocks());

  beforeEach(() => {
    api = signInAsProfessional();
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
