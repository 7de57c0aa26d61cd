// bench/queue-cost: what one `domain-events` job costs in CPU, in the Node process that adds and works it
// and in Redis, with the product's own job options, at a steady rate and for several relay batch sizes
// and worker concurrencies. Every chat message raises one such job, so at 1,000 msg/s this is the
// share of the cores the event path takes next to the chat path itself. Prints a table.
//
//   npm run build && node bench/queue-cost/run.mjs [--jobs 10000] [--warmup 2000] [--rate 1000] [--batches 5,20,100] [--concurrency 4,16] [--retention kept|removed|kept,removed] [--autopipelining off|on|off,on]
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { arg, cpuSeconds, fmt, printTable, redisUrl } from '../lib/harness.mjs';

const require = createRequire(new URL('../../backend/package.json', import.meta.url));
const { Queue, Worker } = require('bullmq');
const Redis = require('ioredis');
const { DOMAIN_EVENT_JOB_OPTIONS, DOMAIN_EVENTS_CONCURRENCY } = require('./dist/infra/events/event-pipe.tuning.js');

const JOBS = Number(arg('jobs', 10000));
const RATE = Number(arg('rate', 1000));
const WARMUP = Number(arg('warmup', 2000));
const BATCHES = arg('batches', '5,20,100').split(',').map(Number);
const CONCURRENCIES = arg('concurrency', `${DOMAIN_EVENTS_CONCURRENCY},16`).split(',').map(Number);
// kept: the product's retention (completed jobs stay for the dashboard); removed: deleted on completion.
const RETENTIONS = arg('retention', 'kept').split(',');
// Whether the queue's connection, which the worker shares as in the product, auto-pipelines (ioredis
// sends the commands of one tick together, building a pipeline for them). on: as the product.
const PIPELININGS = arg('autopipelining', 'on').split(',');

// A chat.message.created event as the relay hands it to BullMQ.
const eventOf = (id) => ({
  id: String(id),
  name: 'chat.message.created',
  payload: { chatId: '1042', messageId: String(90000 + id), senderId: '2001', seq: id, recipientIds: ['2002'] },
  occurredAt: new Date().toISOString(),
});

/** One case, in a child process of its own pinned to core 0: adds JOBS at RATE in batches, works them. */
async function runCase({ batch, concurrency, retention, pipelining, prefix }) {
  const connection = { url: redisUrl, enableAutoPipelining: pipelining === 'on' };
  const queue = new Queue('domain-events', {
    connection,
    prefix,
    defaultJobOptions: { ...DOMAIN_EVENT_JOB_OPTIONS, ...(retention === 'removed' ? { removeOnComplete: true } : {}) },
  });
  const addedAt = new Map();
  let latencies = [];
  let expected = 0;
  let done;
  const worker = new Worker(
    'domain-events',
    async (job) => {
      latencies.push(performance.now() - addedAt.get(job.id));
      if (latencies.length === expected) done();
    },
    { connection: { ...connection, maxRetriesPerRequest: null }, prefix, concurrency },
  );
  await worker.waitUntilReady();
  await queue.waitUntilReady();

  let nextId = 1;
  /** Adds `count` jobs at RATE in batches on a fixed schedule (a slow add does not slow the load down), until all have run. */
  const pump = async (count) => {
    latencies = [];
    expected = count;
    const allRun = new Promise((resolve) => (done = resolve));
    const start = performance.now();
    for (let sent = 0; sent < count;) {
      const wait = start + (sent / RATE) * 1000 - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const jobs = [];
      for (let i = 0; i < batch && sent < count; i++, sent++) {
        const event = eventOf(nextId++);
        addedAt.set(`evt-${event.id}`, performance.now());
        jobs.push({ name: event.name, data: event, opts: { jobId: `evt-${event.id}` } });
      }
      queue.addBulk(jobs).catch((e) => {
        console.error(`addBulk failed: ${e.message}`);
        process.exit(1);
      });
    }
    await allRun;
  };

  // A warm-up the parent does not count (JIT, connections, Redis's script cache), then the measured run.
  await pump(WARMUP);
  await new Promise((resolve) => {
    process.once('message', resolve);
    process.send({ warm: true });
  });
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  await pump(JOBS);
  const cpu = process.cpuUsage(cpu0);
  const wallMs = performance.now() - start;
  await worker.close();
  await queue.obliterate({ force: true });
  await queue.close();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { nodeCpuSeconds: (cpu.user + cpu.system) / 1e6, wallMs, p50: at(0.5), p99: at(0.99) };
}

/** Total calls and scripts Redis has served, from INFO commandstats (the whole server). */
async function redisCalls(redis) {
  let calls = 0;
  let scripts = 0;
  for (const [, name, n] of (await redis.info('commandstats')).matchAll(/cmdstat_([a-z|_]+):calls=(\d+)/g)) {
    calls += Number(n);
    if (name === 'evalsha' || name === 'eval') scripts += Number(n);
  }
  return { calls, scripts };
}

async function main() {
  const redis = new Redis(redisUrl);
  const redisPid = Number(/process_id:(\d+)/.exec(await redis.info('server'))[1]);
  console.log(
    `bench/queue-cost — ${JOBS} chat.message.created jobs at ${RATE}/s through BullMQ queue 'domain-events' with the product's job options; ` +
      `the adding and working Node process on core 0. CPU per job in µs; CPU % is of one core at this rate. Redis figures are the whole server's.\n`,
  );
  const header = [
    'batch',
    'concurrency',
    'retention',
    'auto-pipelining',
    'Node µs/job',
    'Node CPU %',
    'Redis µs/job',
    'Redis CPU %',
    'Redis calls/job',
    'scripts/job',
    'add→run p50 ms',
    'add→run p99 ms',
  ];
  const rows = [];
  const cases = RETENTIONS.flatMap((retention) => PIPELININGS.map((pipelining) => ({ retention, pipelining })));
  for (const { retention, pipelining } of cases) {
    for (const concurrency of CONCURRENCIES) {
      for (const batch of BATCHES) {
        const prefix = `cg_bench_queue_${Date.now()}`;
        const child = fork(fileURLToPath(import.meta.url), process.argv.slice(2), {
          env: {
            ...process.env,
            BENCH_QUEUE_CASE: JSON.stringify({ batch, concurrency, retention, pipelining, prefix }),
          },
          execArgv: [],
        });
        const failed = new Promise((_, reject) =>
          child.once('exit', (code) => code && reject(new Error(`case exited with ${code}`))),
        );
        const nextMessage = () => Promise.race([new Promise((resolve) => child.once('message', resolve)), failed]);
        await nextMessage(); // warmed up
        const redisCpu0 = cpuSeconds(redisPid);
        const calls0 = await redisCalls(redis);
        child.send('go');
        const result = await nextMessage();
        const redisCpu = cpuSeconds(redisPid) - redisCpu0;
        const calls1 = await redisCalls(redis);
        const perJob = (x) => (x * 1e6) / JOBS;
        const ofCore = (seconds) => (seconds / (result.wallMs / 1000)) * 100;
        rows.push([
          batch,
          concurrency,
          retention,
          pipelining,
          fmt(perJob(result.nodeCpuSeconds), 0),
          fmt(ofCore(result.nodeCpuSeconds), 0),
          fmt(perJob(redisCpu), 0),
          fmt(ofCore(redisCpu), 0),
          fmt((calls1.calls - calls0.calls) / JOBS, 1),
          fmt((calls1.scripts - calls0.scripts) / JOBS, 2),
          fmt(result.p50, 2),
          fmt(result.p99, 2),
        ]);
      }
    }
  }
  redis.disconnect();
  printTable(header, rows);
}

if (process.env.BENCH_QUEUE_CASE) {
  // Pin this case's process to core 0, as the product's server is in bench/chat.
  const { execFileSync } = await import('node:child_process');
  execFileSync('taskset', ['-pc', '0', String(process.pid)], { stdio: 'ignore' });
  const result = await runCase(JSON.parse(process.env.BENCH_QUEUE_CASE));
  process.send(result, () => process.exit(0));
} else {
  await main();
}
