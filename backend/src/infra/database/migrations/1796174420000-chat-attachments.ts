import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A message is text, a photo or a voice note. A photo or voice note keeps its stored object's name and
 * what the player needs (type, size, duration) beside the message: written in the same statement as
 * the message itself, so the message never exists without its file's description.
 */
export class ChatAttachments1796174420000 implements MigrationInterface {
  name = 'ChatAttachments1796174420000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE messages
        ADD COLUMN kind varchar(8) NOT NULL DEFAULT 'text'
          CONSTRAINT messages_kind_check CHECK (kind IN ('text', 'photo', 'voice')),
        ADD COLUMN attachment jsonb,
        ADD CONSTRAINT messages_attachment_check CHECK ((kind = 'text') = (attachment IS NULL))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE messages DROP CONSTRAINT messages_attachment_check, DROP COLUMN attachment, DROP COLUMN kind`,
    );
  }
}
