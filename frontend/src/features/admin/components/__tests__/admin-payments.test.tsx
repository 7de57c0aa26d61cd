import { ADMIN_PAYMENTS_MSG, type AdminPaymentsResponse } from '@conectando/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAsAdmin } from '@/testing/handlers/admin';
import { authHandlers, buildUser } from '@/testing/handlers/auth';
import { json, mockApi, type MockRequest } from '@/testing/mock-api';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

const nbsp = (text: string) => text.replace(/\s/g, ' ');

const answer = (req: MockRequest): AdminPaymentsResponse => {
  const failedOnly = req.query.get('status') === 'failed';
  return {
    from: '2026-11-01',
    to: '2026-11-03',
    page: Number(req.query.get('page') ?? '1'),
    pageSize: 50,
    total: failedOnly ? 1 : 120,
    failedRenewals: 3,
    failedRenewalItems: [
      {
        paymentId: 'f1',
        userId: 'u2',
        userName: 'Hogar San José',
        planName: 'Plan Pro',
        amount: 9990,
        period: 3,
        failedAt: '2026-11-03T12:00:00.000Z',
        attempt: 1,
        maxAttempts: 3,
        next: 'retry',
        nextChargeAt: '2026-11-04T12:00:00.000Z',
      },
      {
        paymentId: 'f2',
        userId: 'u1',
        userName: 'Carlos Díaz',
        planName: 'Plan Crecimiento',
        amount: 19990,
        period: 2,
        failedAt: '2026-11-02T12:00:00.000Z',
        attempt: 3,
        maxAttempts: 3,
        next: 'ended',
        nextChargeAt: null,
      },
    ],
    daily: [
      { day: '2026-11-01', count: 0, paid: 0, revenue: 0 },
      { day: '2026-11-02', count: 2, paid: 2, revenue: 8980 },
      { day: '2026-11-03', count: 1, paid: 0, revenue: 0 },
    ],
    items: [
      {
        id: 'p1',
        status: failedOnly ? 'failed' : 'paid',
        kind: 'plan',
        itemName: 'Plan Pro',
        amount: 9990,
        userId: 'u1',
        userName: 'Carlos Díaz',
        buyOrder: 'cgabc',
        period: 2,
        createdAt: '2026-11-02T13:00:00.000Z',
        paidAt: null,
      },
    ],
  };
};

describe('Pagos (admin)', () => {
  let api: ReturnType<typeof mockApi>;

  beforeEach(() => {
    api = signInAsAdmin({
      'GET /api/admin/pending-counts': json({ users: 0, offers: 0 }),
      'GET /api/admin/payments': (req) => json(answer(req)),
    });
  });

  it('is reached from the admin home and shows totals, daily charts and the list', async () => {
    // jsdom lays nothing out: the charts' box measures as a phone's would.
    const measure = HTMLElement.prototype.getBoundingClientRect;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('recharts-responsive-container')
        ? new DOMRect(0, 0, 340, 256)
        : measure.call(this);
    });
    const { user } = renderApp({ route: '/admin' });
    await user.click(await screen.findByRole('link', { name: /Pagos/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagos' })).toBeInTheDocument();
    const totals = await screen.findByLabelText('Totales');
    expect(nbsp(totals.textContent ?? '')).toMatch(/Pagos120.*Recaudado\$8\.980.*Renovaciones rechazadas3/);
    const charts = screen.getAllByRole('img');
    expect(charts.map((c) => nbsp(c.getAttribute('aria-label') ?? ''))).toEqual([
      'Pagos por día: 3 en total; el día más alto fue el 02/11 con 2.',
      'Recaudación por día: $8.980 en total; el día más alto fue el 02/11 con $8.980.',
    ]);
    // The bars themselves (recharts, loaded with this screen only) with readable day and peso labels.
    const [countChart, revenueChart] = charts;
    // Each chart draws once its container has been measured, the two not always in the same frame.
    expect(await within(revenueChart).findByText('$2,5 mil')).toBeInTheDocument();
    expect(within(revenueChart).getByText('$10 mil')).toBeInTheDocument();
    expect(await within(countChart).findByText('02/11')).toBeInTheDocument();
    expect(revenueChart.querySelectorAll('.recharts-bar-rectangle path')).toHaveLength(1);
    const row = within(screen.getByRole('list', { name: 'Pagos' })).getByRole('listitem');
    expect(nbsp(row.textContent ?? '')).toMatch(/Plan Pro · mes 2\$9\.990Carlos DíazPagado/);
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await waitFor(() => expect(screen.getByText('Página 2 de 3')).toBeInTheDocument());
  });

  it('lists the rejected renewals with the attempt and what happens next', async () => {
    renderApp({ route: '/admin/pagos' });
    const list = await screen.findByRole('list', { name: 'Renovaciones rechazadas' });
    const [waiting, ended] = within(list)
      .getAllByRole('listitem')
      .map((li) => nbsp(li.textContent ?? ''));
    expect(waiting).toMatch(/Plan Pro · mes 3\$9\.990Hogar San JoséRechazado el 03-11-26.* · intento 1 de 3/);
    expect(waiting).toMatch(/Se intentará cobrar de nuevo el 04-11-26, 9:00/);
    expect(ended).toMatch(
      /Plan Crecimiento · mes 2\$19\.990Carlos Díaz.*intento 3 de 3El plan terminó: no habrá más intentos\./,
    );
    expect(screen.getByText('Las 2 más recientes de 3.')).toBeInTheDocument();
  });

  it('filters by estado, tipo and fechas, from the first page, and says what a bad range is', async () => {
    const { user } = renderApp({ route: '/admin/pagos' });
    await screen.findByLabelText('Totales');
    await user.selectOptions(screen.getByLabelText('Estado'), 'failed');
    await user.selectOptions(screen.getByLabelText('Tipo'), 'plan');
    await waitFor(() => expect(screen.getByLabelText('Totales')).toHaveTextContent('Pagos1'));
    const last = api.callsTo('GET', '/api/admin/payments').at(-1)!;
    expect([last.query.get('status'), last.query.get('kind'), last.query.get('page')]).toEqual([
      'failed',
      'plan',
      null,
    ]);

    api.use({
      'GET /api/admin/payments': json(
        { statusCode: 400, code: 'VALIDATION_FAILED', message: ADMIN_PAYMENTS_MSG.range },
        400,
      ),
    });
    await user.type(screen.getByLabelText('Desde'), '01-01-2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_PAYMENTS_MSG.range);
  });

  it('takes the dates as día-mes-año, as written in Chile, and says how when one is not a day', async () => {
    const { user } = renderApp({ route: '/admin/pagos' });
    await screen.findByLabelText('Totales');
    const from = screen.getByLabelText('Desde');
    // The format is said in words, not left to the browser's own date picker.
    expect(from).toHaveAttribute('placeholder', 'dd-mm-aaaa');
    expect(screen.getAllByText(/, por ejemplo/).map((e) => e.textContent)).toEqual([
      'Día-mes-año, por ejemplo 05-11-2026.',
      'Día-mes-año, por ejemplo 05-11-2026.',
    ]);

    await user.type(from, '5/11/2026');
    await user.type(screen.getByLabelText('Hasta'), '30-11-2026');
    await waitFor(() => {
      const last = api.callsTo('GET', '/api/admin/payments').at(-1)!;
      expect([last.query.get('from'), last.query.get('to')]).toEqual(['2026-11-05', '2026-11-30']);
    });

    // Not a day: said when leaving the field, and nothing is asked with it.
    const asked = api.callsTo('GET', '/api/admin/payments').length;
    await user.clear(from);
    await user.type(from, '31-02-2026');
    await user.tab();
    expect(screen.getByText(/Escribe la fecha como/)).toHaveTextContent(
      'Escribe la fecha como día-mes-año, por ejemplo 05-11-2026.',
    );
    expect(from).toHaveAttribute('aria-invalid', 'true');
    // Emptying it asked once without 'Desde'; the wrong day asks nothing more.
    const after = api.callsTo('GET', '/api/admin/payments').slice(asked);
    expect(after.map((c) => c.query.get('from'))).toEqual([null]);
  });

  it('is for admins only', async () => {
    const person = buildUser({ id: 'u-2', name: 'Rosa' });
    window.localStorage.setItem('userId', person.id);
    api.use({ ...authHandlers.signedIn(person) });
    renderApp({ route: '/admin/pagos' });
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'Pagos' })).not.toBeInTheDocument());
    expect(api.callsTo('GET', '/api/admin/payments')).toHaveLength(0);
  });
});
