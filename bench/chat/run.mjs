// bench/chat: N connected sockets in two-person chats sending R messages/s through the real path
// (session auth, PostgreSQL insert, ack, fan-out), then the same load against a bare socket.io relay
// doing one insert per message. Server on core 0, load generator on core 1. Prints a table.
//
//   npm run build && node bench/chat/run.mjs [--clients 2000] [--rates 200,1000] [--seconds 15] [--warmup 3] [--topology split|single] [--worker-core 0|1]
//
// --find-max: the product alone at the first rate (1,000 msg/s unless --rates says), from --clients
// sockets up by --step (5000) to --max-clients (25000: one load process has about 28,000 loopback
// ports), until the p99 passes 50 ms or a message is lost; prints one row per step and the largest
// number of sockets held.
//
// --outbox-floor: a third run, for information, of the bare relay whose statement also writes an outbox
// row like the product's (never relayed), and the product's ratio to it. The baseline is unchanged.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { connectedOrExit, createClients, serviceCpu, startProduct, stopProcess } from '../lib/chat-setup.mjs';
import {
  adminUrl,
  arg,
  benchDatabase,
  cleanup,
  cpuSeconds,
  fmt,
  killChildren,
  loopDelay,
  niceOf,
  printTable,
  probeOf,
  rssMb,
  probeSamples,
  scratchDir,
  sql,
  startPinned,
} from '../lib/harness.mjs';

const CLIENTS = Number(arg('clients', 2000));
const FIND_MAX = process.argv.includes('--find-max');
// Issue 22 asks for the largest number of sockets held at 1,000 msg/s.
const RATES = arg('rates', FIND_MAX ? '1000' : '200,1000')
  .split(',')
  .map(Number);
const SECONDS = Number(arg('seconds', 15));
const WARMUP = Number(arg('warmup', 3));
// split: an API process and a worker process (APP_ROLE=api + APP_ROLE=worker, as docker-compose runs
// the product with Redis), the worker at the low priority it gives itself (WORKER_NICE); single: one
// process does everything (APP_ROLE=all, as `npm start` does).
const TOPOLOGY = arg('topology', 'split');
// split only: the core of the worker process. 0 shares the API's core; 1 puts it beside the load
// generator (and the floating PostgreSQL and Redis), so the API process has core 0 to itself.
const WORKER_CORE = Number(arg('worker-core', 0));
const STEP = Number(arg('step', 5000));
const MAX_CLIENTS = Number(arg('max-clients', 25000));
const OUTBOX_FLOOR = process.argv.includes('--outbox-floor');
const P99_LIMIT_MS = 50;
const PORT = 3300;
const run = benchDatabase('chat');
const probeFile = join(scratchDir('probe'), 'probe.jsonl');
const probe = probeOf(probeFile);
const { dbName, dbUrl, prefix } = run;

async function runLoad(mode, clients, rate, serverPids) {
  // The client list is too large for an environment variable: it goes through a file.
  const configFile = join(scratchDir('load'), 'load.json');
  writeFileSync(
    configFile,
    JSON.stringify({ url: `http://127.0.0.1:${PORT}`, clients, rate, seconds: SECONDS, warmup: WARMUP, mode }),
  );
  const serverRss = () => serverPids.reduce((sum, pid) => sum + rssMb(pid), 0);
  // Before any client connects: what the processes hold for themselves, apart from the sockets.
  const idleRss = serverRss();
  const load = startPinned(1, ['bench/chat/load.mjs'], { BENCH_LOAD_FILE: configFile });
  let out = '';
  load.stdout.on('data', (d) => (out += d));
  // CPU of the server from the moment every client is connected until the last delivery.
  await connectedOrExit(load);
  const serverCpu = () => serverPids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
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
  const loop = loopDelay(probeSamples(probeFile, serverPids[0], wall0, Date.now()));
  const totalCpu = cpu + pgCpu + redisCpu;
  const kbPerSocket = ((peakRss - idleRss) * 1024) / clients.length;
  return {
    ...JSON.parse(out.trim().split('\n').pop()),
    cpu,
    apiCpu,
    pgCpu,
    redisCpu,
    totalCpu,
    rss: peakRss,
    idleRss,
    kbPerSocket,
    loop,
  };
}

async function seed() {
  await sql(adminUrl, `CREATE DATABASE ${dbName}`);
}

async function baselineServer(withOutbox = false) {
  const server = startPinned(0, [...probe.args, 'bench/chat/baseline-server.mjs'], {
    ...probe.env,
    PORT: String(PORT),
    DATABASE_URL: dbUrl,
    BASELINE_OUTBOX: withOutbox ? '1' : '',
  });
  await new Promise((resolve) => server.stdout.once('data', resolve));
  return server;
}

const stop = stopProcess;
const productServer = () =>
  startProduct({
    port: PORT,
    dbUrl,
    prefix,
    topology: TOPOLOGY,
    workerCore: WORKER_CORE,
    nodeArgs: [
      ...probe.args,
      ...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.BENCH_PROFILE] : []),
    ],
    env: probe.env,
  });

const ratio = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? `${(a / b).toFixed(2)}×` : '—');

/** --find-max: steps the number of sockets up until the p99 passes P99_LIMIT_MS or a message is lost. */
async function findMax() {
  const rate = RATES[0];
  let all;
  const steps = [];
  for (let n = CLIENTS; n <= MAX_CLIENTS; n += STEP) {
    const servers = await productServer();
    all ??= await createClients(dbUrl, MAX_CLIENTS); // once the first start has migrated the schema
    let result;
    try {
      result = await runLoad(
        'product',
        all.slice(0, n),
        rate,
        servers.map((s) => s.pid),
      );
    } catch (e) {
      result = { failed: e.message };
    }
    await Promise.all(servers.map(stop));
    steps.push({ n, ...result });
    if (result.failed || result.lost > 0 || !(result.p99 <= P99_LIMIT_MS)) break;
  }
  const held = steps.filter((s) => !s.failed && s.lost === 0 && s.p99 <= P99_LIMIT_MS).at(-1);
  console.log(`\nbench/chat --find-max — the product (${TOPOLOGY}) at ${rate} msg/s, ${SECONDS} s per step`);
  console.log(
    `Largest number of connected sockets with p99 <= ${P99_LIMIT_MS} ms and nothing lost: ${held?.n ?? 'none'}\n`,
  );
  printTable(
    [
      'sockets',
      'p50',
      'p99',
      'max',
      'msg/s',
      'lost',
      'dup',
      'API CPU %',
      'CPU %',
      'PG CPU %',
      'Redis CPU %',
      'RSS MB',
      'loop p99 ms',
      'load CPU %',
      'note',
    ],
    steps.map((s) =>
      s.failed
        ? [s.n, '—', '—', '—', '—', '—', '—', '—', '—', '—', '—', '—', '—', '—', s.failed]
        : [
            s.n,
            fmt(s.p50, 2),
            fmt(s.p99, 2),
            fmt(s.max, 1),
            fmt(s.messagesPerSecond, 0),
            s.lost,
            s.duplicates,
            fmt(s.apiCpu, 0),
            fmt(s.cpu, 0),
            fmt(s.pgCpu, 0),
            fmt(s.redisCpu, 0),
            fmt(s.rss, 0),
            fmt(s.loop.p99, 1),
            fmt(s.loadCpu, 0),
            '',
          ],
    ),
  );
}

let workerNice;

/** The product and the bare relay, back to back, at each rate. */
async function compare() {
  const results = [];
  for (const rate of RATES) {
    const servers = await productServer();
    const clients = results.length === 0 ? await createClients(dbUrl, CLIENTS) : results[0].clients;
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
    let outboxFloor;
    if (OUTBOX_FLOOR) {
      const floor = await baselineServer(true);
      outboxFloor = await runLoad('baseline', clients, rate, [floor.pid]);
      await stop(floor);
    }
    results.push({ rate, product, baseline, outboxFloor, clients });
  }
  const processes =
    TOPOLOGY === 'split'
      ? `an API process on core 0 and a worker process at nice ${workerNice} on core ${WORKER_CORE}`
      : 'one process (API and worker) on core 0';
  console.log(
    `\nbench/chat — ${CLIENTS} sockets in ${CLIENTS / 2} two-person chats, ${SECONDS} s per run after a ${WARMUP} s warm-up; product as ${processes}, load on core 1`,
  );
  console.log(
    'send → delivered to the other participant; times in ms; CPU is the server processes, PG and Redis CPU all their processes, all CPU the three together (100% = one core);',
  );
  console.log(
    'RSS is the server processes at their peak, idle RSS theirs before any client connected, KB/socket what the run added per connected socket\n',
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
    'all CPU %',
    'load CPU %',
    'RSS MB',
    'idle RSS MB',
    'KB/socket',
    'loop p99 ms',
  ];
  const rows = [];
  for (const { rate, product, baseline, outboxFloor } of results) {
    for (const [name, r] of [
      ['product', product],
      ['baseline', baseline],
      ...(outboxFloor ? [['relay + outbox row', outboxFloor]] : []),
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
        fmt(r.totalCpu, 0),
        fmt(r.loadCpu, 0),
        fmt(r.rss, 0),
        fmt(r.idleRss, 0),
        fmt(r.kbPerSocket, 0),
        fmt(r.loop.p99, 1),
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
      ratio(product.totalCpu, baseline.totalCpu),
      '',
      ratio(product.rss, baseline.rss),
      ratio(product.idleRss, baseline.idleRss),
      ratio(product.kbPerSocket, baseline.kbPerSocket),
      ratio(product.loop.p99, baseline.loop.p99),
    ]);
    if (outboxFloor) {
      const cells = header.map(() => '');
      cells[0] = rate;
      cells[1] = 'ratio to relay + outbox row';
      cells[header.indexOf('all CPU %')] = ratio(product.totalCpu, outboxFloor.totalCpu);
      cells[header.indexOf('KB/socket')] = ratio(product.kbPerSocket, outboxFloor.kbPerSocket);
      rows.push(cells);
    }
  }
  printTable(header, rows);
}

try {
  await seed();
  await (FIND_MAX ? findMax() : compare());
} finally {
  killChildren();
  await cleanup(run);
}
