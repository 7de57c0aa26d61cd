// bench/soak: the product held under a steady, modest load for a long time, as a day of real use would
// hold it: 2,000 connected phones in two-person chats, 200 messages/s, a few phones losing and regaining
// their connection every second (catching up over HTTP). It looks for what grows: the processes' RSS and
// event-loop delay (slope after the warm-up), Redis keys, and PostgreSQL rows other than the messages.
// Product on core 0 (API and worker, as docker-compose runs them), load on core 1. Prints tables.
//
//   npm run build && node bench/soak/run.mjs [--clients 2000] [--rate 200] [--minutes 10] [--warmup-minutes 2] [--reconnects 2]
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Redis from 'ioredis';
import { connectedOrExit, createClients, startProduct, stopProcess } from '../lib/chat-setup.mjs';
import {
  adminUrl,
  arg,
  benchDatabase,
  cleanup,
  fmt,
  killChildren,
  printTable,
  probeOf,
  probeSamples,
  redisUrl,
  scratchDir,
  sql,
  startPinned,
} from '../lib/harness.mjs';

const CLIENTS = Number(arg('clients', 2000));
const RATE = Number(arg('rate', 200));
const MINUTES = Number(arg('minutes', 10));
const WARMUP_MINUTES = Number(arg('warmup-minutes', 2));
const RECONNECTS = Number(arg('reconnects', 2));
const SAMPLE_MS = 30_000;
const PORT = 3330;
const run = benchDatabase('soak');
const dir = scratchDir('soak');
const probeFile = join(dir, 'probe.jsonl');

/** Rows of every table of the app's schema (exact counts: the tables are small but for messages). */
async function rowCounts() {
  const tables = await sql(
    run.dbUrl,
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  );
  const counts = {};
  for (const { table_name: t } of tables)
    counts[t] = Number((await sql(run.dbUrl, `SELECT count(*)::int AS n FROM "${t}"`))[0].n);
  return counts;
}

// A domain-events job's hash: completed jobs stay for the dashboard, at most 10,000 of them for a day
// (backend/src/infra/events/event-pipe.tuning.ts), so they grow until that cap, not with the run.
const JOB_KEY = /:domain-events:evt-/;

async function redisKeys(redis) {
  let cursor = '0';
  const n = { all: 0, jobs: 0 };
  do {
    const [nextCursor, keys] = await redis.scan(cursor, 'MATCH', `${run.prefix}*`, 'COUNT', 1000);
    n.all += keys.length;
    n.jobs += keys.filter((key) => JOB_KEY.test(key)).length;
    cursor = nextCursor;
  } while (cursor !== '0');
  return n;
}

/** Least-squares slope of y over x. */
function slope(points) {
  const n = points.length;
  if (n < 2) return NaN;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const sxx = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  return sxx ? points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0) / sxx : NaN;
}
const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];

const redis = new Redis(redisUrl);
try {
  await sql(adminUrl, `CREATE DATABASE ${run.dbName}`);
  const probe = probeOf(probeFile);
  const servers = await startProduct({
    port: PORT,
    dbUrl: run.dbUrl,
    prefix: run.prefix,
    nodeArgs: probe.args,
    // Outbox retention shortened from a day to a minute, so that its steady state shows within the run.
    env: { ...probe.env, BENCH_PROBE_MS: '5000', OUTBOX_RETENTION_SECONDS: '60', EVENTS_PRUNE_MS: '30000' },
  });
  const clients = await createClients(run.dbUrl, CLIENTS);
  const configFile = join(dir, 'load.json');
  writeFileSync(
    configFile,
    JSON.stringify({
      url: `http://127.0.0.1:${PORT}`,
      clients,
      rate: RATE,
      seconds: MINUTES * 60,
      reconnectsPerSecond: RECONNECTS,
    }),
  );
  const load = startPinned(1, ['bench/soak/load.mjs'], { BENCH_LOAD_FILE: configFile });
  let out = '';
  load.stdout.on('data', (d) => (out += d));
  await connectedOrExit(load);
  const t0 = Date.now();
  const stores = [];
  const sampleStores = async () =>
    stores.push({ minute: (Date.now() - t0) / 60_000, rows: await rowCounts(), keys: await redisKeys(redis) });
  await sampleStores();
  const sampler = setInterval(() => void sampleStores(), SAMPLE_MS);
  await new Promise((resolve, reject) =>
    load.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`load exited ${code}`)))),
  );
  clearInterval(sampler);
  await sampleStores();
  const result = JSON.parse(out.trim().split('\n').pop());
  await Promise.all(servers.map(stopProcess));

  const names = ['API', 'worker'];
  const perProcess = servers.map((server, i) => {
    const samples = probeSamples(probeFile, server.pid, t0).map((s) => ({ ...s, minute: (s.at - t0) / 60_000 }));
    const steady = samples.filter((s) => s.minute >= WARMUP_MINUTES && s.minute < MINUTES);
    // RSS and heap use are a saw in the API process (major collections spaced out by
    // HEAP_GROWING_PERCENT); what a leak raises is the heap left right after each major collection.
    const afterGc = steady.filter(
      (s, k) => s.heapAfterMajorGcMb !== null && s.heapAfterMajorGcMb !== steady[k - 1]?.heapAfterMajorGcMb,
    );
    return {
      name: names[i],
      samples,
      rssSlope: slope(steady.map((s) => ({ x: s.minute, y: s.rssMb }))),
      heapAfterGcSlope: slope(afterGc.map((s) => ({ x: s.minute, y: s.heapAfterMajorGcMb }))),
      majorGcs: afterGc.length,
      loopSlope: slope(steady.map((s) => ({ x: s.minute, y: s.p99 }))),
    };
  });

  console.log(
    `\nbench/soak — ${CLIENTS} sockets in ${CLIENTS / 2} two-person chats, ${RATE} msg/s for ${MINUTES} min, ` +
      `${RECONNECTS} phones a second losing their connection for 0.5–2 s; warm-up: the first ${WARMUP_MINUTES} min; ` +
      'outbox retention 1 min (the product keeps a day)',
  );
  console.log(
    `\nMessages: ${result.sent} sent, ${result.acked} acknowledged, ${result.delivered} delivered ` +
      `(${result.caughtUp} of them caught up after a reconnect), lost ${result.lost}, duplicated ${result.duplicates}, ` +
      `ack failures ${result.ackFailures}, reconnects ${result.reconnects}, failed catch-ups ${result.catchUpFailures}\n`,
  );
  printTable(
    [
      'minute',
      'sent',
      'p50 ms',
      'p99 ms',
      ...perProcess.flatMap((p) => [`${p.name} RSS MB`, `${p.name} heap after GC MB`, `${p.name} loop p99 ms`]),
    ],
    result.minutes.map((m, minute) => [
      minute + 1,
      m.sent,
      fmt(m.p50, 2),
      fmt(m.p99, 2),
      ...perProcess.flatMap((p) => {
        const inMinute = p.samples.filter((s) => s.minute >= minute && s.minute < minute + 1);
        return inMinute.length
          ? [
              fmt(inMinute.at(-1).rssMb, 0),
              fmt(inMinute.at(-1).heapAfterMajorGcMb ?? NaN, 0),
              fmt(median(inMinute.map((s) => s.p99)), 1),
            ]
          : ['—', '—', '—'];
      }),
    ]),
  );
  console.log('\nSlopes after the warm-up (least squares; heap: one point per major collection):\n');
  printTable(
    ['process', 'RSS MB/min', 'heap after major GC MB/min', 'major GCs', 'loop p99 ms/min'],
    perProcess.map((p) => [p.name, fmt(p.rssSlope, 2), fmt(p.heapAfterGcSlope, 2), p.majorGcs, fmt(p.loopSlope, 3)]),
    { labelsLeft: true },
  );
  const first = stores.find((s) => s.minute >= WARMUP_MINUTES) ?? stores[0];
  const last = stores.at(-1);
  console.log(`\nStores from minute ${fmt(first.minute, 1)} to ${fmt(last.minute, 1)} (after the warm-up):\n`);
  const grown = Object.keys(last.rows)
    .filter((t) => last.rows[t] !== first.rows[t])
    .sort();
  printTable(
    ['store', 'after warm-up', 'at the end', 'growth'],
    [
      ...grown.map((t) => [`rows of ${t}`, first.rows[t], last.rows[t], last.rows[t] - first.rows[t]]),
      ['Redis keys', first.keys.all, last.keys.all, last.keys.all - first.keys.all],
      ['of which jobs kept (capped)', first.keys.jobs, last.keys.jobs, last.keys.jobs - first.keys.jobs],
      [
        'Redis keys besides them',
        first.keys.all - first.keys.jobs,
        last.keys.all - last.keys.jobs,
        last.keys.all - last.keys.jobs - (first.keys.all - first.keys.jobs),
      ],
    ],
    { labelsLeft: true },
  );
} finally {
  redis.disconnect();
  killChildren();
  await cleanup(run);
}
