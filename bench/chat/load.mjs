// Load generator for bench/chat: connects every client, sends R messages/s for D seconds through
// `chat:send`, and measures send → delivered-to-recipient latency. Prints one JSON line.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { io } from 'socket.io-client';

const { url, clients, rate, seconds, mode } = JSON.parse(readFileSync(process.env.BENCH_LOAD_FILE, 'utf8'));
const sockets = new Map(); // userId -> socket
const pending = new Map(); // clientMessageId -> { sentAt, recipientId }
const latencies = [];
let duplicates = 0;
let unexpected = 0;
let ackFailures = 0;
let acked = 0;
const delivered = new Set();

function connect(c) {
  return new Promise((resolve, reject) => {
    const socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: mode === 'product' ? { Cookie: c.cookie } : {},
      auth: mode === 'baseline' ? { userId: c.userId, chatId: c.chatId } : undefined,
    });
    socket.on('chat:message', (m) => {
      if (m.senderId === c.userId) return; // the sender's own echo
      const p = pending.get(m.clientMessageId);
      if (!p || p.recipientId !== c.userId) return void unexpected++;
      if (delivered.has(m.clientMessageId)) return void duplicates++;
      delivered.add(m.clientMessageId);
      latencies.push(performance.now() - p.sentAt);
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

// Connect in small waves so the server is not measured on a thundering herd.
for (let i = 0; i < clients.length; i += 100) {
  const wave = clients.slice(i, i + 100);
  const connected = await Promise.all(wave.map(connect));
  wave.forEach((c, j) => sockets.set(c.userId, connected[j]));
}

process.send?.('connected');
const senders = clients; // each client takes turns; its chat peer is the recipient
let next = 0;
let sent = 0;
const start = performance.now();
const end = start + seconds * 1000;
await new Promise((resolve) => {
  const tick = setInterval(() => {
    const now = performance.now();
    if (now >= end) {
      clearInterval(tick);
      return resolve();
    }
    const due = Math.floor(((now - start) / 1000) * rate) - sent;
    for (let k = 0; k < due; k++) {
      const c = senders[next++ % senders.length];
      const clientMessageId = randomUUID();
      pending.set(clientMessageId, { sentAt: performance.now(), recipientId: c.peerId });
      sent++;
      sockets.get(c.userId).emit('chat:send', { chatId: c.chatId, clientMessageId, content: `Mensaje de prueba ${sent}` }, (res) => {
        if (res && res.ok) acked++;
        else ackFailures++;
      });
    }
  }, 2);
});
const elapsed = (performance.now() - start) / 1000;
// A backlog is late, not lost: wait (up to 60 s) until every acknowledged message has arrived.
const graceEnd = performance.now() + 60_000;
while ((delivered.size < acked + ackFailures || acked + ackFailures < sent) && performance.now() < graceEnd) await new Promise((r) => setTimeout(r, 50));
const drainedAfter = (performance.now() - start) / 1000;

latencies.sort((a, b) => a - b);
const q = (p) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] : NaN);
process.stdout.write(
  JSON.stringify({
    sent,
    acked,
    ackFailures,
    delivered: delivered.size,
    lost: acked - delivered.size,
    duplicates,
    unexpected,
    messagesPerSecond: delivered.size / Math.max(elapsed, drainedAfter),
    p50: q(50),
    p95: q(95),
    p99: q(99),
    max: latencies.at(-1) ?? NaN,
  }) + '\n',
);
for (const s of sockets.values()) s.close();
process.exit(0);
