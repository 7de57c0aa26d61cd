import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An erased account keeps its row, without personal data, so the token ledger, payments and the other
 * person's chats still point somewhere; deleted_at marks it and keeps it out of every list.
 */
export class AccountErasure1796174500000 implements MigrationInterface {
  name = 'AccountErasure1796174500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN deleted_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN deleted_at`);
  }
}
