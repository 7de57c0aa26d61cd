import { MigrationInterface, QueryRunner } from 'typeorm';

/** A token pack bought once per purchase id, whatever the taps and retries (TopUpTokensDto.purchaseId). */
export class PurchaseOnce1764700000000 implements MigrationInterface {
  name = 'PurchaseOnce1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE token_ledger ADD COLUMN purchase_id uuid`);
    await q.query(
      `CREATE UNIQUE INDEX token_ledger_purchase_once ON token_ledger (user_id, purchase_id) WHERE purchase_id IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX token_ledger_purchase_once`);
    await q.query(`ALTER TABLE token_ledger DROP COLUMN purchase_id`);
  }
}
