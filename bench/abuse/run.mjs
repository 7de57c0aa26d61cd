// bench/abuse: the abuse cases (docs/decisions/abuse-limits.md) against the built app (one process, PostgreSQL and Redis, the
// default limits), each with a victim polling GET /api/health every 50 ms before, during and after
// it. Server on core 0, attacker and victim on core 1. Prints a table; asserts nothing.
//
//   npm run build && node bench/abuse/run.mjs [--port 3210] [--phase-ms 2000]
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  adminUrl,
  arg,
  benchDatabase,
  cleanup,
  fmt,
  killChildren,
  printTable,
  productEnv,
  scratchDir,
  sleep,
  sql,
  startPinned,
  waitFor,
} from '../lib/harness.mjs';

const require = createRequire(new URL('../../backend/package.json', import.meta.url));
const { io } = require('socket.io-client');

const PORT = Number(arg('port', 3210));
const PHASE_MS = Number(arg('phase-ms', 2000));
const BASE = `http://127.0.0.1:${PORT}`;
const MP4 = readFileSync(new URL('../../backend/seed-assets/videos/tejido-punto-arroz.mp4', import.meta.url));
const run = benchDatabase('abuse');
const nested = (depth) => '['.repeat(depth) + ']'.repeat(depth);

/** The victim: one health request every 50 ms while `active()` holds; latencies in ms. */
function victim() {
  const samples = [];
  let on = true;
  const done = (async () => {
    while (on) {
      const started = performance.now();
      await fetch(`${BASE}/api/health`)
        .then((r) => r.arrayBuffer())
        .catch(() => undefined);
      samples.push(performance.now() - started);
      await sleep(50);
    }
  })();
  return { stop: async () => ((on = false), await done, samples) };
}
const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return { p50: s[Math.floor(s.length / 2)] ?? NaN, max: s[s.length - 1] ?? NaN };
};
const watch = async (ms) => (await sleep(ms), undefined);

async function measure(name, attack) {
  const before = victim();
  await watch(PHASE_MS);
  const b = stats(await before.stop());
  const during = victim();
  const started = performance.now();
  const outcome = await attack();
  const attackMs = performance.now() - started;
  const d = stats(await during.stop());
  const after = victim();
  await watch(PHASE_MS);
  const a = stats(await after.stop());
  return [
    name,
    outcome,
    fmt(attackMs, 0),
    `${fmt(b.p50)} / ${fmt(b.max)}`,
    `${fmt(d.p50)} / ${fmt(d.max)}`,
    `${fmt(a.p50)} / ${fmt(a.max)}`,
  ];
}

const json = (path, body, headers = {}) =>
  fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const statusesOf = (list) =>
  Object.entries(list.reduce((m, s) => ((m[s] = (m[s] ?? 0) + 1), m), {}))
    .map(([s, n]) => `${n}×${s}`)
    .join(' ');

async function register(name, email) {
  const res = await json('/api/auth/register', {
    name,
    email,
    password: 'clave-segura-42',
    country: 'chile',
    region: 'Valparaíso',
    userType: 'person',
    acceptTerms: true,
    acceptPrivacy: true,
  });
  if (res.status !== 201) throw new Error(`register ${email}: ${res.status} ${await res.text()}`);
  return { id: (await res.json()).id, cookie: res.headers.get('set-cookie').split(';')[0] };
}

function connect(cookie) {
  return new Promise((resolve, reject) => {
    const s = io(BASE, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: { Cookie: cookie },
    });
    s.once('connect', () => resolve(s));
    s.once('connect_error', (e) => (s.close(), reject(e)));
  });
}
let rawId = 1_000_000;
/** A frame written straight to the engine, as an attacker's own client would (the real client's encoder recurses). */
const emitRaw = (socket, event, payloadJson) =>
  new Promise((resolve) => {
    const id = ++rawId;
    const timer = setTimeout(() => resolve({ ok: 'no ack' }), 5000);
    socket.acks[id] = (a) => (clearTimeout(timer), resolve(a));
    socket.io.engine.write(`2${id}${JSON.stringify([event]).slice(0, -1)},${payloadJson}]`);
  });

async function main() {
  await sql(adminUrl, `CREATE DATABASE ${run.dbName}`);
  const dataDir = scratchDir('abuse');
  const server = startPinned(
    0,
    ['backend/dist/main.js'],
    {
      ...productEnv({ port: PORT, dbUrl: run.dbUrl, prefix: run.prefix, dataDir, logLevel: 'error' }),
      TRUST_PROXY: '1',
    },
    ['ignore', 'ignore', 'inherit'],
  );
  await waitFor(async () => (await fetch(`${BASE}/api/health`)).ok);

  const victimUser = await register('Víctima', 'victima@bench.cl');
  const attacker = await register('Atacante', 'atacante@bench.cl');
  const admin = await register('Admin', 'admin@bench.cl');
  await sql(run.dbUrl, `UPDATE users SET is_admin = true WHERE id = $1`, [admin.id]);
  const rows = [];

  rows.push(
    await measure('POST /api/auth/register, 4 MB [[[…]]]', async () => {
      const r = await json('/api/auth/register', `{"name":${nested(2 * 1024 * 1024)}}`);
      return `${r.status}`;
    }),
  );
  rows.push(
    await measure('POST /api/auth/register, 20 MB [[[…]]]', async () => {
      const r = await json('/api/auth/register', `{"name":${nested(10 * 1024 * 1024)}}`);
      return `${r.status}`;
    }),
  );
  rows.push(
    await measure('same 4 MB body from a foreign Origin', async () => {
      const r = await json('/api/auth/register', `{"name":${nested(2 * 1024 * 1024)}}`, {
        Origin: 'https://evil.example',
      });
      return `${r.status}`;
    }),
  );
  rows.push(
    await measure('POST /api/auth/login, 4 MB [[[…]]] (100 KB limit)', async () => {
      const r = await json('/api/auth/login', `{"email":${nested(2 * 1024 * 1024)}}`);
      return `${r.status}`;
    }),
  );

  const chat = await (
    await fetch(`${BASE}/api/chats`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: victimUser.cookie },
      body: JSON.stringify({ participantIds: [victimUser.id, attacker.id] }),
    })
  ).json();
  rows.push(
    await measure('chat:send 90 KB nested frames, 28/s for 5 s', async () => {
      const s = await connect(attacker.cookie);
      const acks = [];
      const frame = `{"chatId":${nested(45_000)},"clientMessageId":"00000000-0000-4000-8000-000000000000","content":"x"}`;
      for (let i = 0; i < 140; i++) {
        acks.push(emitRaw(s, 'chat:send', frame));
        await sleep(1000 / 28);
      }
      const answers = await Promise.all(acks);
      s.close();
      return `acks ${statusesOf(answers.map((a) => (a.ok === false ? 'ok:false' : String(a.ok))))}`;
    }),
  );
  rows.push(
    await measure('chat:send 1 MB nested frames, 28/s for 5 s', async () => {
      let closed = 0;
      const frame = `{"chatId":${nested(500_000)},"clientMessageId":"00000000-0000-4000-8000-000000000000","content":"x"}`;
      for (let i = 0; i < 140; i++) {
        const s = await connect(attacker.cookie).catch(() => undefined);
        if (!s) continue;
        const gone = new Promise((r) => s.once('disconnect', r));
        s.io.engine.write(`2["chat:send",${frame}]`);
        await Promise.race([gone.then(() => closed++), sleep(1000 / 28)]);
        s.close();
      }
      return `${closed} sockets closed`;
    }),
  );
  rows.push(
    await measure('chat:read seq 1e12', async () => {
      const s = await connect(victimUser.cookie);
      const ack = await new Promise((resolve) => s.emit('chat:read', { chatId: chat.id, seq: 1e12 }, resolve));
      s.close();
      return `ack ok:${ack.ok}`;
    }),
  );
  rows.push(
    await measure('150 sockets for one user', async () => {
      const sockets = [];
      for (let i = 0; i < 150; i++) sockets.push(await connect(attacker.cookie).catch(() => undefined));
      await sleep(500);
      const open = sockets.filter((s) => s?.connected).length;
      sockets.forEach((s) => s?.close());
      return `${open} left open`;
    }),
  );

  rows.push(
    await measure('12 wrong passwords on the admin, then the admin elsewhere', async () => {
      const statuses = [];
      for (let i = 0; i < 12; i++)
        statuses.push(
          (
            await json(
              '/api/auth/login',
              { email: 'admin@bench.cl', password: 'adivinanza' },
              { 'X-Forwarded-For': '203.0.113.66' },
            )
          ).status,
        );
      const owner = await json(
        '/api/auth/login',
        { email: 'admin@bench.cl', password: 'clave-segura-42' },
        { 'X-Forwarded-For': '198.51.100.10' },
      );
      return `${statusesOf(statuses)}; owner ${owner.status}`;
    }),
  );
  rows.push(
    await measure('15 correct sign-ins in a row', async () => {
      const statuses = [];
      for (let i = 0; i < 15; i++)
        statuses.push(
          (
            await json(
              '/api/auth/login',
              { email: 'victima@bench.cl', password: 'clave-segura-42' },
              { 'X-Forwarded-For': '198.51.100.11' },
            )
          ).status,
        );
      return statusesOf(statuses);
    }),
  );

  await fetch(`${BASE}/api/users/${attacker.id}/role`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Cookie: attacker.cookie },
    body: '{"role":"mentor"}',
  });
  rows.push(
    await measure('30 uploads at once from one user', async () => {
      const upload = () => {
        const form = new FormData();
        form.set('title', 'Inundación');
        form.set('skillName', 'Tejido');
        form.set('file', new Blob([MP4], { type: 'video/mp4' }), 'v.mp4');
        return fetch(`${BASE}/api/skill-videos`, {
          method: 'POST',
          headers: { Cookie: attacker.cookie },
          body: form,
        }).then((r) => r.status);
      };
      return statusesOf(await Promise.all(Array.from({ length: 30 }, upload)));
    }),
  );

  const inst = await register('Hogar', 'hogar@bench.cl');
  await sql(
    run.dbUrl,
    `UPDATE users SET account_type = 'institucion', institution_name = 'Hogar', is_validated = true WHERE id = $1`,
    [inst.id],
  );
  rows.push(
    await measure('out-of-range inputs (payment, limit, after, date)', async () => {
      const get = (path) => fetch(`${BASE}${path}`, { headers: { Cookie: victimUser.cookie } }).then((r) => r.status);
      const statuses = [
        await get(`/api/chats/${chat.id}/messages?limit=-5`),
        await get(`/api/chats/${chat.id}/messages?after=99999999999`),
        await get('/api/notifications?limit=-5'),
        (
          await json(
            '/api/offers',
            {
              title: 'Oferta de prueba',
              description: 'x'.repeat(60),
              serviceType: 'kinesiologo',
              modality: 'presencial',
              location: 'Santiago',
              payment: 99999999999,
              scheduledDate: '2026-99-99',
            },
            { Cookie: inst.cookie },
          )
        ).status,
      ];
      return statusesOf(statuses);
    }),
  );

  console.log(
    `\nbench/abuse: victim GET /api/health latency (ms, p50 / max), ${PHASE_MS} ms before and after each attack, server on core 0\n`,
  );
  printTable(['attack', 'answer', 'attack ms', 'before', 'during', 'after'], rows, { labelsLeft: true });
  server.kill('SIGTERM');
  await sleep(500);
}

main()
  .catch((e) => {
    console.error(e);
    process.exitCode = 1;
  })
  .finally(async () => {
    killChildren();
    await cleanup(run);
  });
