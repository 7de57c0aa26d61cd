import { AccountType, type TopUpTokensDto } from '@conectando/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { authHandlers, buildUser } from '@/testing/handlers/auth';
import { buildTokenSummary, tokenHandlers, signInAs, chromeHandlers } from '@/testing/handlers/marketplace';
import { json, mockApi } from '@/testing/mock-api';
import { configure, findToast, renderApp, screen, waitFor, within } from '@/testing/test-utils';

// Each screen is a lazy chunk and this machine is shared: allow the first render more than 1 s.
configure({ asyncUtilTimeout: 4000 });

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

  beforeEach(() => {
    api = signInAs(professional, {
      ...tokenHandlers(),
      'GET /api/tokens/history': json([]),
    });
  });

  it('shows the professional catalogue in CLP and subscribes after a summary of what is bought', async () => {
    api.use({ 'POST /api/premium/subscribe': json(subscribed) });
    const { user } = renderApp({ route: '/profesional/premium' });
    const pro = await screen.findByRole('article', { name: 'Pro' }, { timeout: 4000 });
    expect(nbsp(pro.textContent ?? '')).toContain('$9.990 al mes');
    expect(screen.getByRole('article', { name: 'Growth' })).toHaveTextContent('30 tokens al mes');
    expect(screen.queryByRole('article', { name: 'Básico' })).not.toBeInTheDocument();
    expect(nbsp(screen.getByRole('article', { name: 'Pack 15 tokens' }).textContent ?? '')).toContain('$12.990');

    // One tap opens the summary; nothing is bought until it is confirmed.
    await user.click(within(pro).getByRole('button', { name: 'Suscribirme' }));
    const summary = await screen.findByRole('alertdialog', { name: 'Confirmar suscripción' });
    const text = nbsp(summary.textContent ?? '');
    expect(text).toContain('Plan Pro');
    expect(text).toContain('$9.990 al mes');
    expect(text).toContain('10 tokens al mes');
    expect(text).toContain('Se renueva el día 1 de cada mes, desde el 1 de diciembre de 2026');
    // A screen reader announces what renews, and when, with the title.
    expect(summary).toHaveAccessibleDescription(/^Se renueva el día 1 de cada mes/);
    expect(api.callsTo('POST', '/api/premium/subscribe')).toHaveLength(0);
    await user.click(within(summary).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/premium/subscribe')).toHaveLength(0);

    await user.click(within(pro).getByRole('button', { name: 'Suscribirme' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirmar suscripción' }),
    );
    await findToast('¡Suscripción exitosa!', 'Ahora tienes acceso a tokens premium mensuales.');
    expect(api.callsTo('POST', '/api/premium/subscribe')[0].body).toEqual({
      planId: 'pro',
      planType: 'profesional',
      userId: professional.id,
    });
    // While any plan is active, every plan button reads 'Suscrito' and is disabled.
    await waitFor(() =>
      expect(
        within(screen.getByRole('article', { name: 'Starter' })).getByRole('button', { name: 'Suscrito' }),
      ).toBeDisabled(),
    );
    expect(screen.getByRole('region', { name: 'Plan activo' })).toHaveTextContent('Plan Pro');
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
    ).toBeEnabled();
  });

  it('buys a pack; a failure has its fixed message', async () => {
    api.use({ 'POST /api/premium/top-up': json({ statusCode: 500, code: 'INTERNAL', message: '' }, 500) });
    const { user } = renderApp({ route: '/profesional/premium' });
    const pack = await screen.findByRole('article', { name: 'Pack 5 tokens' }, { timeout: 4000 });
    await user.click(within(pack).getByRole('button', { name: 'Comprar' }));
    const summary = await screen.findByRole('alertdialog', { name: 'Confirmar compra' });
    expect(nbsp(summary.textContent ?? '')).toMatch(
      /Pack 5 tokens.*\$\d[\d.]*, pago único.*5 tokens, hoy.*No se renueva/,
    );
    expect(summary).toHaveAccessibleDescription('No se renueva: es un solo pago. Los tokens no vencen.');
    await user.click(within(summary).getByRole('button', { name: 'Confirmar compra' }));
    await findToast('Error', 'No se pudieron comprar los tokens');

    api.use({ 'POST /api/premium/top-up': json(buildTokenSummary({ premiumBalance: 5, available: 7 })) });
    await user.click(within(pack).getByRole('button', { name: 'Comprar' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirmar compra' }));
    await findToast('¡Tokens comprados!', 'Tus tokens se han agregado a tu cuenta.');
    await waitFor(() => expect(screen.getByTestId('tokens-available')).toHaveTextContent('7'));
  });

  it('asks once for a double tap on Confirmar compra, and names each purchase for the server', async () => {
    api.use({ 'POST /api/premium/top-up': json(buildTokenSummary({ premiumBalance: 5, available: 7 })) });
    const { user } = renderApp({ route: '/profesional/premium' });
    const pack = await screen.findByRole('article', { name: 'Pack 5 tokens' }, { timeout: 4000 });
    await user.click(within(pack).getByRole('button', { name: 'Comprar' }));
    await user.dblClick(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirmar compra' }),
    );
    await findToast('¡Tokens comprados!', 'Tus tokens se han agregado a tu cuenta.');
    const [bought, ...more] = api.callsTo('POST', '/api/premium/top-up');
    expect(more).toHaveLength(0);
    expect(bought.body).toMatchObject({ packId: 'pack-5', purchaseId: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    // Choosing it again is another purchase.
    await user.click(within(pack).getByRole('button', { name: 'Comprar' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirmar compra' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/premium/top-up')).toHaveLength(2));
    const purchaseIds = api.callsTo('POST', '/api/premium/top-up').map((c) => (c.body as TopUpTokensDto).purchaseId);
    expect(new Set(purchaseIds).size).toBe(2);
  });

  it('buys a pack whose answer never came as that same purchase when it is chosen again', async () => {
    let lost = true;
    api.use({
      'POST /api/premium/top-up': () => {
        if (lost) {
          lost = false;
          throw new TypeError('Failed to fetch');
        }
        return json(buildTokenSummary({ premiumBalance: 5, available: 7 }));
      },
    });
    const { user } = renderApp({ route: '/profesional/premium' });
    const pack = await screen.findByRole('article', { name: 'Pack 5 tokens' }, { timeout: 4000 });
    const summaryReads = api.callsTo('GET', '/api/tokens/summary').length;
    await user.click(within(pack).getByRole('button', { name: 'Comprar' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirmar compra' }));
    await findToast('Error', 'No se pudieron comprar los tokens');
    // It may have been bought: the balance is read again.
    await waitFor(() => expect(api.callsTo('GET', '/api/tokens/summary').length).toBeGreaterThan(summaryReads));

    await user.click(within(pack).getByRole('button', { name: 'Comprar' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirmar compra' }));
    await findToast('¡Tokens comprados!', 'Tus tokens se han agregado a tu cuenta.');
    const [lostOne, retry] = api.callsTo('POST', '/api/premium/top-up');
    expect((retry.body as TopUpTokensDto).purchaseId).toBe((lostOne.body as TopUpTokensDto).purchaseId);
    expect(retry.headers['idempotency-key']).toBe(lostOne.headers['idempotency-key']);
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
