import { ERROR_MESSAGES, ErrorCode, PAYMENT_MSG } from '@conectando/contracts';
import { personaPayload, signedUp } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';
import { startTransbank, TransbankStandIn } from '../support/transbank-service';
import {
  balance,
  ledger,
  offerPayload,
  validatedInstitution,
  validatedProfessional,
} from '../support/marketplace-fixtures';
import { settled } from '../support/settled';

const BANK_ORIGIN = 'https://webpay3gint.transbank.cl';

describe('Packs bought with Webpay Plus', () => {
  let t: TestApp;
  let bank: TransbankStandIn;

  beforeAll(async () => {
    bank = await startTransbank();
    t = await createTestApp({
      TRANSBANK_API_URL: bank.origin,
      TRANSBANK_TIMEOUT_MS: '800',
      PAYMENT_STATUS_RETRY_MS: '150',
    });
  });
  beforeEach(async () => {
    await t.reset();
    bank.calls.length = 0;
  });
  afterEach(() => settled(t));
  afterAll(async () => {
    await t.close();
    await bank.close();
  });

  /** Webpay sends the browser back: cross-site, from the bank's page, without the session cookie. */
  const returnPost = (fields: Record<string, string>) =>
    t.http().post('/api/payments/webpay/return').set('Origin', BANK_ORIGIN).type('form').send(fields);
  const returnGet = (fields: Record<string, string>) => t.http().get('/api/payments/webpay/return').query(fields);

  async function started(packId = 'pack-5') {
    const pro = await validatedProfessional(t);
    const res = await pro.agent.post('/api/payments').send({ packId }).expect(201);
    return { pro, id: res.body.id as string, token: res.body.redirect.token as string, body: res.body };
  }

  const payment = (id: string) =>
    t.db.query(`SELECT status FROM payments WHERE id = $1`, [id]).then((r) => r[0].status);

  it('should credit the pack once Webpay authorizes the amount, with a receipt', async () => {
    const { pro, id, token, body } = await started();
    expect(body).toEqual({
      id,
      status: 'pending',
      redirect: { url: `${bank.origin}/webpayserver/initTransaction`, token },
    });
    const created = bank.transactions.get(token)!;
    expect(created.amount).toBe(4990);
    expect(created.buy_order.length).toBeLessThanOrEqual(26);
    expect(created.return_url).toMatch(/\/api\/payments\/webpay\/return$/);

    const back = await returnPost({ token_ws: token }).expect(303);
    expect(back.headers.location).toBe(`/tokens/pago/${id}`);
    await settled(t);

    const receipt = (await pro.agent.get(`/api/payments/${id}`).expect(200)).body;
    expect(receipt).toMatchObject({
      id,
      status: 'paid',
      kind: 'pack',
      item: { id: 'pack-5', name: 'Pack 5 tokens', tokens: 5 },
      amount: 4990,
      currency: 'CLP',
      net: 4193,
      iva: 797,
      buyOrder: created.buy_order,
      authorizationCode: '1213',
      cardLast4: '6623',
      refundable: true,
    });
    expect(receipt.net + receipt.iva).toBe(receipt.amount);
    expect(receipt.paidAt).toEqual(expect.any(String));
    expect(await balance(t, pro.user.id)).toEqual({ free: 3, premium: 5, total: 8 });
    expect((await ledger(t, pro.user.id)).map((l) => [l.kind, l.delta])).toEqual([
      ['free_monthly', 3],
      ['pack_purchase', 5],
    ]);
    const notes = (await pro.agent.get('/api/notifications').expect(200)).body.items;
    expect(notes[0]).toMatchObject({ type: 'payment.paid', title: PAYMENT_MSG.paidTitle, link: `/tokens/pago/${id}` });
    const list = (await pro.agent.get('/api/payments').expect(200)).body;
    expect(list.map((p: { id: string }) => p.id)).toEqual([id]);
  });

  it('should credit nothing when the bank rejects the card', async () => {
    const { pro, id, token } = await started();
    bank.commit(token, 'reject');
    await returnPost({ token_ws: token }).expect(303);
    expect(await payment(id)).toBe('failed');
    expect(await balance(t, pro.user.id)).toMatchObject({ premium: 0 });
  });

  it('should cancel without a commit when the person cancels, times out, or the form failed', async () => {
    const cancelled = await started();
    await returnPost({
      TBK_TOKEN: cancelled.token,
      TBK_ORDEN_COMPRA: bank.transactions.get(cancelled.token)!.buy_order,
      TBK_ID_SESION: cancelled.id,
    }).expect(303);
    expect(await payment(cancelled.id)).toBe('cancelled');

    const timedOut = await started('pack-15');
    const order = bank.transactions.get(timedOut.token)!.buy_order;
    // Another session id for the order is not this payment: nothing changes.
    await returnGet({ TBK_ORDEN_COMPRA: order, TBK_ID_SESION: cancelled.id }).expect(400);
    await returnGet({ TBK_ORDEN_COMPRA: order, TBK_ID_SESION: timedOut.id }).expect(303);
    expect(await payment(timedOut.id)).toBe('cancelled');

    const both = await started();
    await returnPost({ token_ws: both.token, TBK_TOKEN: both.token }).expect(303);
    expect(await payment(both.id)).toBe('cancelled');

    expect(bank.calls.filter((c) => c.startsWith('PUT'))).toEqual([]);
    // A payment cancelled is not paid by a late return.
    await returnPost({ token_ws: cancelled.token }).expect(303);
    expect(await payment(cancelled.id)).toBe('cancelled');
    expect(await t.db.query(`SELECT 1 FROM token_ledger WHERE kind = 'pack_purchase'`)).toHaveLength(0);
  });

  it('should show the same result for a replayed return, by POST or GET, crediting once', async () => {
    const { pro, id, token } = await started();
    const answers = await Promise.all([returnPost({ token_ws: token }), returnGet({ token_ws: token })]);
    expect(answers.map((a) => [a.status, a.headers.location])).toEqual([
      [303, `/tokens/pago/${id}`],
      [303, `/tokens/pago/${id}`],
    ]);
    await returnGet({ token_ws: token }).expect(303);
    await returnPost({ token_ws: token }).expect(303);
    await waitFor(async () => (await payment(id)) === 'paid');
    expect(await balance(t, pro.user.id)).toEqual({ free: 3, premium: 5, total: 8 });
    expect(bank.transactions.get(token)!.commits).toBe(1);
  });

  it('should answer a token that is not ours with a 400 page, changing nothing', async () => {
    const { id } = await started();
    const res = await returnPost({ token_ws: 'f'.repeat(64) }).expect(400);
    expect(res.text).toContain(PAYMENT_MSG.returnUnknown);
    await returnGet({}).expect(400);
    await returnPost({ token_ws: 'x'.repeat(65) }).expect(400);
    expect(await payment(id)).toBe('pending');
  });

  it('should keep the payment pending when the commit fails or times out, then settle it from its status once', async () => {
    const failed = await started();
    bank.commit(failed.token, 'fail');
    bank.failStatus(1);
    await returnPost({ token_ws: failed.token }).expect(303);
    expect(await payment(failed.id)).toBe('pending');
    expect(await balance(t, failed.pro.user.id)).toMatchObject({ premium: 0 });
    await waitFor(async () => (await payment(failed.id)) === 'paid');
    expect(await balance(t, failed.pro.user.id)).toEqual({ free: 3, premium: 5, total: 8 });

    const hung = await started('pack-15');
    bank.commit(hung.token, 'hang');
    await returnPost({ token_ws: hung.token }).expect(303);
    expect(await payment(hung.id)).toBe('pending');
    await waitFor(async () => (await payment(hung.id)) === 'paid');
    expect(await balance(t, hung.pro.user.id)).toEqual({ free: 3, premium: 15, total: 18 });
    expect(await t.db.query(`SELECT 1 FROM token_ledger WHERE kind = 'pack_purchase'`)).toHaveLength(2);
  });

  it('should credit nothing and give the charge back when the amount authorized is not the price', async () => {
    const { pro, id, token } = await started();
    bank.commit(token, 'wrong-amount');
    await returnPost({ token_ws: token }).expect(303);
    expect(await payment(id)).toBe('failed');
    expect(await balance(t, pro.user.id)).toMatchObject({ premium: 0 });
    await waitFor(async () => bank.transactions.get(token)!.refunds === 1);
  });

  it('should refund a pack within the window while none of its tokens were spent, once', async () => {
    const { pro, id, token } = await started();
    await returnPost({ token_ws: token }).expect(303);
    const refunds = await Promise.all([1, 2].map(() => pro.agent.post(`/api/payments/${id}/refund`)));
    expect(refunds.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(refunds.find((r) => r.status === 200)!.body).toMatchObject({ id, status: 'refunded', refundable: false });
    expect(refunds.find((r) => r.status === 409)!.body.message).toBe(PAYMENT_MSG.refundNotPaid);
    expect(bank.transactions.get(token)!.refunds).toBe(1);
    expect(await balance(t, pro.user.id)).toEqual({ free: 3, premium: 0, total: 3 });
    expect((await ledger(t, pro.user.id)).map((l) => [l.kind, l.delta])).toEqual([
      ['free_monthly', 3],
      ['pack_purchase', 5],
      ['pack_refund', -5],
    ]);
  });

  it('should refuse a refund after a token of the pack was spent, or after ten days', async () => {
    const inst = await validatedInstitution(t);
    const buy = async () => {
      const res = await inst.agent.post('/api/payments').send({ packId: 'pack-3' }).expect(201);
      await returnPost({ token_ws: res.body.redirect.token }).expect(303);
      return res.body.id as string;
    };
    const spent = await buy();
    await t.db.query(`UPDATE token_accounts SET free_balance = 0 WHERE user_id = $1`, [inst.user.id]);
    await inst.agent.post('/api/offers').send(offerPayload()).expect(201);
    const res = await inst.agent.post(`/api/payments/${spent}/refund`).expect(409);
    expect(res.body.message).toBe(PAYMENT_MSG.refundTokensSpent);
    expect((await inst.agent.get(`/api/payments/${spent}`)).body.refundable).toBe(false);

    const old = await buy();
    await t.db.query(`UPDATE payments SET paid_at = now() - interval '11 days' WHERE id = $1`, [old]);
    expect((await inst.agent.post(`/api/payments/${old}/refund`).expect(409)).body.message).toBe(
      PAYMENT_MSG.refundWindowOver,
    );
    expect(await t.db.query(`SELECT 1 FROM token_ledger WHERE kind = 'pack_refund'`)).toHaveLength(0);
  });

  it("should keep each person's payments to themselves", async () => {
    const { id } = await started();
    const other = await validatedProfessional(t, 'Otra Persona');
    expect((await other.agent.get(`/api/payments/${id}`).expect(404)).body.message).toBe(
      ERROR_MESSAGES[ErrorCode.NotFound],
    );
    await other.agent.post(`/api/payments/${id}/refund`).expect(404);
    await other.agent.get('/api/payments/no-es-un-id').expect(404);
    expect((await other.agent.get('/api/payments').expect(200)).body).toEqual([]);
    await t.http().get('/api/payments').expect(401);
  });

  it('should take the price from the catalogue and refuse what is not for sale', async () => {
    const pro = await validatedProfessional(t);
    expect((await pro.agent.post('/api/payments').send({ packId: 'pack-3' }).expect(400)).body.message).toBe(
      PAYMENT_MSG.packNotForAccount,
    );
    expect((await pro.agent.post('/api/payments').send({ packId: 'oro' }).expect(400)).body.message).toBe(
      PAYMENT_MSG.packRequired,
    );
    await pro.agent.post('/api/payments').send({ packId: 'pack-5', amount: 1 }).expect(400);
    const persona = await signedUp(t, personaPayload());
    await persona.agent.post('/api/payments').send({ packId: 'pack-5' }).expect(403);
    // The old grants without a payment are gone.
    const gone = await pro.agent.post('/api/premium/top-up').send({ packId: 'pack-5' }).expect(410);
    expect(gone.body.message).toBe(PAYMENT_MSG.grantsGone);
    await pro.agent.post('/api/premium/subscribe').send({ planId: 'pro' }).expect(410);
    expect(await t.db.query(`SELECT 1 FROM payments`)).toHaveLength(0);
    expect(await balance(t, pro.user.id)).toMatchObject({ premium: 0 });
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}
