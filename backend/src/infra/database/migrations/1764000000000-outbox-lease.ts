import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The relay claims outbox rows with a short lease instead of holding a transaction open while it
 * talks to Redis: two statements per batch instead of four, and a relay that dies mid-batch only
 * delays its rows until the lease runs out.
 */
export class OutboxLease1764000000000 implements MigrationInterface {
  name = 'OutboxLease1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox ADD COLUMN claimed_until timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox DROP COLUMN claimed_until`);
  }
}
