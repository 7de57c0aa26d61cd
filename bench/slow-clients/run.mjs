#!/usr/bin/env node
// Slow clients (docs/decisions/slow-clients.md) against the built app: N connections at once that send
// their request headers a byte a second, or a JSON POST whose body comes a byte a second, or half of
// each, while a victim asks GET /api/health every 50 ms before, during and after. Per attack: how each
// slow connection ended (the server's answer, a reset, a close without an answer, or still open when
// the attack stopped) and after how many seconds, and the victim's latency (p50 / p99 / max).
// Three configurations: the built app with PostgreSQL and Redis; the embedded default of `npm start`
// (no DATABASE_URL or REDIS_URL: its own PostgreSQL, events in-process); and deploy/nginx.conf in
// front of the first. Server (and nginx) on core 0; this process, the victim, and the attackers (a
// process of their own, attacker.mjs) on core 1. Prints a table per configuration and appends it, with
// the host and load average, to bench/results/<date>-slow-clients.md. Asserts nothing.
//
//   npm run build && node bench/slow-clients/run.mjs [--connections 500] [--mode services|embedded]
//     [--behind none|nginx] [--phase-s 3] [--max-s 35] [--out file]
//
// With neither --mode nor --behind: all three configurations (services, services behind nginx,
// embedded). --mode alone runs it without nginx; --behind alone runs it with services.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, hostname, loadavg, totalmem } from 'node:os';
import { loopbackNginx } from '../../harness/loopback-nginx.mjs';
import { join } from 'node:path';
import {
  adminUrl,
  arg,
  benchDatabase,
  cleanup,
  fmt,
  freePorts,
  killChildren,
  loopDelay,
  percentile,
  printTable,
  probeOf,
  probeSamples,
  redisUrl,
  scratchDir,
  SESSION_SECRET,
  sleep,
  sql,
  startPinned,
  waitFor,
} from '../lib/harness.mjs';

const root = new URL('../..', import.meta.url).pathname;
process.chdir(root);
const CONNECTIONS = Number(arg('connections', 500));
const PHASE_MS = Number(arg('phase-s', 3)) * 1000;
const MAX_MS = Number(arg('max-s', 35)) * 1000;
const TARGET_P99_MS = 100;
const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
const ATTACKER = new URL('./attacker.mjs', import.meta.url).pathname;
const run = benchDatabase('slow');
const work = scratchDir('slow');
const probeFile = join(work, 'probe.jsonl');
const probe = probeOf(probeFile);
// Four samples a second: a stall at the cuts stands apart from the rest of the attack.
probe.env.BENCH_PROBE_MS = '250';
// What a failed run must still stop: the apps (an embedded PostgreSQL survives a SIGKILL) and nginx.
const running = new Set();

const CONFIGS = [
  { mode: 'services', behind: 'none' },
  { mode: 'services', behind: 'nginx' },
  { mode: 'embedded', behind: 'none' },
];
const chosen = (() => {
  const mode = arg('mode');
  const behind = arg('behind');
  if (mode && !['services', 'embedded'].includes(mode)) throw new Error('--mode is services or embedded');
  if (behind && !['none', 'nginx'].includes(behind)) throw new Error('--behind is none or nginx');
  if (!mode && !behind) return CONFIGS;
  return [{ mode: mode ?? 'services', behind: behind ?? 'none' }];
})();
const SCENARIOS = [
  { name: `(a) ${CONNECTIONS} × headers, 1 byte/s`, headers: CONNECTIONS, bodies: 0 },
  { name: `(b) ${CONNECTIONS} × login JSON body, 1 byte/s`, headers: 0, bodies: CONNECTIONS },
  {
    name: `(c) ${Math.ceil(CONNECTIONS / 2)} headers + ${Math.floor(CONNECTIONS / 2)} bodies`,
    headers: Math.ceil(CONNECTIONS / 2),
    bodies: Math.floor(CONNECTIONS / 2),
  },
];

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

// ---------------------------------------------------------------------------------------------------
// The app, as `node backend/dist/main.js` (what `npm start` runs after building), on core 0.
async function startApp(mode, port) {
  const dataDir = join(work, `data-${mode}`);
  mkdirSync(dataDir, { recursive: true });
  // As root, the embedded PostgreSQL runs as the `postgres` OS user: it must reach its data folder.
  chmodSync(work, 0o755);
  chmodSync(dataDir, 0o777);
  const env = {
    PORT: String(port),
    SESSION_SECRET,
    SEED_DEMO: 'false',
    DATA_DIR: dataDir,
    STORAGE_DIR: join(dataDir, 'uploads'),
    LOG_LEVEL: 'error',
    TRUST_PROXY: '1',
    ...probe.env,
    ...(mode === 'services'
      ? { DATABASE_URL: run.dbUrl, REDIS_URL: redisUrl, REDIS_PREFIX: run.prefix }
      : { DATABASE_URL: undefined, REDIS_URL: undefined }),
  };
  if (mode === 'services') await sql(adminUrl, `CREATE DATABASE ${run.dbName}`);
  const started = Date.now();
  const child = startPinned(0, [...probe.args, 'backend/dist/main.js'], env, ['ignore', 'ignore', 'inherit']);
  const stop = async () => {
    running.delete(stop);
    // SIGTERM: the app stops its embedded PostgreSQL on the way out; SIGKILL would leave it running.
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(20_000)]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    const pidFile = join(dataDir, 'pg', 'postmaster.pid');
    if (existsSync(pidFile)) {
      const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
      try {
        if (pid > 0) process.kill(pid, 'SIGTERM');
      } catch {
        // stopped with the app, as it should be
      }
    }
  };
  running.add(stop);
  await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok, 180_000);
  return { child, port, stop, upMs: Date.now() - started };
}

// nginx as deployed (deploy/nginx-main.conf and deploy/nginx.conf), both `server` lines → the one app.
function startNginx(appPort, port) {
  const { args, errorLog } = loopbackNginx({
    nginx: NGINX,
    work,
    upstreams: [appPort, appPort],
    port,
    errorLevel: 'info',
  });
  const child = spawn('taskset', ['-c', '0', NGINX, ...args], { stdio: 'ignore' });
  // nginx's master stops its workers on SIGTERM; killed outright, it would leave them running.
  const stop = async () => {
    running.delete(stop);
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(5000)]);
  };
  running.add(stop);
  return {
    child,
    port,
    stop,
    errorLog,
  };
}

// ---------------------------------------------------------------------------------------------------
/** The victim: GET /api/health every 50 ms until stopped; latencies (ms) and failures. */
function victim(port) {
  const samples = [];
  let failed = 0;
  let on = true;
  const done = (async () => {
    while (on) {
      const started = performance.now();
      await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(10_000) })
        .then(async (r) => (await r.arrayBuffer(), r.ok || failed++))
        .catch(() => failed++);
      samples.push({ at: Date.now(), ms: performance.now() - started });
      await sleep(50);
    }
  })();
  return {
    stop: async () => {
      on = false;
      await done;
      const ms = samples.map((s) => s.ms);
      return { p50: percentile(ms, 50), p99: percentile(ms, 99), max: Math.max(...ms), failed, samples };
    },
  };
}
const watch = async (port, ms) => {
  const v = victim(port);
  await sleep(ms);
  return v.stop();
};

/** The slow connections, from attacker.mjs on core 1: each one's end and when. */
function attack(port, { headers, bodies }) {
  const child = startPinned(1, [ATTACKER], {}, ['ignore', 'inherit', 'inherit', 'ipc']);
  const answer = new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => code && reject(new Error(`attacker exited with ${code}`)));
  });
  child.send({ host: '127.0.0.1', port, headers, bodies, maxMs: MAX_MS });
  return answer;
}

/** "500 × answered 408 (15.3 / 16.0 s)": each way the slow connections ended, with p50 / max seconds. */
function endings(results) {
  const byEnd = new Map();
  for (const r of results) byEnd.set(`${r.kind}: ${r.end}`, [...(byEnd.get(`${r.kind}: ${r.end}`) ?? []), r.afterMs]);
  return [...byEnd]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([end, ms]) => `${ms.length} × ${end} (${fmt(percentile(ms, 50) / 1000)} / ${fmt(Math.max(...ms) / 1000)} s)`)
    .join('; ');
}
const latency = (v) => `${fmt(v.p50)} / ${fmt(v.p99)} / ${fmt(v.max)}`;

/**
 * The victim's requests that overlapped the server closing slow connections (each kind's first close
 * − 0.25 s to its last + 1 s), and the app's worst event-loop delay then and the rest of the attack:
 * whether a burst of hundreds of cuts at once holds anyone else up.
 */
function atTheCuts(results, samples, loopSamples) {
  const windows = ['headers', 'bodies']
    .map((kind) => results.filter((r) => r.kind === kind && r.end !== 'still open').map((r) => r.at))
    .filter((ats) => ats.length)
    .map((ats) => [Math.min(...ats) - 250, Math.max(...ats) + 1000]);
  const ms = samples.filter((s) => windows.some(([from, to]) => s.at - s.ms <= to && s.at >= from)).map((s) => s.ms);
  if (!ms.length) return '—';
  const inside = (s) => windows.some(([from, to]) => s.at - 250 <= to && s.at >= from);
  const loopMax = (list) => fmt(Math.max(0, ...list.map((s) => s.max)), 0);
  return (
    `${fmt(percentile(ms, 99))} / ${fmt(Math.max(...ms))} (${ms.length}); ` +
    `app loop max ${loopMax(loopSamples.filter(inside))} (else ${loopMax(loopSamples.filter((s) => !inside(s)))})`
  );
}

async function measure(target, appPid, scenario) {
  const before = await watch(target, PHASE_MS);
  const during = victim(target);
  const from = Date.now();
  const { results, ms } = await attack(target, scenario);
  const to = Date.now();
  const d = await during.stop();
  const after = await watch(target, PHASE_MS);
  const loopSamples = probeSamples(probeFile, appPid, from, to);
  const loop = loopDelay(loopSamples);
  return [
    scenario.name,
    endings(results),
    fmt(ms / 1000),
    latency(before),
    latency(d),
    atTheCuts(results, d.samples, loopSamples),
    latency(after),
    `${before.failed} / ${d.failed} / ${after.failed}`,
    `${fmt(loop.p99, 0)} / ${fmt(loop.max, 0)}`,
    `${fmt(d.p99)} ${d.p99 <= TARGET_P99_MS && d.failed === 0 ? 'met' : 'not met'}` +
      // A quiet phase over the target too says the host, not the attack, set the figure.
      (d.p99 > TARGET_P99_MS && Math.max(before.p99, after.p99) > TARGET_P99_MS ? ' (quiet phase over too)' : ''),
  ];
}

// ---------------------------------------------------------------------------------------------------
const HEADER = [
  'attack',
  'how the slow connections ended (p50 / max s after opening)',
  'attack s',
  'victim before p50 / p99 / max ms',
  'during',
  'during, at the cuts: victim p99 / max ms (requests); app loop max ms',
  'after',
  'victim failed b / d / a',
  'app loop p99 / max ms during',
  `during p99 ≤ ${TARGET_P99_MS} ms`,
];

function gitHead() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return '?';
  }
}

async function main() {
  const nofile = Number(execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }));
  if (nofile < CONNECTIONS + 500)
    throw new Error(`ulimit -n is ${nofile}: raise it above ${CONNECTIONS + 500} (ulimit -n 4096) for ${CONNECTIONS}`);
  // This process and the victim on core 1, beside the attackers; the servers get core 0.
  execFileSync('taskset', ['-a', '-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
  const host = `${hostname()}: ${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${/nginx\/\S+/.exec(spawnSync(NGINX, ['-v'], { encoding: 'utf8' }).stderr)?.[0] ?? 'no nginx'}`;
  const out = arg('out', join(root, 'bench', 'results', `${new Date().toISOString().slice(0, 10)}-slow-clients.md`));
  const lines = [];
  const write = (l = '') => {
    lines.push(l);
    console.log(l);
  };
  const [appPort, nginxPort, embeddedPort] = await freePorts(3);
  let services;
  const started = Date.now();
  try {
    for (const config of chosen) {
      const loadBefore = load();
      let app;
      let upMs;
      if (config.mode === 'services') {
        services ??= await startApp('services', appPort);
        app = services;
        upMs = app.upMs;
      } else {
        app = await startApp('embedded', embeddedPort);
        upMs = app.upMs;
      }
      const nginx = config.behind === 'nginx' ? startNginx(app.port, nginxPort) : undefined;
      const target = nginx?.port ?? app.port;
      if (nginx) await waitFor(async () => (await fetch(`http://127.0.0.1:${target}/api/health`)).ok, 30_000);
      const label =
        (config.mode === 'services'
          ? 'built app, PostgreSQL + Redis'
          : 'embedded default (no DATABASE_URL / REDIS_URL)') + (nginx ? ', behind deploy/nginx.conf' : ', direct');
      console.log(`\n${label}: up in ${fmt(upMs / 1000)} s; ${CONNECTIONS} slow connections per attack…`);
      const rows = [];
      for (const scenario of SCENARIOS) {
        rows.push(await measure(target, app.child.pid, scenario));
        console.log(`  ${rows.at(-1)[0]}: ${rows.at(-1)[1]}; victim during ${rows.at(-1)[4]} ms`);
      }
      const loadAfter = load();
      const busy = Number(loadBefore.split(' ')[0]) > cpus().length || Number(loadAfter.split(' ')[0]) > cpus().length;
      write();
      write(
        `### ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC — ${label}, ${CONNECTIONS} slow connections`,
      );
      write();
      write(
        `Host: ${host}; load average ${loadBefore} before, ${loadAfter} after` +
          `${busy ? ' — **busy host** (load above the cores: other sessions ran beside the bench)' : ''}. Commit ${gitHead()}. ` +
          `Victim: GET /api/health every 50 ms ${nginx ? 'through nginx' : 'to the app'}, ${PHASE_MS / 1000} s before and after each attack; an attack stops when every slow connection has ended, or after ${MAX_MS / 1000} s.`,
      );
      if (nginx) {
        const reasons = new Map();
        for (const line of nginx
          .errorLog()
          .split('\n')
          .filter((l) => l && !l.includes('[notice]'))) {
          const reason = line
            .replace(/^.*?\*\d+ /, '')
            .replace(/, client:.*$/, '')
            .replace(/\d+\.\d+\.\d+\.\d+:\d+/g, '<addr>');
          reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
        }
        const top = [...reasons].sort((a, b) => b[1] - a[1]).slice(0, 4);
        if (top.length) write(`nginx error log: ${top.map(([r, n]) => `${n} × ${r}`).join('; ')}.`);
        await nginx.stop();
      }
      write();
      printTable(HEADER, rows, { labelsLeft: true, write });
      if (app !== services) await app.stop();
    }
  } finally {
    for (const stop of [...running]) await stop();
  }
  console.log(`\nWhole run: ${fmt((Date.now() - started) / 1000, 0)} s`);
  const previous = existsSync(out)
    ? readFileSync(out, 'utf8')
    : '# Slow clients (bench/slow-clients)\n\n`node bench/slow-clients/run.mjs`, after `npm run build`; how to read it: bench/README.md.\n';
  writeFileSync(out, `${previous}${lines.join('\n')}\n`);
  console.log(`Written to ${out}`);
}

let code = 0;
try {
  await main();
} catch (e) {
  code = 1;
  console.error(e);
}
killChildren();
await cleanup(run);
process.exit(code);
