// Load generator for bench/chat: connects every client, sends R messages/s for D seconds through
// `chat:send`, and measures send → delivered-to-recipient latency. Prints one JSON line.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { performance, PerformanceObserver } from 'node:perf_hooks';
import { benchSocket } from '../lib/bench-socket.mjs';

const { url, clients, rate, seconds, warmup = 0, mode } = JSON.parse(readFileSync(process.env.BENCH_LOAD_FILE, 'utf8'));
const sockets = new Map(); // userId -> socket
const pending = new Map(); // clientMessageId -> { sentAt, recipientId }
const latencies = [];
const ackLatencies = [];
let duplicates = 0;
let unexpected = 0;
let ackFailures = 0;
let acked = 0;
const delivered = new Set();
// BENCH_TIMELINE=1: p50/p99 per second of sending on stderr, to see when a run went slow.
const timeline = process.env.BENCH_TIMELINE ? [] : undefined;
// With it, the load generator's own garbage-collection pauses over 10 ms, which delay its receipts.
if (timeline) {
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.duration > 10)
        process.stderr.write(
          `${mode} load GC ${new Date(performance.timeOrigin + e.startTime).toISOString().slice(11, 23)} ${e.duration.toFixed(0)} ms\n`,
        );
  }).observe({ entryTypes: ['gc'] });
}
let start = 0;
let recording = false;

function connect(c) {
  return new Promise((resolve, reject) => {
    const socket = benchSocket(url, {
      cookie: mode === 'product' ? c.cookie : undefined,
      auth: mode === 'baseline' ? { userId: c.userId, chatId: c.chatId } : undefined,
    });
    socket.on('chat:message', (m) => {
      if (m.senderId === c.userId) return; // the sender's own echo
      const p = pending.get(m.clientMessageId);
      if (!p || p.recipientId !== c.userId) return void unexpected++;
      if (delivered.has(m.clientMessageId)) return void duplicates++;
      delivered.add(m.clientMessageId);
      if (!p.measured) return;
      latencies.push(performance.now() - p.sentAt);
      if (timeline) (timeline[Math.floor((p.sentAt - start) / 1000)] ??= []).push(performance.now() - p.sentAt);
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
// Each client takes turns and its chat peer is the recipient. The list holds the two people of a chat
// side by side; taking it in that order would make both of them send in the same 2 ms tick, every
// round, which no conversation does (and which only the product pays for: it orders a chat's messages
// under the chat's row lock, the baseline keeps no order). So every chat's first person speaks, then,
// half a round later, every second person answers.
const senders = [...clients.filter((_, i) => i % 2 === 0), ...clients.filter((_, i) => i % 2 === 1)];
let next = 0;
let sent = 0;

/** Sends `rate` messages a second for `duration` seconds. */
function sendFor(duration) {
  const from = performance.now();
  const until = from + duration * 1000;
  let sentHere = 0;
  return new Promise((resolve) => {
    const tick = setInterval(() => {
      const now = performance.now();
      if (now >= until) {
        clearInterval(tick);
        return resolve();
      }
      const due = Math.floor(((now - from) / 1000) * rate) - sentHere;
      for (let k = 0; k < due; k++) {
        const c = senders[next++ % senders.length];
        const clientMessageId = randomUUID();
        const sentAt = performance.now();
        pending.set(clientMessageId, { sentAt, recipientId: c.peerId, measured: recording });
        sent++;
        sentHere++;
        sockets
          .get(c.userId)
          .emit('chat:send', { chatId: c.chatId, clientMessageId, content: `Mensaje de prueba ${sent}` }, (res) => {
            if (recording) ackLatencies.push(performance.now() - sentAt);
            if (res && res.ok) acked++;
            else ackFailures++;
          });
      }
    }, 2);
  });
}

/** A backlog is late, not lost: waits (up to 60 s) until every acknowledged message has arrived. */
async function drain() {
  const graceEnd = performance.now() + 60_000;
  while ((delivered.size < acked + ackFailures || acked + ackFailures < sent) && performance.now() < graceEnd)
    await new Promise((r) => setTimeout(r, 50));
}

// Warm-up, not measured: the same rate for a few seconds (JIT, connection pools, prepared
// statements), then everything delivered before the measured run starts. Both servers get it.
await sendFor(warmup);
await drain();
recording = true;
start = performance.now();
const startWall = Date.now();
const cpuAtStart = process.cpuUsage();
await sendFor(seconds);
const elapsed = (performance.now() - start) / 1000;
await drain();
const drainedAfter = (performance.now() - start) / 1000;
const cpuUsed = process.cpuUsage(cpuAtStart);
const loadCpu = ((cpuUsed.user + cpuUsed.system) / 1e6 / drainedAfter) * 100;

latencies.sort((a, b) => a - b);
ackLatencies.sort((a, b) => a - b);
timeline?.forEach((l, second) => {
  l.sort((a, b) => a - b);
  process.stderr.write(
    `${mode} ${new Date(startWall + second * 1000).toISOString().slice(11, 19)} s${second}: n=${l.length} p50=${l[l.length >> 1].toFixed(1)} p99=${l[Math.floor(l.length * 0.99)].toFixed(1)}\n`,
  );
});
const q = (p) =>
  latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] : NaN;
process.stdout.write(
  JSON.stringify({
    sent,
    acked,
    ackFailures,
    delivered: delivered.size,
    lost: acked - delivered.size,
    duplicates,
    unexpected,
    messagesPerSecond: latencies.length / Math.max(elapsed, drainedAfter),
    p50: q(50),
    p95: q(95),
    p99: q(99),
    max: latencies.at(-1) ?? NaN,
    loadCpu,
    ackP50: ackLatencies[ackLatencies.length >> 1],
    ackP99: ackLatencies[Math.floor(ackLatencies.length * 0.99)],
  }) + '\n',
);
for (const s of sockets.values()) s.close();
process.exit(0);
