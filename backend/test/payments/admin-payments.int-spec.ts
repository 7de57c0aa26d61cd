import { ADMIN_PAYMENTS_MSG } from '@conectando/contracts';
import { signedInAdmin } from '../support/factories';
import { appPerSuite } from '../support/suite-app';
import { validatedInstitution, validatedProfessional } from '../support/marketplace-fixtures';
import { settled } from '../support/settled';

describe("The admins' payments screen", () => {
  const { t } = appPerSuite();
  afterEach(() => settled(t));

  let order = 0;
  /** A payment made at a Chilean local time (the screen's days are Chile's). */
  async function paymentAt(
    userId: string,
    localTime: string,
    fields: {
      status?: string;
      kind?: 'pack' | 'plan';
      amount?: number;
      period?: number;
      subscriptionId?: string;
      itemName?: string;
    } = {},
  ): Promise<string> {
    const status = fields.status ?? 'paid';
    const paid = status === 'paid' || status === 'refunded';
    const [row] = await t.db.query(
      `INSERT INTO payments (user_id, kind, item_id, item_name, tokens, amount, status, buy_order, period, created_at, paid_at,
                             subscription_id)
       VALUES ($1, $2, 'pack-5', $9, 5, $3, $4, $5, $6,
               ($7::timestamp AT TIME ZONE 'America/Santiago'), CASE WHEN $8 THEN ($7::timestamp AT TIME ZONE 'America/Santiago') END,
               $10)
       RETURNING id`,
      [
        userId,
        fields.kind ?? 'pack',
        fields.amount ?? 4990,
        status,
        `cgtest${++order}`,
        fields.period ?? null,
        localTime,
        paid,
        fields.itemName ?? 'Pack 5 tokens',
        fields.subscriptionId ?? null,
      ],
    );
    return row.id as string;
  }

  it('should list the payments of a range with daily counts and revenue, newest first', async () => {
    const admin = await signedInAdmin(t);
    const pro = await validatedProfessional(t);
    const inst = await validatedInstitution(t);
    await paymentAt(pro.user.id, '2026-11-02 10:00');
    // 22:30 in Santiago is already the next day in UTC: it still counts on the 2nd.
    const late = await paymentAt(inst.user.id, '2026-11-02 22:30', { amount: 3990 });
    await paymentAt(pro.user.id, '2026-11-03 09:00', { status: 'failed' });
    await paymentAt(pro.user.id, '2026-11-04 09:00', { status: 'refunded' });
    await paymentAt(inst.user.id, '2026-11-05 09:00', { kind: 'plan', status: 'failed', period: 2 });
    await paymentAt(inst.user.id, '2026-11-05 10:00', { kind: 'plan', status: 'failed', period: 1 });
    await paymentAt(pro.user.id, '2026-10-31 23:59');

    const res = await admin.agent
      .get('/api/admin/payments')
      .query({ from: '2026-11-01', to: '2026-11-05' })
      .expect(200);
    expect(res.body).toMatchObject({ from: '2026-11-01', to: '2026-11-05', total: 6, page: 1, failedRenewals: 1 });
    expect(res.body.daily).toEqual([
      { day: '2026-11-01', count: 0, paid: 0, revenue: 0 },
      { day: '2026-11-02', count: 2, paid: 2, revenue: 8980 },
      { day: '2026-11-03', count: 1, paid: 0, revenue: 0 },
      { day: '2026-11-04', count: 1, paid: 0, revenue: 0 },
      { day: '2026-11-05', count: 2, paid: 0, revenue: 0 },
    ]);
    expect(res.body.items).toHaveLength(6);
    expect(res.body.items[4]).toMatchObject({ id: late, userName: 'Hogar San José', amount: 3990, status: 'paid' });

    const failedPlans = await admin.agent
      .get('/api/admin/payments')
      .query({ from: '2026-11-01', to: '2026-11-05', status: 'failed', kind: 'plan' })
      .expect(200);
    expect(failedPlans.body.total).toBe(2);
    expect(failedPlans.body.items.map((i: { period: number }) => i.period)).toEqual([1, 2]);
    expect(failedPlans.body.daily.map((d: { count: number }) => d.count)).toEqual([0, 0, 0, 0, 2]);
  });

  async function subscription(userId: string, status: string, period: number, nextChargeAt: string): Promise<string> {
    const [row] = await t.db.query(
      `INSERT INTO subscriptions (user_id, plan_id, status, period, started_at, next_charge_at)
       VALUES ($1, 'pro', $2, $3, '2026-09-01T12:00:00Z', $4) RETURNING id`,
      [userId, status, period, nextChargeAt],
    );
    return row.id as string;
  }

  it('should list the rejected renewals with their attempt and what came after each', async () => {
    const admin = await signedInAdmin(t);
    const pro = await validatedProfessional(t);
    const inst = await validatedInstitution(t);
    const plan = { kind: 'plan' as const, itemName: 'Plan Pro', amount: 9990 };
    // Waiting for its second attempt of month 3.
    const waiting = await subscription(pro.user.id, 'past_due', 3, '2026-11-04T12:00:00Z');
    const waitingFailed = await paymentAt(pro.user.id, '2026-11-03 09:00', {
      ...plan,
      status: 'failed',
      period: 3,
      subscriptionId: waiting,
    });
    // Month 2 of the same plan: rejected once, then paid.
    const paidLater = await paymentAt(pro.user.id, '2026-11-01 09:00', {
      ...plan,
      status: 'failed',
      period: 2,
      subscriptionId: waiting,
    });
    await paymentAt(pro.user.id, '2026-11-02 09:00', { ...plan, status: 'paid', period: 2, subscriptionId: waiting });
    // Three rejections in a row: the plan ended.
    const lapsed = await subscription(inst.user.id, 'ended', 2, '2026-11-04T12:00:00Z');
    const tries = [];
    for (const day of ['01', '02', '04'])
      tries.push(
        await paymentAt(inst.user.id, `2026-11-${day} 10:00`, {
          ...plan,
          status: 'failed',
          period: 2,
          subscriptionId: lapsed,
        }),
      );
    // A first month that was rejected is not a renewal.
    await paymentAt(inst.user.id, '2026-11-03 10:00', { ...plan, status: 'failed', period: 1 });

    const res = await admin.agent
      .get('/api/admin/payments')
      .query({ from: '2026-11-01', to: '2026-11-05', kind: 'pack' })
      .expect(200);
    expect(res.body.failedRenewals).toBe(5);
    expect(res.body.failedRenewalItems).toEqual([
      expect.objectContaining({ paymentId: tries[2], userName: 'Hogar San José', attempt: 3, next: 'ended' }),
      expect.objectContaining({
        paymentId: waitingFailed,
        planName: 'Plan Pro',
        amount: 9990,
        period: 3,
        attempt: 1,
        maxAttempts: 3,
        next: 'retry',
        nextChargeAt: '2026-11-04T12:00:00.000Z',
        failedAt: '2026-11-03T12:00:00.000Z',
      }),
      expect.objectContaining({ paymentId: tries[1], attempt: 2, next: 'retried', nextChargeAt: null }),
      expect.objectContaining({ paymentId: tries[0], attempt: 1, next: 'retried' }),
      expect.objectContaining({ paymentId: paidLater, attempt: 1, next: 'paid', nextChargeAt: null }),
    ]);
    expect(res.body.failedRenewalItems[1].userName).not.toBe('');
  });

  it('should page the list fifty at a time', async () => {
    const admin = await signedInAdmin(t);
    const pro = await validatedProfessional(t);
    for (let i = 0; i < 55; i++)
      await paymentAt(pro.user.id, `2026-11-02 10:${String(i).padStart(2, '0')}`, { status: 'cancelled' });
    const range = { from: '2026-11-02', to: '2026-11-02' };
    const first = (await admin.agent.get('/api/admin/payments').query(range).expect(200)).body;
    const second = (
      await admin.agent
        .get('/api/admin/payments')
        .query({ ...range, page: '2' })
        .expect(200)
    ).body;
    expect([first.items.length, second.items.length, first.total]).toEqual([50, 5, 55]);
  });

  it('should refuse out-of-bounds filters in Spanish, changing nothing', async () => {
    const admin = await signedInAdmin(t);
    const cases: [Record<string, string>, string][] = [
      [{ status: 'robado' }, ADMIN_PAYMENTS_MSG.status],
      [{ kind: 'regalo' }, ADMIN_PAYMENTS_MSG.kind],
      [{ from: '02-11-2026' }, ADMIN_PAYMENTS_MSG.date],
      [{ from: '2026-02-30' }, ADMIN_PAYMENTS_MSG.date],
      [{ page: '0' }, ADMIN_PAYMENTS_MSG.page],
      [{ page: '1001' }, ADMIN_PAYMENTS_MSG.page],
      [{ from: '2026-01-01', to: '2026-06-01' }, ADMIN_PAYMENTS_MSG.range],
      [{ from: '2026-11-05', to: '2026-11-01' }, ADMIN_PAYMENTS_MSG.range],
    ];
    for (const [query, message] of cases) {
      const res = await admin.agent.get('/api/admin/payments').query(query).expect(400);
      expect(res.body.message).toBe(message);
    }
    // Without dates: the last 30 days up to today in Chile.
    const recent = (await admin.agent.get('/api/admin/payments').expect(200)).body;
    expect(recent.daily).toHaveLength(30);
    expect(recent.to).toBe(new Date().toLocaleDateString('en-CA', { timeZone: 'America/Santiago' }));
  });

  it('should keep the screen to admins', async () => {
    const pro = await validatedProfessional(t);
    await pro.agent.get('/api/admin/payments').expect(403);
    await t.http().get('/api/admin/payments').expect(401);
  });
});
