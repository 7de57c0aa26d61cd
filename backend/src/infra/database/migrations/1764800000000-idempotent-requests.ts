import { MigrationInterface, QueryRunner } from 'typeorm';

/** The answers to changes sent with an Idempotency-Key, replayed to a retry (infra/idempotency). */
export class IdempotentRequests1764800000000 implements MigrationInterface {
  name = 'IdempotentRequests1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE idempotent_requests (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        key uuid NOT NULL,
        fingerprint char(64) NOT NULL,
        response jsonb,
        completed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, key)
      )`);
    await q.query(`CREATE INDEX idempotent_requests_created_at ON idempotent_requests (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE idempotent_requests`);
  }
}
