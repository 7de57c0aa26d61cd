import { MigrationInterface, QueryRunner } from 'typeorm';

/** Payments through Transbank (Webpay Plus packs), owned by the payments module. */
export class Payments1796174417774 implements MigrationInterface {
  name = 'Payments1796174417774';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE payments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind varchar(10) NOT NULL CHECK (kind IN ('pack', 'plan')),
        item_id varchar(20) NOT NULL,
        item_name varchar(60) NOT NULL,
        tokens integer NOT NULL CHECK (tokens > 0),
        amount integer NOT NULL CHECK (amount > 0),
        status varchar(10) NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'paid', 'failed', 'cancelled', 'refunded')),
        -- Transbank's buy order (at most 26 characters) and the token of its transaction: each names one payment.
        buy_order varchar(26) NOT NULL UNIQUE,
        token varchar(64) UNIQUE,
        authorization_code varchar(6),
        card_last4 varchar(4),
        response_code integer,
        -- Set while a failed commit waits for the status job.
        status_checks integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        paid_at timestamptz,
        refunded_at timestamptz,
        CHECK ((status IN ('paid', 'refunded')) = (paid_at IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX payments_user_idx ON payments (user_id, created_at DESC)`);
    await q.query(`CREATE INDEX payments_created_idx ON payments (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE payments`);
  }
}
