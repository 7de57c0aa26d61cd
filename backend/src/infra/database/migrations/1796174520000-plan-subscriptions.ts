import { MigrationInterface, QueryRunner } from 'typeorm';

/** Monthly plans charged through Oneclick Mall: inscribed cards, subscriptions, one charge per period. */
export class PlanSubscriptions1796174520000 implements MigrationInterface {
  name = 'PlanSubscriptions1796174520000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE payment_cards (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        status varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active', 'failed')),
        -- The inscription's token while the person is on Transbank's form; then Oneclick's tbk_user.
        inscription_token varchar(64) NOT NULL UNIQUE,
        tbk_user varchar(64),
        card_type varchar(20),
        last4 varchar(4),
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((status = 'active') = (tbk_user IS NOT NULL))
      )`);
    // One kept card per person: a second inscription replaces nothing silently.
    await q.query(`CREATE UNIQUE INDEX payment_cards_one_active ON payment_cards (user_id) WHERE status = 'active'`);
    await q.query(`
      CREATE TABLE subscriptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        plan_id varchar(20) NOT NULL,
        status varchar(10) NOT NULL CHECK (status IN ('pending', 'active', 'past_due', 'ended')),
        -- The period the next charge pays for (1 = the first month, charged at once).
        period integer NOT NULL DEFAULT 1 CHECK (period > 0),
        started_at timestamptz NOT NULL DEFAULT now(),
        -- When the next charge (or its retry) is due.
        next_charge_at timestamptz NOT NULL DEFAULT now(),
        failed_attempts integer NOT NULL DEFAULT 0,
        ended_at timestamptz,
        end_reason varchar(10) CHECK (end_reason IN ('cancelled', 'lapsed', 'rejected'))
      )`);
    await q.query(
      `CREATE UNIQUE INDEX subscriptions_one_live ON subscriptions (user_id) WHERE status IN ('pending', 'active', 'past_due')`,
    );
    await q.query(
      `CREATE INDEX subscriptions_due_idx ON subscriptions (next_charge_at) WHERE status IN ('active', 'past_due')`,
    );
    await q.query(
      `ALTER TABLE payments ADD COLUMN subscription_id uuid REFERENCES subscriptions(id) ON DELETE SET NULL`,
    );
    await q.query(`ALTER TABLE payments ADD COLUMN period integer`);
    // A period is charged once: a second attempt exists only after the first one failed.
    await q.query(
      `CREATE UNIQUE INDEX payments_one_charge_per_period ON payments (subscription_id, period)
        WHERE subscription_id IS NOT NULL AND status IN ('pending', 'paid', 'refunded')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX payments_one_charge_per_period`);
    await q.query(`ALTER TABLE payments DROP COLUMN period`);
    await q.query(`ALTER TABLE payments DROP COLUMN subscription_id`);
    await q.query(`DROP TABLE subscriptions`);
    await q.query(`DROP TABLE payment_cards`);
  }
}
