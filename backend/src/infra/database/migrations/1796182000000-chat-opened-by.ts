import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who opened a chat: until its first message it is listed for that person only, so tapping 'Enviar
 * Mensaje' puts no empty chat in the other person's list. Chats from before stay listed for both (null).
 */
export class ChatOpenedBy1796182000000 implements MigrationInterface {
  name = 'ChatOpenedBy1796182000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE chats ADD COLUMN opened_by uuid REFERENCES users(id) ON DELETE SET NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE chats DROP COLUMN opened_by`);
  }
}
