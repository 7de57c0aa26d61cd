import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A conversation's unread messages are one notification with a count, not a row per message: the
 * feed names the other person once with the latest text, and the bell counts the chat once.
 * Notifications also open what they are about: validation leads to the profile, renewals to premium.
 */
export class ChatNotificationThreads1764300000000 implements MigrationInterface {
  name = 'ChatNotificationThreads1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE notifications
        ADD COLUMN chat_id uuid REFERENCES chats(id) ON DELETE CASCADE,
        ADD COLUMN chat_seq integer,
        ADD COLUMN count integer NOT NULL DEFAULT 1 CHECK (count >= 1)`);
    await q.query(`
      UPDATE notifications n SET chat_id = c.id
        FROM chats c WHERE n.type = 'chat.message' AND n.link = '/chat/' || c.id::text`);
    // Fold each chat's unread rows into its newest one before the index allows only one.
    await q.query(`
      WITH ranked AS (
        SELECT id, row_number() OVER w AS rank, count(*) OVER (PARTITION BY user_id, chat_id) AS total
          FROM notifications WHERE chat_id IS NOT NULL AND read_at IS NULL
        WINDOW w AS (PARTITION BY user_id, chat_id ORDER BY created_at DESC, id DESC)
      ),
      kept AS (UPDATE notifications n SET count = r.total FROM ranked r WHERE n.id = r.id AND r.rank = 1)
      DELETE FROM notifications n USING ranked r WHERE n.id = r.id AND r.rank > 1`);
    await q.query(`
      CREATE UNIQUE INDEX notifications_unread_chat_idx ON notifications (user_id, chat_id)
        WHERE read_at IS NULL AND chat_id IS NOT NULL`);
    await q.query(`UPDATE notifications SET link = '/profile' WHERE type = 'account.validated'`);
    await q.query(`UPDATE notifications SET link = '/profesional/premium' WHERE type = 'tokens.renewed'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE notifications SET link = '/marketplace' WHERE type IN ('account.validated', 'tokens.renewed')`,
    );
    await q.query(`DROP INDEX notifications_unread_chat_idx`);
    await q.query(`ALTER TABLE notifications DROP COLUMN count, DROP COLUMN chat_seq, DROP COLUMN chat_id`);
  }
}
