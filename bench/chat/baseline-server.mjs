// The baseline of bench/chat: a bare socket.io relay that does one PostgreSQL insert per message,
// acknowledges, and emits to the chat's room. No sessions, no sequence, no outbox, no Redis.
// BASELINE_OUTBOX=1 (run.mjs --outbox-floor, for information only): the same relay whose statement also
// writes an outbox row like the product's, never relayed.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import pg from 'pg';

// The same socket.io the backend runs (it lives in the backend workspace).
const { Server } = createRequire(new URL('../../backend/package.json', import.meta.url))('socket.io');

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
await pool.query(`CREATE TABLE IF NOT EXISTS bench_messages (
  id bigserial PRIMARY KEY, chat_id uuid NOT NULL, sender_id uuid NOT NULL,
  client_message_id uuid NOT NULL, content text NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`);
const withOutbox = process.env.BASELINE_OUTBOX === '1';
if (withOutbox) {
  // The product's outbox table as its migrations leave it.
  await pool.query(`CREATE TABLE IF NOT EXISTS bench_outbox (
    id bigserial PRIMARY KEY, name varchar(60) NOT NULL, payload jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(), relayed_at timestamptz, attempts integer NOT NULL DEFAULT 0,
    next_attempt_at timestamptz NOT NULL DEFAULT now(), last_error text, claimed_until timestamptz,
    request_id varchar(100))`);
  await pool.query(
    `CREATE INDEX IF NOT EXISTS bench_outbox_pending_idx ON bench_outbox (next_attempt_at, id) WHERE relayed_at IS NULL`,
  );
}
const INSERT = withOutbox
  ? `WITH m AS (
       INSERT INTO bench_messages (chat_id, sender_id, client_message_id, content) VALUES ($1, $2, $3, $4)
       RETURNING id, created_at, chat_id, sender_id
     ), e AS (
       INSERT INTO bench_outbox (name, payload)
       SELECT 'chat.message.created', json_build_object('chatId', chat_id, 'messageId', id, 'senderId', sender_id) FROM m
     )
     SELECT id, created_at FROM m`
  : `INSERT INTO bench_messages (chat_id, sender_id, client_message_id, content) VALUES ($1, $2, $3, $4) RETURNING id, created_at`;

const http = createServer();
const io = new Server(http, { path: '/socket.io', serveClient: false });
io.on('connection', (socket) => {
  const { userId, chatId } = socket.handshake.auth;
  socket.join(`chat:${chatId}`);
  socket.on('chat:send', async (m, ack) => {
    const { rows } = await pool.query(INSERT, [m.chatId, userId, m.clientMessageId, m.content]);
    const message = {
      id: rows[0].id,
      chatId: m.chatId,
      senderId: userId,
      clientMessageId: m.clientMessageId,
      content: m.content,
      createdAt: rows[0].created_at,
    };
    ack({ ok: true, data: message });
    io.to(`chat:${m.chatId}`).emit('chat:message', message);
  });
});
http.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
process.on('SIGTERM', () => process.exit(0));
