// Load generator for bench/soak: every client connected, R messages/s for D seconds, and every second
// a few clients lose their connection and come back 0.5–2 s later, catching up over HTTP from the last
// message they had, as the app does. Prints one JSON line: totals and latency per minute.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { benchSocket } from '../lib/bench-socket.mjs';

const { url, clients, rate, seconds, reconnectsPerSecond } = JSON.parse(
  readFileSync(process.env.BENCH_LOAD_FILE, 'utf8'),
);
const people = clients.map((client) => ({ client, socket: null, connected: false, lastSeq: 0, awaitingAcks: 0 }));
const pending = new Map(); // clientMessageId -> { recipientId, sentAt, minute }
const delivered = new Set();
const perMinute = [];
const totals = { sent: 0, acked: 0, ackFailures: 0, duplicates: 0, reconnects: 0, caughtUp: 0, catchUpFailures: 0 };
let start = 0;

function receive(person, m, live) {
  person.lastSeq = Math.max(person.lastSeq, m.seq);
  if (m.senderId === person.client.userId) return;
  const p = pending.get(m.clientMessageId);
  if (!p || p.recipientId !== person.client.userId) return;
  if (delivered.has(m.clientMessageId)) {
    if (live) totals.duplicates++;
    return;
  }
  delivered.add(m.clientMessageId);
  pending.delete(m.clientMessageId);
  if (live) perMinute[p.minute].latencies.push(performance.now() - p.sentAt);
  else totals.caughtUp++;
}

function open(person) {
  return new Promise((resolve, reject) => {
    const socket = benchSocket(url, { cookie: person.client.cookie });
    socket.on('chat:message', (m) => receive(person, m, true));
    socket.once('connect', () => {
      person.socket = socket;
      person.connected = true;
      resolve();
    });
    socket.once('connect_error', reject);
  });
}

/** Back after a lost connection: what came meanwhile, from the last message this phone had. */
async function reconnect(person) {
  const since = person.lastSeq;
  await open(person);
  const res = await fetch(`${url}/api/chats/${person.client.chatId}/messages?after=${since}&limit=200`, {
    headers: { cookie: person.client.cookie },
  });
  if (!res.ok) return void totals.catchUpFailures++;
  for (const m of (await res.json()).messages) receive(person, m, false);
  totals.reconnects++;
}

function dropSome() {
  // Only phones with no send awaiting its ack: a send cut off mid-flight is the app's retry's business.
  for (let k = 0; k < reconnectsPerSecond; k++) {
    const person = people[Math.floor(Math.random() * people.length)];
    if (!person.connected || person.awaitingAcks > 0) continue;
    person.connected = false;
    person.socket.disconnect();
    setTimeout(() => void reconnect(person).catch(() => totals.catchUpFailures++), 500 + Math.random() * 1500);
  }
}

for (let i = 0; i < people.length; i += 100) await Promise.all(people.slice(i, i + 100).map(open));
process.send?.('connected');

// As in bench/chat: every chat's first person speaks, then, half a round later, the second answers.
const senders = [...people.filter((_, i) => i % 2 === 0), ...people.filter((_, i) => i % 2 === 1)];
let next = 0;
start = performance.now();
const until = start + seconds * 1000;
// The last few seconds without drops, so every phone is back before the end.
const dropsUntil = until - 5000;
const dropper = setInterval(() => performance.now() < dropsUntil && dropSome(), 1000);
await new Promise((resolve) => {
  let sentHere = 0;
  const tick = setInterval(() => {
    const now = performance.now();
    if (now >= until) {
      clearInterval(tick);
      return resolve();
    }
    const minute = Math.floor((now - start) / 60_000);
    perMinute[minute] ??= { sent: 0, latencies: [] };
    const due = Math.floor(((now - start) / 1000) * rate) - sentHere;
    for (let k = 0; k < due; k++) {
      let sender = senders[next++ % senders.length];
      for (let tries = 0; !sender.connected && tries < 10; tries++) sender = senders[next++ % senders.length];
      if (!sender.connected) continue;
      const clientMessageId = randomUUID();
      pending.set(clientMessageId, { recipientId: sender.client.peerId, sentAt: performance.now(), minute });
      totals.sent++;
      sentHere++;
      perMinute[minute].sent++;
      sender.awaitingAcks++;
      sender.socket.emit(
        'chat:send',
        { chatId: sender.client.chatId, clientMessageId, content: `Mensaje ${totals.sent}` },
        (res) => {
          sender.awaitingAcks--;
          if (res?.ok) {
            totals.acked++;
            sender.lastSeq = Math.max(sender.lastSeq, res.data.seq);
          } else totals.ackFailures++;
        },
      );
    }
  }, 2);
});
clearInterval(dropper);
// A backlog is late, not lost: up to 60 s for every acknowledged message to arrive.
const graceEnd = performance.now() + 60_000;
while (delivered.size < totals.acked && performance.now() < graceEnd) await new Promise((r) => setTimeout(r, 100));

const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : NaN);
process.stdout.write(
  JSON.stringify({
    ...totals,
    delivered: delivered.size,
    lost: totals.acked - delivered.size,
    minutes: perMinute.map(({ sent, latencies }) => {
      latencies.sort((a, b) => a - b);
      return { sent, p50: pct(latencies, 0.5), p99: pct(latencies, 0.99) };
    }),
  }) + '\n',
);
for (const p of people) p.socket?.close();
process.exit(0);
