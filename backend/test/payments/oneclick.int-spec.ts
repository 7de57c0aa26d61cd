import { ERROR_MESSAGES, ErrorCode, PLAN_MSG, PRIVACY_MSG } from '@conectando/contracts';
import { PaymentJobs } from '../../src/modules/payments/payment-jobs';
import { PlanRenewalsService } from '../../src/modules/payments/plan-renewals.service';
import { PASSWORD, personaPayload, signedUp } from '../support/factories';
import { readMail } from '../support/smtp';
import { appWithMailbox } from '../support/app-with-mailbox';
import { startTransbank, TransbankStandIn } from '../support/transbank-service';
import {
  balance,
  ledger,
  Signed,
  validatedInstitution,
  validatedProfessional,
  prepaidPlan,
} from '../support/marketplace-fixtures';
import { settled } from '../support/settled';

const BANK_ORIGIN = 'https://webpay3gint.transbank.cl';
const DAY_MS = 24 * 60 * 60 * 1000;

describe('Monthly plans charged through Oneclick Mall', () => {
  let bank: TransbankStandIn;
  beforeAll(async () => (bank = await startTransbank()));
  const { t, smtp } = appWithMailbox(
    () => ({ TRANSBANK_API_URL: bank.origin, TRANSBANK_TIMEOUT_MS: '800', PAYMENT_STATUS_RETRY_MS: '150' }),
    { redis: true },
  );
  beforeEach(() => {
    bank.calls.length = 0;
    bank.charges.clear();
    bank.inscriptions.clear();
  });
  afterEach(() => settled(t));
  afterAll(() => bank.close());

  const plans = () => t.app.get(PlanRenewalsService);

  /** Transbank's card form posts the browser back, cross-site, without the session cookie. */
  const returnPost = (fields: Record<string, string>) =>
    t.http().post('/api/payments/oneclick/return').set('Origin', BANK_ORIGIN).type('form').send(fields);

  async function withCard(who?: Signed): Promise<Signed> {
    const person = who ?? (await validatedProfessional(t));
    const start = await person.agent.post('/api/payments/cards').expect(201);
    expect(start.body).toEqual({
      redirect: { url: `${bank.origin}/webpayserver/bp_multicode_inscription.cgi`, token: expect.any(String) },
    });
    const back = await returnPost({ TBK_TOKEN: start.body.redirect.token }).expect(303);
    expect(back.headers.location).toBe('/tokens?tarjeta=ok');
    return person;
  }

  const subscription = (userId: string) =>
    t.db
      .query(
        `SELECT id, status, period, next_charge_at, failed_attempts, end_reason, started_at
           FROM subscriptions WHERE user_id = $1 ORDER BY started_at DESC LIMIT 1`,
        [userId],
      )
      .then((r) => r[0]);
  const planCharges = (userId: string) =>
    t.db.query(`SELECT period, status FROM payments WHERE user_id = $1 AND kind = 'plan' ORDER BY created_at`, [
      userId,
    ]);
  const oneclickCharges = () => [...bank.charges.values()];
  /** Moves the subscription's due date to now, as if its period had ended. */
  const dueNow = (userId: string) =>
    t.db.query(`UPDATE subscriptions SET next_charge_at = now() - interval '1 second' WHERE user_id = $1`, [userId]);

  it('should inscribe a card at Transbank, list it without its tbk_user, and delete it there too', async () => {
    const pro = await withCard();
    const cards = (await pro.agent.get('/api/payments/cards').expect(200)).body;
    expect(cards).toEqual([{ id: expect.any(String), cardType: 'Visa', last4: '6623' }]);
    expect(JSON.stringify(cards)).not.toContain('tbk-');
    const [inscription] = [...bank.inscriptions.values()];
    const [{ email }] = await t.db.query(`SELECT email FROM users WHERE id = $1`, [pro.user.id]);
    expect(inscription).toMatchObject({ username: pro.user.id, email });
    expect(inscription.response_url).toMatch(/\/api\/payments\/oneclick\/return$/);

    // A replayed return changes nothing; a second card is refused while one is kept.
    await returnPost({ TBK_TOKEN: inscription.token }).expect(303, /tarjeta=ok/);
    expect(bank.calls.filter((c) => c.startsWith('PUT oneclick'))).toHaveLength(1);
    expect((await pro.agent.post('/api/payments/cards').expect(409)).body.message).toBe(PLAN_MSG.cardExists);

    const other = await validatedProfessional(t, 'Otra Persona');
    await other.agent.delete(`/api/payments/cards/${cards[0].id}`).expect(404);
    await pro.agent.delete(`/api/payments/cards/${cards[0].id}`).expect(204);
    expect(inscription.deleted).toBe(true);
    expect((await pro.agent.get('/api/payments/cards').expect(200)).body).toEqual([]);
  });

  it('should keep no card when the person gives up on the form, and refuse a token that is not ours', async () => {
    const pro = await validatedProfessional(t);
    const start = await pro.agent.post('/api/payments/cards').expect(201);
    bank.rejectInscription();
    const back = await t.http().get('/api/payments/oneclick/return').query({ TBK_TOKEN: start.body.redirect.token });
    expect([back.status, back.headers.location]).toEqual([303, '/tokens?tarjeta=error']);
    expect((await pro.agent.get('/api/payments/cards').expect(200)).body).toEqual([]);
    await returnPost({ TBK_TOKEN: 'f'.repeat(64) }).expect(303, /tarjeta=error/);
    await returnPost({}).expect(303, /tarjeta=error/);
    expect(await t.db.query(`SELECT 1 FROM payment_cards WHERE status = 'active'`)).toEqual([]);
  });

  it('should charge the first month at once, credit the plan and send the receipt', async () => {
    const pro = await withCard();
    const res = await pro.agent.post('/api/payments/subscriptions').send({ planId: 'pro' }).expect(201);
    expect(res.body).toMatchObject({
      status: 'paid',
      kind: 'plan',
      item: { id: 'pro', name: 'Plan Pro', tokens: 10 },
      amount: 9990,
      authorizationCode: '1213',
      cardLast4: '6623',
    });
    const [charge] = oneclickCharges();
    expect(charge).toMatchObject({ amount: 9990, username: pro.user.id, commerce_code: '597055555542' });
    expect(charge.child_buy_order).not.toBe(charge.buy_order);
    expect(await balance(t, pro.user.id)).toEqual({ free: 3, premium: 10, total: 13 });
    const summary = (await pro.agent.get('/api/tokens/summary').expect(200)).body;
    expect(summary).toMatchObject({ premiumPlan: 'pro', premiumMonthly: 10, isPremium: true });
    const sub = await subscription(pro.user.id);
    expect(sub).toMatchObject({ status: 'active', period: 2 });
    expect(new Date(summary.premiumRenewsAt).getTime()).toBe(new Date(sub.next_charge_at).getTime());
    // One calendar month later (give or take the shorter months).
    expect(new Date(sub.next_charge_at).getTime() - Date.now()).toBeGreaterThan(27 * DAY_MS);

    await settled(t);
    await eventually(() => smtp.mails.length === 1);
    expect((await readMail(smtp.mails[0])).subject).toBe('Comprobante de pago: Plan Pro');
    // A second plan while one is active is refused.
    const again = await pro.agent.post('/api/payments/subscriptions').send({ planId: 'growth' }).expect(409);
    expect(again.body.message).toBe(PLAN_MSG.alreadySubscribed);
    expect(oneclickCharges()).toHaveLength(1);
  });

  it('should answer a rejected first charge with 402 in Spanish, no plan and no tokens', async () => {
    const pro = await withCard();
    bank.charge('reject');
    const res = await pro.agent.post('/api/payments/subscriptions').send({ planId: 'starter' }).expect(402);
    expect(res.body.message).toBe(PLAN_MSG.chargeRejected);
    expect(await balance(t, pro.user.id)).toMatchObject({ premium: 0 });
    expect((await pro.agent.get('/api/tokens/summary')).body.premiumPlan).toBe('none');
    expect(await subscription(pro.user.id)).toMatchObject({ status: 'ended', end_reason: 'rejected' });
    // The person may try again (the next charge is approved).
    await pro.agent.post('/api/payments/subscriptions').send({ planId: 'starter' }).expect(201);
    expect(await balance(t, pro.user.id)).toMatchObject({ premium: 3 });
  });

  it('should refuse, in Spanish, a plan without a card, of another account type, or unknown', async () => {
    const pro = await validatedProfessional(t);
    const noCard = await pro.agent.post('/api/payments/subscriptions').send({ planId: 'pro' }).expect(409);
    expect(noCard.body.message).toBe(PLAN_MSG.cardRequired);
    await withCard(pro);
    for (const [planId, message] of [
      ['basico', PLAN_MSG.planNotForAccount],
      ['oro', PLAN_MSG.planRequired],
    ]) {
      expect((await pro.agent.post('/api/payments/subscriptions').send({ planId }).expect(400)).body.message).toBe(
        message,
      );
    }
    await pro.agent.post('/api/payments/subscriptions').send({ planId: 'pro', amount: 1 }).expect(400);
    const persona = await signedUp(t, personaPayload());
    await persona.agent.post('/api/payments/subscriptions').send({ planId: 'pro' }).expect(403);
    await persona.agent.post('/api/payments/cards').expect(403);
    await t.http().get('/api/payments/cards').expect(401);
    expect(oneclickCharges()).toEqual([]);
    // A card that pays a live plan is not deleted.
    await pro.agent.post('/api/payments/subscriptions').send({ planId: 'pro' }).expect(201);
    const [card] = (await pro.agent.get('/api/payments/cards')).body;
    expect((await pro.agent.delete(`/api/payments/cards/${card.id}`).expect(409)).body.message).toBe(
      PLAN_MSG.cardInUse,
    );
    const bad = await pro.agent.delete('/api/payments/cards/no-es-un-id').expect(404);
    expect(bad.body.message).toBe(ERROR_MESSAGES[ErrorCode.NotFound]);
  });

  it('should charge each period once, however many workers run the renewal at once or again', async () => {
    const inst = await withCard(await validatedInstitution(t));
    await inst.agent.post('/api/payments/subscriptions').send({ planId: 'basico' }).expect(201);
    await dueNow(inst.user.id);
    const jobs = t.app.get(PaymentJobs);
    // Two direct runs and the queued job (run by the worker) race for the same period.
    await Promise.all([plans().renewDue(), plans().renewDue(), jobs.renewPlansNow()]);
    await eventually(async () => (await planCharges(inst.user.id)).length === 2);
    await plans().renewDue();
    await new Promise((r) => setTimeout(r, 300));
    expect(await planCharges(inst.user.id)).toEqual([
      { period: 1, status: 'paid' },
      { period: 2, status: 'paid' },
    ]);
    expect(oneclickCharges()).toHaveLength(2);
    expect(await balance(t, inst.user.id)).toEqual({ free: 3, premium: 10, total: 13 });
    expect((await ledger(t, inst.user.id)).map((l) => [l.kind, l.delta])).toEqual([
      ['free_monthly', 3],
      ['plan_subscribe', 5],
      ['plan_monthly', 5],
    ]);
    const sub = await subscription(inst.user.id);
    expect(sub).toMatchObject({ status: 'active', period: 3 });
    const { next_charge_at: next, started_at: started } = sub;
    expect(new Date(next).getTime() - new Date(started).getTime()).toBeGreaterThan(55 * DAY_MS);
    // The database itself refuses a second live charge of one period.
    await expect(
      t.db.query(
        `INSERT INTO payments (user_id, kind, item_id, item_name, tokens, amount, status, buy_order, subscription_id, period)
         VALUES ($1, 'plan', 'basico', 'Plan Básico', 5, 4990, 'pending', 'cgduplicate', $2, 2)`,
        [inst.user.id, sub.id],
      ),
    ).rejects.toThrow(/payments_one_charge_per_period/);
  });

  it('should retry a rejected renewal after 1 and 3 days, tell the person, then end the plan', async () => {
    const pro = await withCard();
    await pro.agent.post('/api/payments/subscriptions').send({ planId: 'pro' }).expect(201);
    await settled(t);
    smtp.mails.length = 0;
    // The period ends now: its due day is the base of the retries.
    await t.db.query(
      `UPDATE subscriptions SET started_at = now() - interval '1 month', next_charge_at = now() - interval '1 second'
        WHERE user_id = $1`,
      [pro.user.id],
    );
    const due = new Date((await subscription(pro.user.id)).next_charge_at).getTime();
    bank.charge('reject', 'reject', 'reject');

    await plans().renewDue();
    let sub = await subscription(pro.user.id);
    expect(sub).toMatchObject({ status: 'past_due', failed_attempts: 1, period: 2 });
    expect(new Date(sub.next_charge_at).getTime() - due).toBeCloseTo(1 * DAY_MS, -4);
    // Not due yet: nothing is charged before the retry day.
    await plans().renewDue();
    expect(oneclickCharges()).toHaveLength(2);
    await settled(t);
    const notes = (await pro.agent.get('/api/notifications').expect(200)).body.items;
    expect(notes[0]).toMatchObject({
      type: 'payment.renewal_failed',
      title: 'Pago pendiente',
      body: PLAN_MSG.renewalFailedNotice('Plan Pro', 1),
    });
    await eventually(() => smtp.mails.length === 1);
    expect((await readMail(smtp.mails[0])).subject).toBe('Pago pendiente de tu plan Plan Pro');
    // The plan stays while it is retried.
    expect((await pro.agent.get('/api/tokens/summary')).body.premiumPlan).toBe('pro');

    await dueNow(pro.user.id);
    await plans().renewDue();
    sub = await subscription(pro.user.id);
    expect(sub).toMatchObject({ status: 'past_due', failed_attempts: 2 });
    expect(new Date(sub.next_charge_at).getTime() - due).toBeCloseTo(3 * DAY_MS, -4);

    await dueNow(pro.user.id);
    await plans().renewDue();
    expect(await subscription(pro.user.id)).toMatchObject({ status: 'ended', end_reason: 'lapsed' });
    expect(await planCharges(pro.user.id)).toEqual([
      { period: 1, status: 'paid' },
      { period: 2, status: 'failed' },
      { period: 2, status: 'failed' },
      { period: 2, status: 'failed' },
    ]);
    const summary = (await pro.agent.get('/api/tokens/summary')).body;
    expect(summary).toMatchObject({ premiumPlan: 'none', premiumBalance: 10 });
    await settled(t);
    const last = (await pro.agent.get('/api/notifications').expect(200)).body.items[0];
    expect(last).toMatchObject({ title: PLAN_MSG.lapsedTitle, body: PLAN_MSG.lapsedNotice('Plan Pro') });
    await dueNow(pro.user.id);
    await plans().renewDue();
    expect(oneclickCharges()).toHaveLength(4);
  });

  it('should settle a renewal whose answer never came from its status, once', async () => {
    const pro = await withCard();
    await pro.agent.post('/api/payments/subscriptions').send({ planId: 'starter' }).expect(201);
    await dueNow(pro.user.id);
    bank.charge('hang');
    await plans().renewDue();
    expect(await planCharges(pro.user.id)).toEqual([
      { period: 1, status: 'paid' },
      { period: 2, status: 'pending' },
    ]);
    // Meanwhile the period is not charged a second time.
    await plans().renewDue();
    await eventually(async () => (await planCharges(pro.user.id))[1].status === 'paid');
    expect(oneclickCharges()).toHaveLength(2);
    expect(await balance(t, pro.user.id)).toMatchObject({ premium: 6 });
  });

  it('should stop future charges on cancel, keeping the tokens', async () => {
    const pro = await withCard();
    await pro.agent.post('/api/payments/subscriptions').send({ planId: 'pro' }).expect(201);
    await pro.agent.post('/api/premium/cancel').send({}).expect(200);
    expect(await subscription(pro.user.id)).toMatchObject({ status: 'ended', end_reason: 'cancelled' });
    await dueNow(pro.user.id);
    await plans().renewDue();
    expect(oneclickCharges()).toHaveLength(1);
    expect(await balance(t, pro.user.id)).toMatchObject({ premium: 10 });
  });

  it("should export a person's payments, card and plans, and on erasure forget the card and stop charging", async () => {
    const pro = await withCard();
    const paid = (await pro.agent.post('/api/payments/subscriptions').send({ planId: 'pro' }).expect(201)).body;
    const res = await pro.agent.get('/api/me/export').expect(200);
    const parts = (JSON.parse(res.text) as { parts: Record<string, unknown> }).parts;
    expect(parts.payments).toEqual([expect.objectContaining({ id: paid.id, amount: 9990, cardLast4: '6623' })]);
    expect(parts.paymentCards).toEqual([
      { id: expect.any(String), status: 'active', cardType: 'Visa', last4: '6623', createdAt: expect.any(String) },
    ]);
    expect(parts.subscriptions).toEqual([
      expect.objectContaining({ planId: 'pro', status: 'active', endedAt: null, endReason: null }),
    ]);
    // Oneclick's key to the card is never in the file.
    const [card] = await t.db.query(`SELECT tbk_user FROM payment_cards WHERE user_id = $1`, [pro.user.id]);
    expect(res.text).not.toContain(card.tbk_user);

    await pro.agent.delete('/api/me').send({ password: PASSWORD }).expect(204);
    expect([...bank.inscriptions.values()][0].deleted).toBe(true);
    expect(await t.db.query(`SELECT 1 FROM payment_cards WHERE user_id = $1`, [pro.user.id])).toEqual([]);
    expect(await subscription(pro.user.id)).toMatchObject({ status: 'ended', end_reason: 'cancelled' });
    // The receipt stays (an accounting record), without the card's digits.
    const [kept] = await t.db.query(`SELECT amount, status, card_last4 FROM payments WHERE id = $1`, [paid.id]);
    expect(kept).toEqual({ amount: 9990, status: 'paid', card_last4: null });
    const held = `SELECT plan_id FROM subscriptions WHERE user_id = $1 AND status IN ('active', 'past_due')`;
    expect(await t.db.query(held, [pro.user.id])).toEqual([]);
    await dueNow(pro.user.id);
    await plans().renewDue();
    expect(oneclickCharges()).toHaveLength(1);
  });

  it('should refuse the erasure, changing nothing, while Transbank cannot remove the card, and erase on retry', async () => {
    const pro = await withCard();
    await pro.agent.post('/api/payments/subscriptions').send({ planId: 'pro' }).expect(201);
    bank.failDeletes(1);
    const refused = await pro.agent.delete('/api/me').send({ password: PASSWORD }).expect(502);
    expect(refused.body.message).toBe(PRIVACY_MSG.cardNotRemoved);
    await pro.agent.get('/api/auth/me').expect(200);
    expect(await subscription(pro.user.id)).toMatchObject({ status: 'active' });
    expect(await t.db.query(`SELECT status FROM payment_cards WHERE user_id = $1`, [pro.user.id])).toEqual([
      { status: 'active' },
    ]);

    await pro.agent.delete('/api/me').send({ password: PASSWORD }).expect(204);
    expect([...bank.inscriptions.values()][0].deleted).toBe(true);
    expect(await t.db.query(`SELECT 1 FROM payment_cards WHERE user_id = $1`, [pro.user.id])).toEqual([]);
  });

  it('should end, without charging, a plan from before card payments when its period is over', async () => {
    const pro = await validatedProfessional(t);
    await pro.agent.get('/api/tokens/summary').expect(200);
    await t.db.query(`UPDATE token_accounts SET premium_balance = 4 WHERE user_id = $1`, [pro.user.id]);
    await prepaidPlan(t, pro.user.id, 'pro', `now() - interval '1 month'`, `now() - interval '1 hour'`);
    await plans().renewDue();
    expect((await pro.agent.get('/api/tokens/summary')).body).toMatchObject({ premiumPlan: 'none', premiumBalance: 4 });
    expect(oneclickCharges()).toEqual([]);
  });
});

async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}
