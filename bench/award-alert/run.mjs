// bench/award-alert: awards committed at a steady rate while the awarded professionals are connected;
// measures award → '¡Felicitaciones!' alert received through outbox + relay + BullMQ + worker + gateway,
// and counts alerts lost or doubled. In the same run, a bare BullMQ enqueue → worker pick-up as the floor.
// Prints a table; asserts nothing.
//
//   npm run build -w @conectando/backend && node bench/award-alert/run.mjs [--rate 50] [--seconds 20] [--professionals 200] [--warmup 3] [--topology single|split]
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import {
  adminUrl,
  arg,
  benchDatabase,
  cleanup,
  cpuSeconds,
  fmt,
  killChildren,
  printTable,
  productEnv,
  redisUrl,
  scratchDir,
  sessionFor,
  sleep,
  sql,
  startPinned,
  waitFor,
} from '../lib/harness.mjs';
import { benchSocket } from '../lib/bench-socket.mjs';

// The backend's own dependencies, so the bench needs nothing installed of its own.
const require = createRequire(new URL('../../backend/package.json', import.meta.url));
const pg = require('pg');
const { Queue, Worker } = require('bullmq');

const RATE = Number(arg('rate', 50));
const SECONDS = Number(arg('seconds', 20));
const WARMUP = Number(arg('warmup', 3));
const PROFESSIONALS = Number(arg('professionals', 200));
const TOPOLOGY = arg('topology', 'single');
const GRACE_MS = 5000;
const PORT = 3310;
const run = benchDatabase('award');
const { dbName, dbUrl, prefix } = run;
const url = `http://127.0.0.1:${PORT}`;
const TOTAL = RATE * (SECONDS + WARMUP);

function startServer(role) {
  const env = { ...productEnv({ port: PORT, dbUrl, prefix, dataDir: scratchDir('award') }), APP_ROLE: role };
  // The server on core 0, this process (sockets, HTTP load, the floor's queue) on core 1.
  // BENCH_PROFILE=<dir>: a V8 CPU profile of each server process, written when it stops.
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  return startPinned(0, [...profile, 'backend/dist/main.js'], env, ['ignore', 'inherit', 'inherit']);
}

/** One institution, the professionals, one approved offer per award with one application each, and sessions. */
async function seed() {
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  try {
    const [inst] = (
      await c.query(`INSERT INTO users (name, email, password_hash, account_type, region, country, is_validated, institution_name)
                     VALUES ('Hogar Bench', 'inst@bench.cl', 'x', 'institucion', 'Santiago', 'chile', true, 'Hogar Bench') RETURNING id`)
    ).rows;
    const pros = (
      await c.query(
        `INSERT INTO users (name, email, password_hash, account_type, region, country, is_validated, specialty)
         SELECT 'Profesional ' || i, 'pro' || i || '@bench.cl', 'x', 'profesional', 'Santiago', 'chile', true, 'Kinesiología' FROM generate_series(1, $1) i RETURNING id`,
        [PROFESSIONALS],
      )
    ).rows.map((r) => r.id);
    const offers = (
      await c.query(
        `INSERT INTO job_offers (institution_id, title, description, service_type, modality, location, payment, status, reviewed_at)
         SELECT $1, 'Oferta ' || i, repeat('Descripción de la oferta. ', 3), 'kinesiologo', 'presencial', 'Santiago', 30000, 'approved', now()
           FROM generate_series(1, $2) i RETURNING id`,
        [inst.id, TOTAL],
      )
    ).rows.map((r) => r.id);
    const applications = (
      await c.query(
        `INSERT INTO applications (job_offer_id, professional_id, cover_letter)
         SELECT o.id, ($2::uuid[])[(1 + (o.n - 1) % array_length($2::uuid[], 1))::int], repeat('Carta de presentación. ', 4)
           FROM unnest($1::uuid[]) WITH ORDINALITY AS o(id, n) RETURNING id, professional_id`,
        [offers, pros],
      )
    ).rows;
    const sessions = new Map();
    for (const userId of [inst.id, ...pros]) {
      const s = sessionFor(userId);
      await c.query(`INSERT INTO "session" (sid, sess, expire) VALUES ($1, $2, $3)`, [s.sid, s.sess, s.expires]);
      sessions.set(userId, s.cookie);
    }
    return { institutionCookie: sessions.get(inst.id), pros, sessions, applications };
  } finally {
    await c.end();
  }
}

function connect(cookie) {
  return new Promise((resolve, reject) => {
    const socket = benchSocket(url, { cookie });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
const stats = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return {
    n: s.length,
    p50: percentile(s, 50),
    p95: percentile(s, 95),
    p99: percentile(s, 99),
    max: s[s.length - 1] ?? NaN,
  };
};

/** Calls `fn(i)` RATE times a second for `count` calls, on a fixed schedule (no coordinated omission). */
async function steady(count, fn) {
  const interval = 1000 / RATE;
  const t0 = performance.now();
  const pending = [];
  for (let i = 0; i < count; i++) {
    const due = t0 + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    pending.push(fn(i));
  }
  await Promise.all(pending);
}

async function productRun(data, serverPids) {
  const sockets = [];
  const alerts = new Map(); // applicationId -> receive times
  const alertEpochs = new Map(); // applicationId -> first receive time on the wall clock, to meet the database's
  for (let i = 0; i < data.pros.length; i += 50) {
    const wave = await Promise.all(data.pros.slice(i, i + 50).map((id) => connect(data.sessions.get(id))));
    for (const socket of wave) {
      socket.on('application:awarded', (alert) => {
        const at = performance.now();
        alertEpochs.set(alert.applicationId, alertEpochs.get(alert.applicationId) ?? performance.timeOrigin + at);
        (alerts.get(alert.applicationId) ?? alerts.set(alert.applicationId, []).get(alert.applicationId)).push(at);
      });
      sockets.push(socket);
    }
  }
  const awards = [];
  let failures = 0;
  const cpu0 = serverPids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const wall0 = performance.now();
  await steady(data.applications.length, async (i) => {
    const application = data.applications[i];
    const sentAt = performance.now();
    const res = await fetch(`${url}/api/applications/${application.id}/award`, {
      method: 'POST',
      headers: { Cookie: data.institutionCookie },
    });
    const answeredAt = performance.now();
    if (!res.ok) return void failures++;
    await res.arrayBuffer();
    awards.push({ id: application.id, sentAt, answeredAt, measured: i >= RATE * WARMUP });
  });
  const cpu =
    ((serverPids.reduce((sum, pid) => sum + cpuSeconds(pid), 0) - cpu0) / ((performance.now() - wall0) / 1000)) * 100;
  await sleep(GRACE_MS);
  sockets.forEach((s) => s.close());
  const measured = awards.filter((a) => a.measured);
  const received = measured.filter((a) => alerts.has(a.id));
  const fromRequest = received.map((a) => alerts.get(a.id)[0] - a.sentAt);
  const fromAnswer = received.map((a) => alerts.get(a.id)[0] - a.answeredAt);
  const httpTimes = measured.map((a) => a.answeredAt - a.sentAt);
  // The database's own record of each commit (see noteCommits), against the wall-clock receive time.
  const commits = new Map(
    (
      await sql(
        dbUrl,
        `SELECT application_id AS id, extract(epoch FROM committing_at) * 1000 AS at FROM bench_award_commits`,
      )
    ).map((r) => [r.id, Number(r.at)]),
  );
  const fromCommit = received.filter((a) => commits.has(a.id)).map((a) => alertEpochs.get(a.id) - commits.get(a.id));
  return {
    awards: measured.length,
    failures,
    lost: awards.filter((a) => !alerts.has(a.id)).length,
    doubled: [...alerts.values()].filter((times) => times.length > 1).length,
    fromRequest: stats(fromRequest),
    fromAnswer: stats(fromAnswer),
    fromCommit: stats(fromCommit),
    http: stats(httpTimes),
    cpu,
  };
}

/**
 * Commit times from the database itself, in this bench's database only: a deferred constraint trigger
 * runs as the award transaction commits and notes clock_timestamp() (before the WAL flush, so commit →
 * alert is measured from a little before the commit, never after it). Same machine, same wall clock.
 */
async function noteCommits() {
  await sql(
    dbUrl,
    `CREATE TABLE bench_award_commits (application_id uuid PRIMARY KEY, committing_at timestamptz NOT NULL)`,
  );
  await sql(
    dbUrl,
    `CREATE FUNCTION bench_note_award() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN INSERT INTO bench_award_commits VALUES (NEW.id, clock_timestamp()) ON CONFLICT DO NOTHING; RETURN NULL; END $$`,
  );
  await sql(
    dbUrl,
    `CREATE CONSTRAINT TRIGGER bench_award_commit AFTER UPDATE ON applications DEFERRABLE INITIALLY DEFERRED
       FOR EACH ROW WHEN (NEW.status = 'awarded') EXECUTE FUNCTION bench_note_award()`,
  );
}

/** The floor: a bare BullMQ queue and worker on the same Redis, jobs added at the same rate. */
async function floorRun() {
  const connection = { url: redisUrl };
  const name = 'bench-floor';
  const queue = new Queue(name, { connection, prefix });
  const started = new Map();
  const picked = [];
  const worker = new Worker(
    name,
    async (job) => {
      picked.push({ i: job.data.i, latency: performance.now() - started.get(job.data.i) });
    },
    { connection: { url: redisUrl, maxRetriesPerRequest: null }, prefix, concurrency: 16 },
  );
  await worker.waitUntilReady();
  await steady(RATE * (SECONDS + WARMUP), async (i) => {
    started.set(i, performance.now());
    await queue.add('floor', { i }, { removeOnComplete: true });
  });
  await sleep(1000);
  await worker.close();
  await queue.obliterate({ force: true }).catch(() => undefined);
  await queue.close();
  return stats(picked.filter((p) => p.i >= RATE * WARMUP).map((p) => p.latency));
}

const ratio = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? `${(a / b).toFixed(1)}×` : '—');

try {
  await sql(adminUrl, `CREATE DATABASE ${dbName}`);
  // Migrations run at start-up: start once to create the schema, then seed and measure.
  const servers = [startServer(TOPOLOGY === 'split' ? 'api' : 'all')];
  await waitFor(async () => (await fetch(`${url}/api/health`)).ok);
  if (TOPOLOGY === 'split') {
    servers.push(startServer('worker'));
    await sleep(8000); // the worker has no port to poll
  }
  const data = await seed();
  await noteCommits();
  const product = await productRun(
    data,
    servers.map((s) => s.pid),
  );
  // Where the time went, from the database's own clock: award transaction start → relayed to BullMQ → alert consumer ran.
  const stages = await sql(
    dbUrl,
    `SELECT percentile_cont(ARRAY[0.5, 0.95, 0.99]) WITHIN GROUP (ORDER BY extract(epoch FROM o.relayed_at - o.created_at) * 1000) AS relay,
            percentile_cont(ARRAY[0.5, 0.95, 0.99]) WITHIN GROUP (ORDER BY extract(epoch FROM p.processed_at - o.relayed_at) * 1000) AS worker
       FROM outbox o JOIN processed_events p ON p.event_id = o.id AND p.consumer = 'marketplace-alerts'
      WHERE o.name = 'application.awarded'`,
  );
  for (const s of servers) s.kill('SIGTERM');
  await sleep(1000);
  const floor = await floorRun();
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

  console.log(
    `\nbench/award-alert — ${RATE} awards/s for ${SECONDS} s after a ${WARMUP} s warm-up, ${PROFESSIONALS} professionals connected by socket.io;`,
  );
  console.log(
    `server as ${TOPOLOGY === 'split' ? 'API + worker processes' : 'one process (API + worker)'} on core 0, this load on core 1; load average ${load}. Times in ms.\n`,
  );
  const header = ['path', 'measured', 'p50', 'p95', 'p99', 'max', 'lost', 'doubled', 'failed'];
  const rows = [
    [
      'award request → alert received',
      product.awards,
      fmt(product.fromRequest.p50, 2),
      fmt(product.fromRequest.p95, 2),
      fmt(product.fromRequest.p99, 2),
      fmt(product.fromRequest.max),
      product.lost,
      product.doubled,
      product.failures,
    ],
    [
      'award committed (database) → alert',
      product.awards,
      fmt(product.fromCommit.p50, 2),
      fmt(product.fromCommit.p95, 2),
      fmt(product.fromCommit.p99, 2),
      fmt(product.fromCommit.max),
      '',
      '',
      '',
    ],
    [
      'award HTTP 200 → alert',
      product.awards,
      fmt(product.fromAnswer.p50, 2),
      fmt(product.fromAnswer.p95, 2),
      fmt(product.fromAnswer.p99, 2),
      fmt(product.fromAnswer.max),
      '',
      '',
      '',
    ],
    [
      'award HTTP round trip',
      product.awards,
      fmt(product.http.p50, 2),
      fmt(product.http.p95, 2),
      fmt(product.http.p99, 2),
      fmt(product.http.max),
      '',
      '',
      '',
    ],
    [
      'floor: bare BullMQ add → worker',
      floor.n,
      fmt(floor.p50, 2),
      fmt(floor.p95, 2),
      fmt(floor.p99, 2),
      fmt(floor.max),
      '',
      '',
      '',
    ],
    [
      'ratio: request → alert / floor',
      '',
      ratio(product.fromRequest.p50, floor.p50),
      ratio(product.fromRequest.p95, floor.p95),
      ratio(product.fromRequest.p99, floor.p99),
      ratio(product.fromRequest.max, floor.max),
      '',
      '',
      '',
    ],
  ];
  printTable(header, rows, { labelsLeft: true });
  const [st] = stages;
  const triple = (a) => (a ? a.map((x) => fmt(Number(x), 1)).join(' / ') : '—');
  console.log(
    `\nStages (database clock, p50 / p95 / p99 ms): award tx start → relayed to BullMQ ${triple(st?.relay)}; relayed → alert consumer ${triple(st?.worker)}.`,
  );
  console.log(`Server CPU while awarding: ${fmt(product.cpu, 0)}% of one core (all server processes).`);
  console.log(
    `Commit times come from the database (a deferred trigger in this bench's database notes clock_timestamp() as each award commits).`,
  );
  console.log(`Target: commit → alert p99 ≤ 50 ms at 50 awards/s, 0 lost, 0 doubled.`);
} finally {
  killChildren();
  await cleanup(run);
}
