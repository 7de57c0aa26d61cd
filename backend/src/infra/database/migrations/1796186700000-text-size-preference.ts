import { MigrationInterface, QueryRunner } from 'typeorm';

/** 'Tamaño de letra' kept on the account, so it follows the person to another phone; null until chosen. */
export class TextSizePreference1796186700000 implements MigrationInterface {
  name = 'TextSizePreference1796186700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE users ADD COLUMN text_size varchar(12)
        CONSTRAINT users_text_size_check CHECK (text_size IN ('normal', 'grande', 'muy-grande'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN text_size`);
  }
}
