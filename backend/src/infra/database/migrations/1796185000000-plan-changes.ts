import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Changing plan and closing payments left at the bank: a lower plan waits on the subscription for its
 * next renewal; a higher one is a prorated charge that names the plan it moves from (one open at a time);
 * a Webpay payment never finished at the bank ends 'abandoned'.
 */
export class PlanChanges1796185000000 implements MigrationInterface {
  name = 'PlanChanges1796185000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE subscriptions ADD COLUMN next_plan_id varchar(20)`);
    await q.query(`ALTER TABLE payments ADD COLUMN change_from varchar(20)`);
    await q.query(
      `CREATE UNIQUE INDEX payments_one_open_change ON payments (subscription_id)
        WHERE change_from IS NOT NULL AND status = 'pending'`,
    );
    await q.query(`ALTER TABLE payments DROP CONSTRAINT payments_status_check`);
    await q.query(
      `ALTER TABLE payments ADD CONSTRAINT payments_status_check
        CHECK (status IN ('pending', 'paid', 'failed', 'cancelled', 'refunded', 'abandoned'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE payments SET status = 'cancelled' WHERE status = 'abandoned'`);
    await q.query(`ALTER TABLE payments DROP CONSTRAINT payments_status_check`);
    await q.query(
      `ALTER TABLE payments ADD CONSTRAINT payments_status_check
        CHECK (status IN ('pending', 'paid', 'failed', 'cancelled', 'refunded'))`,
    );
    await q.query(`DROP INDEX payments_one_open_change`);
    await q.query(`ALTER TABLE payments DROP COLUMN change_from`);
    await q.query(`ALTER TABLE subscriptions DROP COLUMN next_plan_id`);
  }
}
