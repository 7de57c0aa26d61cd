// bench/http: the authenticated lists a phone calls most (the chat list, a page of the video
// catalogue, the available offers) under load with autocannon, the product against a floor of bare
// Express 5 + the same session store + one SELECT (floor-server.mjs), back to back in one run on the
// same database. Server on core 0, load on core 1. Prints a table; asserts nothing.
//
//   npm run build && node bench/http/run.mjs [--connections 20] [--seconds 10] [--port 3420]
import { execSync } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  adminUrl,
  arg,
  benchDatabase,
  cleanup,
  cpuSeconds,
  loopDelay,
  probeOf,
  probeSamples,
  rssMb,
  fmt,
  killChildren,
  printTable,
  redisUrl,
  scratchDir,
  SESSION_SECRET,
  sleep,
  sql,
  startPinned,
  waitFor,
} from '../lib/harness.mjs';

const PORT = Number(arg('port', 3420));
const CONNECTIONS = Number(arg('connections', 20));
const SECONDS = Number(arg('seconds', 10));
const BASE = `http://127.0.0.1:${PORT}`;
const run = benchDatabase('http');
const dataDir = scratchDir('http');
const probeFile = join(dataDir, 'probe.jsonl');

execSync(`taskset -cp 1 ${process.pid}`, { stdio: 'ignore' });

/** A same-origin JSON POST, as the app makes it; `cookie` for a signed-in caller. */
async function post(path, body, cookie) {
  const res = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: BASE, ...(cookie && { cookie }) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path}: ${res.status}`);
  return res;
}

async function signIn(email) {
  const res = await post('/api/auth/login', { email, password: 'demo1234' });
  const user = await res.json();
  return {
    id: user.id,
    cookie: res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
  };
}

/** A conversation with each of these people, ten messages back and forth, some unread: a chat list as a phone sees it. */
async function giveChats(user, emails) {
  for (const email of emails) {
    const other = await signIn(email);
    const chat = await (await post('/api/chats', { participantIds: [user.id, other.id] }, user.cookie)).json();
    for (let i = 0; i < 10; i++) {
      const from = i % 3 === 2 ? user : other;
      await post(
        '/api/messages',
        { chatId: chat.id, clientMessageId: crypto.randomUUID(), content: `Mensaje ${i + 1} de la conversación` },
        from.cookie,
      );
    }
  }
}

/**
 * Waits until a server is idle (under 5% of a core over a second, for at most 30 s): the product keeps
 * working for a while after it answers (the demo seed's files, the events of the chats made above),
 * and the first list measured, the chat list, paid for it on slower hosts.
 */
async function settle(server) {
  for (let waited = 0; waited < 30; waited++) {
    const before = cpuSeconds(server.pid);
    await sleep(1000);
    if (cpuSeconds(server.pid) - before < 0.05) return;
  }
}

/** One endpoint under load: requests per second, p99, and the server's CPU and RSS meanwhile. */
async function measure(server, path, cookie) {
  await autocannon({ url: BASE + path, connections: CONNECTIONS, duration: 2, headers: { cookie } }); // warm-up
  const cpuBefore = cpuSeconds(server.pid);
  const from = Date.now();
  const result = await autocannon({
    url: BASE + path,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { cookie },
  });
  const cpu = ((cpuSeconds(server.pid) - cpuBefore) / SECONDS) * 100;
  if (result.non2xx || result.errors) throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const loop = loopDelay(probeSamples(probeFile, server.pid, from, Date.now()));
  return { rps: result.requests.average, p99: result.latency.p99, cpu, rss: rssMb(server.pid), loop };
}

async function start(args, env) {
  const probe = probeOf(probeFile);
  const server = startPinned(0, [...probe.args, ...args], {
    ...probe.env,
    DATABASE_URL: run.dbUrl,
    PORT: String(PORT),
    SESSION_SECRET,
    LOG_LEVEL: 'warn',
    ...env,
  });
  await waitFor(async () => (await fetch(`${BASE}/api/skill-videos`)).status === 401, 120_000);
  return server;
}
const stop = async (server) => {
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve()));
};

try {
  await sql(adminUrl, `CREATE DATABASE ${run.dbName}`);
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const product = await start([...profile, 'backend/dist/main.js'], {
    APP_ROLE: 'all',
    REDIS_URL: redisUrl,
    REDIS_PREFIX: run.prefix,
    SEED_DEMO: 'true',
    DATA_DIR: dataDir,
    STORAGE_DIR: join(dataDir, 'uploads'),
    AUTH_LIMIT_PER_IP: '1000',
  });
  const learner = await signIn('aprendiz@demo.cl');
  const professional = await signIn('profesional@demo.cl');
  await giveChats(learner, ['mentor@demo.cl', 'mentor.cocina@demo.cl', 'mentor.musica@demo.cl', 'profesional@demo.cl']);
  const lists = [
    { name: 'chat list', path: `/api/chats/user/${learner.id}`, cookie: learner.cookie },
    { name: 'video catalogue, page 1', path: '/api/skill-videos', cookie: learner.cookie },
    { name: 'available offers', path: '/api/offers', cookie: professional.cookie },
  ];
  const results = {};
  await settle(product);
  for (const list of lists) results[list.name] = { product: await measure(product, list.path, list.cookie) };
  await stop(product);

  const floor = await start(['bench/http/floor-server.mjs'], {});
  await settle(floor);
  for (const list of lists) results[list.name].floor = await measure(floor, list.path, list.cookie);
  await stop(floor);

  console.log(
    `\nbench/http: ${CONNECTIONS} connections, ${SECONDS} s per list after a 2 s warm-up; server on core 0, autocannon on core 1`,
  );
  console.log(
    'Targets: product throughput >= 0.6x the floor, product p99 <= 2x the floor; loop p99: event-loop delay of the server (median of 1 s p99s)\n',
  );
  printTable(
    [
      'list',
      'product req/s',
      'floor req/s',
      'throughput ratio',
      'product p99 ms',
      'floor p99 ms',
      'p99 ratio',
      'product CPU %',
      'floor CPU %',
      'product RSS MB',
      'floor RSS MB',
      'product loop p99 ms',
      'floor loop p99 ms',
    ],
    lists.map(({ name }) => {
      const { product: p, floor: f } = results[name];
      return [
        name,
        fmt(p.rps, 0),
        fmt(f.rps, 0),
        fmt(p.rps / f.rps, 2),
        fmt(p.p99, 0),
        fmt(f.p99, 0),
        fmt(p.p99 / f.p99, 2),
        fmt(p.cpu, 0),
        fmt(f.cpu, 0),
        fmt(p.rss, 0),
        fmt(f.rss, 0),
        fmt(p.loop.p99, 1),
        fmt(f.loop.p99, 1),
      ];
    }),
    { labelsLeft: true },
  );
} finally {
  killChildren();
  await sleep(300);
  await cleanup(run);
}
