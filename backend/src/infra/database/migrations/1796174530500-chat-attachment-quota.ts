import { MigrationInterface, QueryRunner } from 'typeorm';

/** A person's chat attachments are summed on every upload they start (the shared storage quota). */
export class ChatAttachmentQuota1796174530500 implements MigrationInterface {
  name = 'ChatAttachmentQuota1796174530500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX messages_sender_attachments ON messages (sender_id) WHERE attachment IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX messages_sender_attachments`);
  }
}
