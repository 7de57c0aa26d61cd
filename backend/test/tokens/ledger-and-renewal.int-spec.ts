import { MARKET_MSG } from '@conectando/contracts';
import { Job, QueueEvents } from 'bullmq';
import { TokenRenewalScheduler, RENEWAL_JOB } from '../../src/modules/tokens/token-renewal.scheduler';
import { TokenRenewalService } from '../../src/modules/tokens/token-renewal.service';
import { monthKey } from '../../src/modules/tokens/token-month';
import { personaPayload, signedUp } from '../support/factories';
import { createTestApp, testRedisUrl, TestApp } from '../support/test-app';
import { appPerSuite } from '../support/suite-app';
import {
  approvedOffers,
  balance,
  coverLetter,
  ledger,
  outboxEvents,
  setTokens,
  validatedInstitution,
  validatedProfessional,
  prepaidPlan,
} from '../support/marketplace-fixtures';
import { settled } from '../support/settled';

const LAST_MONTH = (() => {
  const [y, m] = monthKey().split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
})();

/** A balance last renewed a month ago, as the renewal job finds it on the 1st. */
async function renewedLastMonth(t: TestApp, userId: string, free: number, premium = 0) {
  await t.db.query(
    `INSERT INTO token_accounts (user_id, free_balance, premium_balance, renewed_month) VALUES ($1, $2, $3, $4)`,
    [userId, free, premium, LAST_MONTH],
  );
  await t.db.query(`INSERT INTO token_renewals (user_id, month) VALUES ($1, $2)`, [userId, LAST_MONTH]);
}

describe('Token ledger and monthly renewal', () => {
  const { t } = appPerSuite();
  afterEach(() => settled(t));

  it('should start a professional with the free monthly allowance and report the spec summary fields', async () => {
    const pro = await validatedProfessional(t);
    const res = await pro.agent.get('/api/tokens/summary').expect(200);
    expect(res.body).toEqual({
      free: 3,
      premiumMonthly: 0,
      premiumBalance: 0,
      available: 3,
      premiumPlan: 'none',
      premiumPlanType: null,
      premiumRenewsAt: null,
      total: 3,
      used: 0,
      freeMonthly: 3,
      freeRenewsAt: expect.any(String),
      isPremium: false,
    });
    await pro.agent.get('/api/tokens/summary').expect(200);
    expect((await ledger(t, pro.user.id)).map((l) => [l.kind, l.delta])).toEqual([['free_monthly', 3]]);
    expect(await outboxEvents(t, 'tokens.renewed')).toHaveLength(0);
  });

  it('should honour a configured allowance', async () => {
    const other = await createTestApp({ FREE_MONTHLY_TOKENS: '5' });
    try {
      const pro = await validatedProfessional(other);
      expect((await pro.agent.get('/api/tokens/summary').expect(200)).body).toMatchObject({ free: 5, freeMonthly: 5 });
    } finally {
      await other.close();
    }
  });

  it('should answer zeros to a persona and keep no balance for it', async () => {
    const persona = await signedUp(t, personaPayload());
    expect((await persona.agent.get('/api/tokens/summary').expect(200)).body).toMatchObject({
      available: 0,
      free: 0,
      premiumPlan: 'none',
    });
    expect(await t.db.query(`SELECT 1 FROM token_accounts`)).toHaveLength(0);
  });

  it('should spend free tokens first, then premium ones, and list the history newest first', async () => {
    const inst = await validatedInstitution(t);
    const offers = await approvedOffers(t, inst.user.id, 3);
    const pro = await validatedProfessional(t);
    await setTokens(t, pro.user.id, 1, 1);
    await pro.agent.post('/api/applications').send({ jobOfferId: offers[0], coverLetter }).expect(201);
    expect(await balance(t, pro.user.id)).toEqual({ free: 0, premium: 1, total: 1 });
    await pro.agent.post('/api/applications').send({ jobOfferId: offers[1], coverLetter }).expect(201);
    expect(await balance(t, pro.user.id)).toEqual({ free: 0, premium: 0, total: 0 });
    expect(
      (await pro.agent.post('/api/applications').send({ jobOfferId: offers[2], coverLetter }).expect(402)).body.message,
    ).toBe(MARKET_MSG.noTokensToApply);
    const history = (await pro.agent.get('/api/tokens/history').expect(200)).body;
    expect(
      history.map((h: { kind: string; bucket: string; delta: number; balanceAfter: number; label: string }) => [
        h.kind,
        h.bucket,
        h.delta,
        h.balanceAfter,
        h.label,
      ]),
    ).toEqual([
      ['spend_apply', 'premium', -1, 0, 'Postulación a oferta'],
      ['spend_apply', 'free', -1, 1, 'Postulación a oferta'],
    ]);
  });

  it('should refuse a negative balance in the database itself (CHECK backstop)', async () => {
    const pro = await validatedProfessional(t);
    await setTokens(t, pro.user.id, 0, 0);
    await expect(
      t.db.query(`UPDATE token_accounts SET free_balance = free_balance - 1 WHERE user_id = $1`, [pro.user.id]),
    ).rejects.toThrow(/check constraint/);
  });

  it('should renew once per user and month, however many times (or how concurrently) the job runs', async () => {
    const pro = await validatedProfessional(t);
    const inst = await validatedInstitution(t);
    const untouched = await validatedProfessional(t, 'Sin saldo aún');
    await renewedLastMonth(t, pro.user.id, 1);
    await renewedLastMonth(t, inst.user.id, 0, 4);
    const renewal = t.app.get(TokenRenewalService);
    const first = await renewal.runMonthlyRenewal();
    expect(first).toEqual({ month: monthKey(), renewed: 3 });
    const again = await Promise.all([renewal.runMonthlyRenewal(), renewal.runMonthlyRenewal()]);
    expect(again.map((r) => r.renewed)).toEqual([0, 0]);
    expect(await balance(t, pro.user.id)).toEqual({ free: 3, premium: 0, total: 3 });
    expect(await balance(t, inst.user.id)).toEqual({ free: 3, premium: 4, total: 7 });
    expect(await balance(t, untouched.user.id)).toMatchObject({ free: 3 });
    expect((await ledger(t, pro.user.id)).map((l) => [l.kind, l.delta])).toEqual([['free_monthly', 2]]);
    expect((await outboxEvents(t, 'tokens.renewed')).map((e) => e.payload.userId).sort()).toEqual(
      [pro.user.id, inst.user.id].sort(),
    );
    expect(await t.db.query(`SELECT 1 FROM token_renewals WHERE month = $1`, [monthKey()])).toHaveLength(3);
  });

  it("should not grant a plan's monthly tokens without its paid charge", async () => {
    const pro = await validatedProfessional(t);
    await renewedLastMonth(t, pro.user.id, 0, 2);
    await prepaidPlan(t, pro.user.id, 'pro', `now() - interval '1 month'`, `now() - interval '1 hour'`);
    const renewal = t.app.get(TokenRenewalService);
    await renewal.runMonthlyRenewal();
    await renewal.runMonthlyRenewal();
    // Only the free allowance: the plan's tokens come with its Oneclick charge (payments module).
    expect(await balance(t, pro.user.id)).toEqual({ free: 3, premium: 2, total: 5 });
    expect((await ledger(t, pro.user.id)).map((l) => [l.kind, l.delta])).toEqual([['free_monthly', 3]]);
  });

  it('should renew on first touch in a new month even if the job has not run yet', async () => {
    const pro = await validatedProfessional(t);
    await renewedLastMonth(t, pro.user.id, 0);
    expect((await pro.agent.get('/api/tokens/summary').expect(200)).body.free).toBe(3);
  });
});

describe('Monthly renewal as a BullMQ job scheduler', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({}, { redis: true })));
  afterAll(() => t.close());

  it('should register the renewal scheduler on the scheduled queue and run its job in the worker', async () => {
    await t.reset();
    const queue = t.app.get(TokenRenewalScheduler).scheduledQueue!;
    const scheduler = await queue.getJobScheduler(RENEWAL_JOB);
    expect(scheduler).toMatchObject({ key: RENEWAL_JOB, pattern: '5 * * * *', tz: 'America/Santiago' });
    const pro = await validatedProfessional(t);
    await renewedLastMonth(t, pro.user.id, 0);
    const events = new QueueEvents(queue.name, {
      connection: { url: testRedisUrl() },
      prefix: process.env.TEST_REDIS_PREFIX,
    });
    try {
      await events.waitUntilReady();
      const job: Job = await queue.add(RENEWAL_JOB, {});
      const result = await job.waitUntilFinished(events, 10_000);
      expect(result).toEqual({ month: monthKey(), renewed: 1 });
      const rerun = await (await queue.add(RENEWAL_JOB, {})).waitUntilFinished(events, 10_000);
      expect(rerun).toEqual({ month: monthKey(), renewed: 0 });
      expect(await balance(t, pro.user.id)).toMatchObject({ free: 3 });
    } finally {
      await events.close();
    }
  });
});
