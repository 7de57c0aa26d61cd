import { MigrationInterface, QueryRunner } from 'typeorm';

// The plans as they were sold when this ran, for the down migration's columns (docs/decisions/payments.md).
const CATALOGUE = `(VALUES ('starter', 'profesional', 3), ('pro', 'profesional', 10), ('growth', 'profesional', 30),
  ('basico', 'institucion', 5), ('avanzado', 'institucion', 15), ('empresarial', 'institucion', 30))
  AS catalogue (plan_id, plan_type, tokens_monthly)`;

/**
 * A plan is stored once, in the payments module's `subscriptions`: the plan columns leave
 * `token_accounts`. A plan held there with no live subscription (granted before card charges) becomes a
 * `prepaid` subscription: paid until its next_charge_at, never charged, ended when that date passes.
 */
export class PlanStoredOnce1796187200000 implements MigrationInterface {
  name = 'PlanStoredOnce1796187200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE subscriptions ADD COLUMN prepaid boolean NOT NULL DEFAULT false`);
    await q.query(`
      INSERT INTO subscriptions (user_id, plan_id, status, period, started_at, next_charge_at, prepaid)
      SELECT a.user_id, a.premium_plan, 'active', 1, COALESCE(a.premium_since, now()),
             COALESCE(a.premium_renews_at, now()), true
        FROM token_accounts a
       WHERE a.premium_plan IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM subscriptions s
                          WHERE s.user_id = a.user_id AND s.status IN ('pending', 'active', 'past_due'))`);
    for (const column of [
      'premium_plan',
      'premium_plan_type',
      'premium_tokens_monthly',
      'premium_since',
      'premium_renews_at',
    ])
      await q.query(`ALTER TABLE token_accounts DROP COLUMN ${column}`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE token_accounts
        ADD COLUMN premium_plan varchar(20),
        ADD COLUMN premium_plan_type varchar(20) CHECK (premium_plan_type IN ('profesional', 'institucion')),
        ADD COLUMN premium_tokens_monthly integer NOT NULL DEFAULT 0 CHECK (premium_tokens_monthly >= 0),
        ADD COLUMN premium_since timestamptz,
        ADD COLUMN premium_renews_at timestamptz`);
    // The plan held: an active subscription is paid until its next charge; a late one until its last period.
    await q.query(`
      UPDATE token_accounts a
         SET premium_plan = s.plan_id, premium_plan_type = catalogue.plan_type,
             premium_tokens_monthly = COALESCE(catalogue.tokens_monthly, 0), premium_since = s.started_at,
             premium_renews_at = CASE WHEN s.status = 'past_due'
                                      THEN s.started_at + (s.period - 1) * interval '1 month'
                                      ELSE s.next_charge_at END
        FROM subscriptions s LEFT JOIN ${CATALOGUE} ON catalogue.plan_id = s.plan_id
       WHERE s.user_id = a.user_id AND s.status IN ('active', 'past_due')`);
    await q.query(`DELETE FROM subscriptions WHERE prepaid`);
    await q.query(`ALTER TABLE subscriptions DROP COLUMN prepaid`);
  }
}
