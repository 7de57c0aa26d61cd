import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Badges that say what was checked: a professional's or institution's RUT and RNPI number, the checks
 * an admin made when validating, and a declined validation's reason (the account leaves the queue
 * until a new document is sent).
 */
export class AccountVerifications1796184000200 implements MigrationInterface {
  name = 'AccountVerifications1796184000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE users
        ADD COLUMN rut varchar(12),
        ADD COLUMN rnpi_number varchar(10),
        ADD COLUMN verifications jsonb NOT NULL DEFAULT '[]',
        ADD COLUMN validation_declined_reason text,
        ADD COLUMN validation_declined_at timestamptz`);
    await q.query(`ALTER TABLE account_validations DROP CONSTRAINT account_validations_decision_check`);
    await q.query(`
      ALTER TABLE account_validations
        ADD CONSTRAINT account_validations_decision_check CHECK (decision IN ('validated', 'declined')),
        ADD COLUMN reason text,
        ADD COLUMN checks jsonb NOT NULL DEFAULT '[]'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM account_validations WHERE decision = 'declined'`);
    await q.query(`
      ALTER TABLE account_validations
        DROP CONSTRAINT account_validations_decision_check,
        DROP COLUMN reason,
        DROP COLUMN checks,
        ADD CONSTRAINT account_validations_decision_check CHECK (decision IN ('validated'))`);
    await q.query(`
      ALTER TABLE users
        DROP COLUMN rut, DROP COLUMN rnpi_number, DROP COLUMN verifications,
        DROP COLUMN validation_declined_reason, DROP COLUMN validation_declined_at`);
  }
}
