import { PAYMENT_MSG, PLAN_MSG } from '@conectando/contracts';
import { PaymentJobs } from '../../src/modules/payments/payment-jobs';
import { WebpaySettlementService } from '../../src/modules/payments/webpay-settlement.service';
import { PlanRenewalsService } from '../../src/modules/payments/plan-renewals.service';
import { createTestApp, TestApp } from '../support/test-app';
import { startTransbank, TransbankStandIn } from '../support/transbank-service';
import { balance, ledger, Signed, validatedProfessional } from '../support/marketplace-fixtures';
import { settled } from '../support/settled';

const BANK_ORIGIN = 'https://webpay3gint.transbank.cl';

// Changing plan through Oneclick, and Webpay payments left at the bank, against the Transbank stand-in.
describe('Changing plan, and payments left at the bank', () => {
  let t: TestApp;
  let bank: TransbankStandIn;

  beforeAll(async () => {
    bank = await startTransbank();
    t = await createTestApp(
      { TRANSBANK_API_URL: bank.origin, TRANSBANK_TIMEOUT_MS: '800', PAYMENT_STATUS_RETRY_MS: '150' },
      { redis: true },
    );
  });
  beforeEach(async () => {
    await t.reset();
    bank.calls.length = 0;
    bank.charges.clear();
    bank.inscriptions.clear();
  });
  afterEach(() => settled(t));
  afterAll(async () => {
    await t.close();
    await bank.close();
  });

  const plans = () => t.app.get(PlanRenewalsService);
  const oneclickCharges = () => [...bank.charges.values()];

  async function subscribed(planId: string): Promise<Signed> {
    const pro = await validatedProfessional(t);
    const start = await pro.agent.post('/api/payments/cards').expect(201);
    await t
      .http()
      .post('/api/payments/oneclick/return')
      .set('Origin', BANK_ORIGIN)
      .type('form')
      .send({ TBK_TOKEN: start.body.redirect.token })
      .expect(303, /tarjeta=ok/);
    await pro.agent.post('/api/payments/subscriptions').send({ planId }).expect(201);
    return pro;
  }

  /** A 30-day period (counted in Chile's days) with 20 days left: two thirds of a month to pay for. */
  const twentyDaysLeft = (userId: string) =>
    t.db.query(
      `UPDATE subscriptions SET started_at = now() - interval '10 days', next_charge_at = now() + interval '20 days'
        WHERE user_id = $1`,
      [userId],
    );
  const dueNow = (userId: string) =>
    t.db.query(`UPDATE subscriptions SET next_charge_at = now() - interval '1 second' WHERE user_id = $1`, [userId]);
  const subscription = (userId: string) =>
    t.db
      .query(`SELECT plan_id, next_plan_id, status, period FROM subscriptions WHERE user_id = $1`, [userId])
      .then((r) => r[0]);
  const summary = async (pro: Signed) => (await pro.agent.get('/api/tokens/summary').expect(200)).body;

  it('should start a higher plan now, charging the prorated difference and granting its tokens', async () => {
    const pro = await subscribed('starter');
    await twentyDaysLeft(pro.user.id);
    const renewsAt = (await pro.agent.get('/api/payments/subscriptions/current').expect(200)).body.renewsAt;

    // Pro costs 6.000 more and gives 7 more tokens a month: two thirds of that, the tokens rounded up.
    const quote = (await pro.agent.get('/api/payments/subscriptions/change').query({ planId: 'pro' }).expect(200)).body;
    expect(quote).toEqual({
      planId: 'pro',
      startsNow: true,
      chargeToday: 4000,
      tokensToday: 5,
      monthly: 9990,
      monthlyFrom: renewsAt,
    });
    const res = await pro.agent.post('/api/payments/subscriptions/change').send({ planId: 'pro' }).expect(201);
    expect(res.body).toMatchObject({
      planId: 'pro',
      nextPlanId: null,
      renewsAt,
      payment: {
        status: 'paid',
        kind: 'plan',
        amount: 4000,
        item: { id: 'pro', name: 'Cambio a Plan Pro', tokens: 5 },
        cardLast4: '6623',
      },
    });
    expect(oneclickCharges().map((c) => c.amount)).toEqual([3990, 4000]);
    expect(await balance(t, pro.user.id)).toMatchObject({ premium: 3 + 5 });
    expect(await summary(pro)).toMatchObject({ premiumPlan: 'pro', premiumMonthly: 10 });
    expect((await ledger(t, pro.user.id)).map((l) => [l.kind, l.delta])).toEqual([
      ['free_monthly', 3],
      ['plan_subscribe', 3],
      ['plan_change', 5],
    ]);
    const receipt = (await pro.agent.get(`/api/payments/${res.body.payment.id}`).expect(200)).body;
    expect(receipt).toMatchObject({ status: 'paid', amount: 4000, net: 3361, iva: 639 });
    await settled(t);
    const note = (await pro.agent.get('/api/notifications').expect(200)).body.items[0];
    expect(note).toMatchObject({ body: PAYMENT_MSG.paidNotice(5, 'Cambio a Plan Pro') });

    // From the renewal on, the higher plan's full price and tokens.
    await dueNow(pro.user.id);
    await plans().renewDue();
    expect(oneclickCharges().map((c) => c.amount)).toEqual([3990, 4000, 9990]);
    expect(await balance(t, pro.user.id)).toMatchObject({ premium: 3 + 5 + 10 });
    expect(await subscription(pro.user.id)).toMatchObject({ plan_id: 'pro', status: 'active', period: 3 });
  });

  it('should keep the plan until the renewal when a lower one is chosen, then charge the lower one', async () => {
    const pro = await subscribed('growth');
    const renewsAt = (await pro.agent.get('/api/payments/subscriptions/current').expect(200)).body.renewsAt;
    const quote = (await pro.agent.get('/api/payments/subscriptions/change').query({ planId: 'starter' })).body;
    expect(quote).toEqual({
      planId: 'starter',
      startsNow: false,
      chargeToday: 0,
      tokensToday: 0,
      monthly: 3990,
      monthlyFrom: renewsAt,
    });
    const res = await pro.agent.post('/api/payments/subscriptions/change').send({ planId: 'starter' }).expect(201);
    expect(res.body).toEqual({ planId: 'growth', renewsAt, nextPlanId: 'starter', payment: null });
    // A second tap finds it done; nothing is charged today.
    await pro.agent.post('/api/payments/subscriptions/change').send({ planId: 'starter' }).expect(201);
    expect(oneclickCharges()).toHaveLength(1);
    expect(await summary(pro)).toMatchObject({ premiumPlan: 'growth', premiumMonthly: 30 });
    expect((await pro.agent.get('/api/payments/subscriptions/current')).body).toEqual({
      planId: 'growth',
      renewsAt,
      nextPlanId: 'starter',
    });

    // Choosing the current plan again keeps it; choosing the lower one again sets it back.
    await pro.agent.post('/api/payments/subscriptions/change').send({ planId: 'growth' }).expect(201);
    expect(await subscription(pro.user.id)).toMatchObject({ next_plan_id: null });
    const same = await pro.agent.post('/api/payments/subscriptions/change').send({ planId: 'growth' }).expect(409);
    expect(same.body.message).toBe(PLAN_MSG.samePlan);
    await pro.agent.post('/api/payments/subscriptions/change').send({ planId: 'starter' }).expect(201);

    await dueNow(pro.user.id);
    await Promise.all([plans().renewDue(), plans().renewDue()]);
    expect(oneclickCharges().map((c) => c.amount)).toEqual([24990, 3990]);
    expect(await subscription(pro.user.id)).toMatchObject({
      plan_id: 'starter',
      next_plan_id: null,
      status: 'active',
      period: 3,
    });
    expect(await summary(pro)).toMatchObject({ premiumPlan: 'starter', premiumMonthly: 3 });
    expect(await balance(t, pro.user.id)).toMatchObject({ premium: 30 + 3 });
  });

  it('should charge a change once under two taps at once and a replay of the same request', async () => {
    const pro = await subscribed('starter');
    const taps = await Promise.all([
      pro.agent.post('/api/payments/subscriptions/change').send({ planId: 'growth' }),
      pro.agent.post('/api/payments/subscriptions/change').send({ planId: 'growth' }),
    ]);
    expect(taps.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = taps.find((r) => r.status === 409)!;
    expect([PLAN_MSG.changeInProgress, PLAN_MSG.samePlan]).toContain(refused.body.message);
    expect(oneclickCharges()).toHaveLength(2);

    // The phone never heard the answer and sends the same request again (same Idempotency-Key).
    const other = await subscribed('starter');
    const key = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
    const first = await other.agent
      .post('/api/payments/subscriptions/change')
      .set('Idempotency-Key', key)
      .send({ planId: 'pro' })
      .expect(201);
    const again = await other.agent
      .post('/api/payments/subscriptions/change')
      .set('Idempotency-Key', key)
      .send({ planId: 'pro' })
      .expect(201);
    expect(again.body).toEqual(first.body);
    expect(oneclickCharges()).toHaveLength(4);
    expect((await ledger(t, other.user.id)).filter((l) => l.kind === 'plan_change')).toHaveLength(1);
  });

  it('should settle a change whose answer never came from its status, once, refusing a second meanwhile', async () => {
    const pro = await subscribed('starter');
    bank.charge('hang');
    const res = await pro.agent.post('/api/payments/subscriptions/change').send({ planId: 'pro' }).expect(201);
    expect(res.body).toMatchObject({ planId: 'starter', payment: { status: 'pending' } });
    // A second tap meanwhile is refused: the charge is in progress (or, if settled already, done).
    const meanwhile = await pro.agent.post('/api/payments/subscriptions/change').send({ planId: 'pro' }).expect(409);
    expect([PLAN_MSG.changeInProgress, PLAN_MSG.samePlan]).toContain(meanwhile.body.message);
    await eventually(async () => (await subscription(pro.user.id)).plan_id === 'pro');
    await settled(t);
    expect(oneclickCharges()).toHaveLength(2);
    expect((await ledger(t, pro.user.id)).filter((l) => l.kind === 'plan_change')).toHaveLength(1);
    expect(await summary(pro)).toMatchObject({ premiumPlan: 'pro' });
  });

  it('should change nothing when the bank refuses the change, with the same 402 as subscribing', async () => {
    const pro = await subscribed('starter');
    const before = await balance(t, pro.user.id);
    bank.charge('reject');
    const res = await pro.agent.post('/api/payments/subscriptions/change').send({ planId: 'pro' }).expect(402);
    expect(res.body.message).toBe(PLAN_MSG.chargeRejected);
    expect(await balance(t, pro.user.id)).toEqual(before);
    expect(await subscription(pro.user.id)).toMatchObject({ plan_id: 'starter', status: 'active', period: 2 });
    expect(await summary(pro)).toMatchObject({ premiumPlan: 'starter', premiumMonthly: 3 });
    expect((await ledger(t, pro.user.id)).map((l) => l.kind)).not.toContain('plan_change');
    // The person may try again.
    await pro.agent.post('/api/payments/subscriptions/change').send({ planId: 'pro' }).expect(201);
    expect(await summary(pro)).toMatchObject({ premiumPlan: 'pro' });
  });

  it('should refuse, in Spanish, a change without a plan, to an unknown plan or of another account type', async () => {
    const pro = await validatedProfessional(t);
    const none = await pro.agent.post('/api/payments/subscriptions/change').send({ planId: 'pro' }).expect(409);
    expect(none.body.message).toBe(PLAN_MSG.noPlanToChange);
    const subscribedPro = await subscribed('starter');
    for (const [planId, message] of [
      ['basico', PLAN_MSG.planNotForAccount],
      ['oro', PLAN_MSG.planRequired],
    ]) {
      const r = await subscribedPro.agent.post('/api/payments/subscriptions/change').send({ planId }).expect(400);
      expect(r.body.message).toBe(message);
    }
    await subscribedPro.agent
      .post('/api/payments/subscriptions/change')
      .send({ planId: 'x'.repeat(41) })
      .expect(400);
    await t.http().post('/api/payments/subscriptions/change').send({ planId: 'pro' }).expect(401);
    await t.http().get('/api/payments/subscriptions/current').expect(401);
    expect(oneclickCharges()).toHaveLength(1);
  });

  it("should renew on Chile's calendar: the same Santiago day and hour, across a clock change and a month end", async () => {
    const pro = await subscribed('starter');
    // 03:30 UTC is 00:30 on 31 March in Santiago (UTC-3); in UTC it is already the 31st as well.
    await t.db.query(
      `UPDATE subscriptions SET started_at = '2026-03-31T03:30:00Z', next_charge_at = now() - interval '1 second'
        WHERE user_id = $1`,
      [pro.user.id],
    );
    await plans().renewDue();
    const [row] = await t.db.query(`SELECT next_charge_at FROM subscriptions WHERE user_id = $1`, [pro.user.id]);
    // Period 2 ends two months on: 31 May at 00:30 in Santiago, now UTC-4 (UTC would say 23:30 on the 30th).
    expect(new Date(row.next_charge_at).toISOString()).toBe('2026-05-31T04:30:00.000Z');
    expect((await summary(pro)).premiumRenewsAt).toBe('2026-05-31T04:30:00.000Z');
  });

  describe('Webpay payments left at the bank', () => {
    const returnPost = (fields: Record<string, string>) =>
      t.http().post('/api/payments/webpay/return').set('Origin', BANK_ORIGIN).type('form').send(fields);
    const status = (id: string) =>
      t.db.query(`SELECT status FROM payments WHERE id = $1`, [id]).then((r) => r[0].status);

    it('should close an abandoned payment as not completed from the job, and credit a late authorized return once', async () => {
      const pro = await validatedProfessional(t);
      const left = (await pro.agent.post('/api/payments').send({ packId: 'pack-5' }).expect(201)).body;
      const fresh = (await pro.agent.post('/api/payments').send({ packId: 'pack-15' }).expect(201)).body;
      // The browser closed on the bank's page 35 minutes ago; the other one was started just now.
      await t.db.query(`UPDATE payments SET created_at = now() - interval '35 minutes' WHERE id = $1`, [left.id]);

      await t.app.get(PaymentJobs).renewPlansNow();
      await eventually(async () => (await status(left.id)) === 'abandoned');
      expect(await status(fresh.id)).toBe('pending');
      // Asked, never committed: nothing was charged.
      expect(bank.calls).toContain(`GET /transactions/${left.redirect.token}`);
      expect(bank.calls).not.toContain(`PUT /transactions/${left.redirect.token}`);
      const receipt = (await pro.agent.get(`/api/payments/${left.id}`).expect(200)).body;
      expect(receipt).toMatchObject({ status: 'abandoned', paidAt: null });
      expect(PAYMENT_MSG.statusLabel[receipt.status as 'abandoned']).toBe('No completado');
      expect(PAYMENT_MSG.resultBody(receipt.status, 5)).toBe('No se realizó ningún cobro. Puedes intentarlo de nuevo.');
      expect(await balance(t, pro.user.id)).toMatchObject({ premium: 0 });
      // The next run leaves it as it is.
      await t.app.get(WebpaySettlementService).closeAbandoned();
      expect(bank.calls.filter((c) => c === `GET /transactions/${left.redirect.token}`)).toHaveLength(1);

      // The person did pay and the bank's return arrives late: the bank says authorized, so it counts, once.
      const back = await returnPost({ token_ws: left.redirect.token }).expect(303);
      expect(back.headers.location).toBe(`/tokens/pago/${left.id}`);
      await Promise.all([returnPost({ token_ws: left.redirect.token }), returnPost({ token_ws: left.redirect.token })]);
      expect(await status(left.id)).toBe('paid');
      expect(await balance(t, pro.user.id)).toMatchObject({ premium: 5 });
      expect((await ledger(t, pro.user.id)).filter((l) => l.kind === 'pack_purchase')).toHaveLength(1);
      expect(bank.transactions.get(left.redirect.token)!.commits).toBe(1);
    });

    it('should settle from the bank a payment past the window that the bank did authorize', async () => {
      const pro = await validatedProfessional(t);
      const p = (await pro.agent.post('/api/payments').send({ packId: 'pack-5' }).expect(201)).body;
      // Committed at the bank, but its answer was lost and no status job is left to ask.
      bank.transactions.get(p.redirect.token)!.status = 'AUTHORIZED';
      await t.db.query(`UPDATE payments SET created_at = now() - interval '1 hour' WHERE id = $1`, [p.id]);
      await t.app.get(WebpaySettlementService).closeAbandoned();
      expect(await status(p.id)).toBe('paid');
      expect(await balance(t, pro.user.id)).toMatchObject({ premium: 5 });
    });

    it('should leave a closed payment alone when a late return is not authorized at the bank', async () => {
      const pro = await validatedProfessional(t);
      const p = (await pro.agent.post('/api/payments').send({ packId: 'pack-5' }).expect(201)).body;
      await t.db.query(`UPDATE payments SET created_at = now() - interval '20 minutes' WHERE id = $1`, [p.id]);
      await t.app.get(WebpaySettlementService).closeAbandoned();
      expect(await status(p.id)).toBe('abandoned');
      bank.commit(p.redirect.token, 'reject');
      await returnPost({ token_ws: p.redirect.token }).expect(303);
      // A cancel from the bank's page changes nothing either.
      await returnPost({ TBK_TOKEN: p.redirect.token }).expect(303);
      expect(await status(p.id)).toBe('abandoned');
      expect(await balance(t, pro.user.id)).toMatchObject({ premium: 0 });
    });
  });
});

async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}
