import { MigrationInterface, QueryRunner } from 'typeorm';

/** The outbox and idempotency records of domain events, the notification feed, and chats. */
export class RealtimeBackbone1763900000000 implements MigrationInterface {
  name = 'RealtimeBackbone1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE outbox (
        id bigserial PRIMARY KEY,
        name varchar(60) NOT NULL,
        payload jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        relayed_at timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_error text
      )`);
    await q.query(`CREATE INDEX outbox_pending_idx ON outbox (next_attempt_at, id) WHERE relayed_at IS NULL`);

    await q.query(`
      CREATE TABLE processed_events (
        consumer varchar(60) NOT NULL,
        event_id bigint NOT NULL,
        processed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (consumer, event_id)
      )`);

    await q.query(`
      CREATE TABLE notifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        type varchar(40) NOT NULL,
        title varchar(200) NOT NULL,
        body text NOT NULL,
        link varchar(300),
        read_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX notifications_feed_idx ON notifications (user_id, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL`);

    await q.query(`
      CREATE TABLE chats (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        pair_key varchar(80) NOT NULL UNIQUE,
        last_seq integer NOT NULL DEFAULT 0,
        last_message_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE chat_participants (
        chat_id uuid NOT NULL REFERENCES chats(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        last_read_seq integer NOT NULL DEFAULT 0,
        PRIMARY KEY (chat_id, user_id)
      )`);
    await q.query(`CREATE INDEX chat_participants_user_idx ON chat_participants (user_id)`);
    await q.query(`
      CREATE TABLE messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        chat_id uuid NOT NULL REFERENCES chats(id) ON DELETE CASCADE,
        seq integer NOT NULL,
        sender_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        client_message_id uuid NOT NULL,
        content text NOT NULL CHECK (length(btrim(content)) > 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (chat_id, seq),
        UNIQUE (sender_id, client_message_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE messages`);
    await q.query(`DROP TABLE chat_participants`);
    await q.query(`DROP TABLE chats`);
    await q.query(`DROP TABLE notifications`);
    await q.query(`DROP TABLE processed_events`);
    await q.query(`DROP TABLE outbox`);
  }
}
