import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Blocks, reports with their evidence, the moderation audit trail, a suspended mark on users and the
 * money warning stored with each message (so a catch-up reads it back without recomputing).
 * A block carries its pair's key, the one chats use, so the send statement checks it with one probe.
 * Reports keep their evidence and survive either person's erasure (their ids go null).
 */
export class Safety1796174397824 implements MigrationInterface {
  name = 'Safety1796174397824';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE user_blocks (
        blocker_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        blocked_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        pair_key text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (blocker_id, blocked_id)
      )`);
    await q.query(`CREATE INDEX user_blocks_pair_key_idx ON user_blocks (pair_key)`);
    await q.query(`CREATE INDEX user_blocks_blocked_idx ON user_blocks (blocked_id)`);
    await q.query(`
      CREATE TABLE reports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        reporter_id uuid REFERENCES users(id) ON DELETE SET NULL,
        target_id uuid REFERENCES users(id) ON DELETE SET NULL,
        reason varchar(20) NOT NULL,
        details text,
        evidence jsonb NOT NULL DEFAULT '[]',
        status varchar(10) NOT NULL DEFAULT 'open',
        action varchar(10),
        note text,
        reviewed_by uuid REFERENCES users(id) ON DELETE SET NULL,
        reviewed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX reports_reporter_created_idx ON reports (reporter_id, created_at)`);
    await q.query(`CREATE INDEX reports_status_created_idx ON reports (status, created_at)`);
    await q.query(`CREATE INDEX reports_target_status_idx ON reports (target_id, status)`);
    await q.query(`
      CREATE TABLE moderation_actions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        report_id uuid REFERENCES reports(id) ON DELETE SET NULL,
        admin_id uuid REFERENCES users(id) ON DELETE SET NULL,
        target_id uuid REFERENCES users(id) ON DELETE SET NULL,
        action varchar(10) NOT NULL,
        note text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`ALTER TABLE users ADD COLUMN suspended_at timestamptz`);
    await q.query(`ALTER TABLE messages ADD COLUMN warning varchar(10)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE messages DROP COLUMN warning`);
    await q.query(`ALTER TABLE users DROP COLUMN suspended_at`);
    await q.query(`DROP TABLE moderation_actions`);
    await q.query(`DROP TABLE reports`);
    await q.query(`DROP TABLE user_blocks`);
  }
}
