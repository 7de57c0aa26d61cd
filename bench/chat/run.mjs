// bench/chat: N connected sockets in two-person chats sending R messages/s through the real path
// (session auth, PostgreSQL insert, ack, fan-out), then the same load against a bare socket.io relay
// doing one insert per message. Server on core 0, load generator on core 1. Prints a table.
//
//   npm run build && node bench/chat/run.mjs [--clients 2000] [--rates 200,1000] [--seconds 15] [--warmup 3] [--topology split|single] [--worker-core 0|1]
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  adminUrl,
  arg,
  benchDatabase,
  cleanup,
  cpuSeconds,
  fmt,
  killChildren,
  niceOf,
  printTable,
  redisUrl,
  sessionFor,
  SESSION_SECRET,
  sql,
  startPinned,
  waitFor,
} from '../lib/harness.mjs';

const CLIENTS = Number(arg('clients', 2000));
const RATES = arg('rates', '200,1000').split(',').map(Number);
const SECONDS = Number(arg('seconds', 15));
const WARMUP = Number(arg('warmup', 3));
// split: an API process and a worker process (APP_ROLE=api + APP_ROLE=worker, as docker-compose runs
// the product with Redis), the worker at the low priority it gives itself (WORKER_NICE); single: one
// process does everything (APP_ROLE=all, as `npm start` does).
const TOPOLOGY = arg('topology', 'split');
// split only: the core of the worker process. 0 shares the API's core; 1 puts it beside the load
// generator (and the floating PostgreSQL and Redis), so the API process has core 0 to itself.
const WORKER_CORE = Number(arg('worker-core', 0));
const PORT = 3300;
const run = benchDatabase('chat');
const { dbName, dbUrl, prefix } = run;

// CPU of the shared services (every postgres and redis-server process), so that the cost a path puts
// on the database and on Redis shows even when the Node process itself looks idle.
function serviceCpu() {
  const cpu = { postgres: 0, 'redis-server': 0 };
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (comm in cpu) cpu[comm] += cpuSeconds(pid);
    } catch {
      // the process ended meanwhile
    }
  }
  return cpu;
}
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

async function runLoad(mode, clients, rate, serverPids) {
  // The client list is too large for an environment variable: it goes through a file.
  const configFile = join(mkdtempSync(join(tmpdir(), 'cg-bench-load-')), 'load.json');
  writeFileSync(
    configFile,
    JSON.stringify({ url: `http://127.0.0.1:${PORT}`, clients, rate, seconds: SECONDS, warmup: WARMUP, mode }),
  );
  const load = startPinned(1, ['bench/chat/load.mjs'], { BENCH_LOAD_FILE: configFile });
  let out = '';
  load.stdout.on('data', (d) => (out += d));
  // CPU of the server from the moment every client is connected until the last delivery.
  await new Promise((resolve) => load.once('message', resolve));
  const serverCpu = () => serverPids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const serverRss = () => serverPids.reduce((sum, pid) => sum + rssMb(pid), 0);
  const t0 = serverCpu();
  const api0 = cpuSeconds(serverPids[0]);
  const services0 = serviceCpu();
  const wall0 = Date.now();
  let peakRss = serverRss();
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, serverRss())), 250);
  await new Promise((resolve, reject) =>
    load.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`load exited ${code}`)))),
  );
  clearInterval(sampler);
  const seconds = (Date.now() - wall0) / 1000;
  const percent = (cpu) => (cpu / seconds) * 100;
  const services1 = serviceCpu();
  const cpu = percent(serverCpu() - t0);
  // The first process holds the sockets (the API, or the one process): its share is the latency path's.
  const apiCpu = percent(cpuSeconds(serverPids[0]) - api0);
  const pgCpu = percent(services1.postgres - services0.postgres);
  const redisCpu = percent(services1['redis-server'] - services0['redis-server']);
  return { ...JSON.parse(out.trim().split('\n').pop()), cpu, apiCpu, pgCpu, redisCpu, rss: peakRss };
}

async function seed() {
  await sql(adminUrl, `CREATE DATABASE ${dbName}`);
}

async function createClients() {
  const users = await sql(
    dbUrl,
    `INSERT INTO users (name, email, password_hash, account_type, region, country, is_validated)
     SELECT 'Persona ' || i, 'bench' || i || '@bench.cl', 'x', 'persona', 'Santiago', 'chile', true FROM generate_series(1, $1) i
     RETURNING id`,
    [CLIENTS],
  );
  const clients = [];
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  for (let i = 0; i + 1 < users.length; i += 2) {
    const [a, b] = [users[i].id, users[i + 1].id];
    const [{ id: chatId }] = (
      await c.query(`INSERT INTO chats (pair_key) VALUES ($1) RETURNING id`, [[a, b].sort().join(':')])
    ).rows;
    await c.query(`INSERT INTO chat_participants (chat_id, user_id) VALUES ($1, $2), ($1, $3)`, [chatId, a, b]);
    for (const [userId, peerId] of [
      [a, b],
      [b, a],
    ]) {
      // A real server-side session for each client, as a sign-in would leave it.
      const session = sessionFor(userId);
      await c.query(`INSERT INTO "session" (sid, sess, expire) VALUES ($1, $2, $3)`, [
        session.sid,
        session.sess,
        session.expires,
      ]);
      clients.push({ userId, peerId, chatId, cookie: session.cookie });
    }
  }
  await c.end();
  return clients;
}

/** The product's processes, per TOPOLOGY: [api] or [api, worker]. */
async function productServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'cg-bench-'));
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.BENCH_PROFILE] : [];
  const env = {
    PORT: String(PORT),
    DATABASE_URL: dbUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    SESSION_SECRET,
    DATA_DIR: dataDir,
    STORAGE_DIR: join(dataDir, 'uploads'),
    SOCKET_EVENTS_PER_SECOND: '1000',
  };
  const split = TOPOLOGY === 'split';
  const api = startPinned(0, [...profile, 'backend/dist/main.js'], { ...env, APP_ROLE: split ? 'api' : 'all' });
  await waitFor(async () => (await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok);
  if (!split) return [api];
  const worker = startPinned(WORKER_CORE, [...profile, 'backend/dist/main.js'], { ...env, APP_ROLE: 'worker' });
  await new Promise((resolve) => setTimeout(resolve, 8000)); // the worker has no port to poll: give it time to boot
  return [api, worker];
}

async function baselineServer() {
  const server = startPinned(0, ['bench/chat/baseline-server.mjs'], { PORT: String(PORT), DATABASE_URL: dbUrl });
  await new Promise((resolve) => server.stdout.once('data', resolve));
  return server;
}

async function stop(server) {
  await new Promise((resolve) => {
    server.once('exit', resolve);
    server.kill('SIGTERM');
  });
}

const ratio = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? `${(a / b).toFixed(2)}×` : '—');

let workerNice;
try {
  await seed();
  const results = [];
  for (const rate of RATES) {
    const servers = await productServer();
    const clients = results.length === 0 ? await createClients() : results[0].clients;
    if (servers[1]) workerNice = niceOf(servers[1].pid);
    const product = await runLoad(
      'product',
      clients,
      rate,
      servers.map((s) => s.pid),
    );
    await Promise.all(servers.map(stop));
    const base = await baselineServer();
    const baseline = await runLoad('baseline', clients, rate, [base.pid]);
    await stop(base);
    results.push({ rate, product, baseline, clients });
  }
  const processes =
    TOPOLOGY === 'split'
      ? `an API process on core 0 and a worker process at nice ${workerNice} on core ${WORKER_CORE}`
      : 'one process (API and worker) on core 0';
  console.log(
    `\nbench/chat — ${CLIENTS} sockets in ${CLIENTS / 2} two-person chats, ${SECONDS} s per run after a ${WARMUP} s warm-up; product as ${processes}, load on core 1`,
  );
  console.log(
    'send → delivered to the other participant; times in ms; CPU is the server process, PG and Redis CPU all their processes (100% = one core)\n',
  );
  const header = [
    'R msg/s',
    'path',
    'p50',
    'p95',
    'p99',
    'max',
    'msg/s',
    'lost',
    'dup',
    'ack fail',
    'ack p50',
    'ack p99',
    'CPU %',
    'API CPU %',
    'PG CPU %',
    'Redis CPU %',
    'load CPU %',
    'RSS MB',
  ];
  const rows = [];
  for (const { rate, product, baseline } of results) {
    for (const [name, r] of [
      ['product', product],
      ['baseline', baseline],
    ]) {
      rows.push([
        rate,
        name,
        fmt(r.p50, 2),
        fmt(r.p95, 2),
        fmt(r.p99, 2),
        fmt(r.max, 1),
        fmt(r.messagesPerSecond, 0),
        r.lost,
        r.duplicates,
        r.ackFailures,
        fmt(r.ackP50, 1),
        fmt(r.ackP99, 1),
        fmt(r.cpu, 0),
        fmt(r.apiCpu, 0),
        fmt(r.pgCpu, 0),
        fmt(r.redisCpu, 0),
        fmt(r.loadCpu, 0),
        fmt(r.rss, 0),
      ]);
    }
    rows.push([
      rate,
      'ratio',
      ratio(product.p50, baseline.p50),
      ratio(product.p95, baseline.p95),
      ratio(product.p99, baseline.p99),
      ratio(product.max, baseline.max),
      ratio(product.messagesPerSecond, baseline.messagesPerSecond),
      '',
      '',
      '',
      ratio(product.ackP50, baseline.ackP50),
      ratio(product.ackP99, baseline.ackP99),
      ratio(product.cpu, baseline.cpu),
      ratio(product.apiCpu, baseline.apiCpu),
      ratio(product.pgCpu, baseline.pgCpu),
      '',
      '',
      ratio(product.rss, baseline.rss),
    ]);
  }
  printTable(header, rows);
} finally {
  killChildren();
  await cleanup(run);
}
