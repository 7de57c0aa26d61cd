import { PlanStoredOnce1796187200000 } from '../../src/infra/database/migrations/1796187200000-plan-stored-once';
import { setTokens, validatedInstitution, validatedProfessional } from '../support/marketplace-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

// The plan moved off token_accounts into subscriptions: both directions keep who holds which plan until when.
describe('migration: a plan stored once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const migration = new PlanStoredOnce1796187200000();
  const run = async (step: 'up' | 'down') => {
    const runner = t.db.createQueryRunner();
    try {
      await migration[step](runner);
    } finally {
      await runner.release();
    }
  };
  const plansOnAccounts = () =>
    t.db.query(
      `SELECT user_id, premium_plan, premium_plan_type, premium_tokens_monthly, premium_since, premium_renews_at
         FROM token_accounts WHERE premium_plan IS NOT NULL ORDER BY premium_plan`,
    );

  it('should move a plan granted before card charges into a prepaid subscription, and put it back on the way down', async () => {
    const paying = await validatedProfessional(t);
    const granted = await validatedInstitution(t);
    await setTokens(t, paying.user.id, 3, 10);
    await setTokens(t, granted.user.id, 3, 5);
    const since = new Date('2026-11-10T15:00:00Z');
    const renews = new Date('2026-12-10T15:00:00Z');
    await t.db.query(
      `INSERT INTO subscriptions (user_id, plan_id, status, period, started_at, next_charge_at)
       VALUES ($1, 'pro', 'active', 2, $2, $3)`,
      [paying.user.id, since, renews],
    );

    await run('down');
    // The card-paid plan is back on the balance row, from its subscription.
    expect(await plansOnAccounts()).toEqual([
      {
        user_id: paying.user.id,
        premium_plan: 'pro',
        premium_plan_type: 'profesional',
        premium_tokens_monthly: 10,
        premium_since: since,
        premium_renews_at: renews,
      },
    ]);
    // A plan as the grants before card charges left it.
    await t.db.query(
      `UPDATE token_accounts SET premium_plan = 'basico', premium_plan_type = 'institucion', premium_tokens_monthly = 5,
              premium_since = $2, premium_renews_at = $3 WHERE user_id = $1`,
      [granted.user.id, since, renews],
    );

    await run('up');
    const columns = await t.db.query(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'token_accounts' AND column_name LIKE 'premium_%'`,
    );
    expect(columns).toEqual([{ column_name: 'premium_balance' }]);
    const subscriptions = await t.db.query(
      `SELECT user_id, plan_id, status, started_at, next_charge_at, prepaid FROM subscriptions ORDER BY plan_id`,
    );
    expect(subscriptions).toEqual([
      {
        user_id: granted.user.id,
        plan_id: 'basico',
        status: 'active',
        started_at: since,
        next_charge_at: renews,
        prepaid: true,
      },
      {
        user_id: paying.user.id,
        plan_id: 'pro',
        status: 'active',
        started_at: since,
        next_charge_at: renews,
        prepaid: false,
      },
    ]);
    // Balances were never the plan's to move.
    expect(await t.db.query(`SELECT premium_balance FROM token_accounts ORDER BY premium_balance`)).toEqual([
      { premium_balance: 5 },
      { premium_balance: 10 },
    ]);
  });
});
