// What both benchmarks need around the thing they measure: arguments, a throwaway database and Redis
// key prefix, processes pinned to a core, CPU readings from /proc and server-side sessions.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import signature from 'cookie-signature';
import { adminUrl, cleanup, redisUrl, sleep, sql } from '../../harness/services.mjs';

export { adminUrl, cleanup, redisUrl, sleep, sql };

export const SESSION_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';

export const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
// Every scratch directory of this run, removed when it exits: a bench leaves nothing in /tmp.
const scratchDirs = new Set();
process.once('exit', () => scratchDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A directory of this run's own under the system's temp folder (data dirs, probe files, load configs). */
export function scratchDir(name) {
  const dir = mkdtempSync(join(tmpdir(), `cg-bench-${name}-`));
  scratchDirs.add(dir);
  return dir;
}

export const fmt = (n, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '—');

/** The nearest-rank percentile `p` of some values (NaN when there are none). */
export const percentile = (values, p) => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** `count` loopback ports free right now (bound, read and released). */
export async function freePorts(count) {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((r) => {
          const s = createServer();
          s.listen(0, '127.0.0.1', () => r(s));
        }),
    ),
  );
  const ports = servers.map((s) => s.address().port);
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  return ports;
}

/** Prints a Markdown table with columns padded to line up; numbers right-aligned, the first column left if asked. */
export function printTable(header, rows, { labelsLeft = false, write = console.log } = {}) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const pad = (c, i) => (labelsLeft && i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]));
  const line = (cells) => `| ${cells.map(pad).join(' | ')} |`;
  write(line(header));
  // Numbers aligned right as Markdown says it (`---:`), so the file is already as prettier writes it.
  const rule = (w, i) => (labelsLeft && i === 0 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`);
  write(`| ${widths.map(rule).join(' | ')} |`);
  rows.forEach((r) => write(line(r)));
}

/** A database and Redis key prefix of this run's own, named `cg_bench_<name>_<time>`. */
export function benchDatabase(name) {
  const dbName = `cg_bench_${name}_${Date.now()}`;
  return { dbName, dbUrl: Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString(), prefix: dbName };
}

/**
 * What every product process of a bench is started with: its port, this run's database and Redis
 * prefix, no demo data, and a data folder of its own (uploads inside it).
 */
export function productEnv({ port, dbUrl, prefix, dataDir, logLevel = 'warn' }) {
  return {
    PORT: String(port),
    DATABASE_URL: dbUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    SEED_DEMO: 'false',
    LOG_LEVEL: logLevel,
    SESSION_SECRET,
    DATA_DIR: dataDir,
    STORAGE_DIR: join(dataDir, 'uploads'),
  };
}

export const children = new Set();
/** `node <args>` pinned to one core with taskset; killed at exit by killChildren(). */
export function startPinned(core, args, env, stdio = ['ignore', 'pipe', 'inherit', 'ipc']) {
  const child = spawn('taskset', ['-c', String(core), process.execPath, ...args], {
    env: { ...process.env, ...env },
    stdio,
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}
export const killChildren = () => children.forEach((child) => child.kill('SIGKILL'));

export async function waitFor(check, ms = 60000) {
  const end = Date.now() + ms;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not up yet
    }
    if (Date.now() > end) throw new Error('timed out waiting for the server');
    await sleep(200);
  }
}

/** CPU seconds (user + system) a process has used so far, from /proc (USER_HZ = 100). */
const statFields = (pid) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');

/** Resident memory of a process now, in MB, from /proc. */
export const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

export function cpuSeconds(pid) {
  const fields = statFields(pid);
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * CPU seconds of a process's children that have exited and been waited for (cutime + cstime): the
 * PostgreSQL backends and autovacuum workers that ended during a run are counted in their postmaster's.
 */
export function reapedChildrenCpuSeconds(pid) {
  const fields = statFields(pid);
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

/** The nice values of a process's threads (field 19 of /proc/<pid>/task/<tid>/stat), e.g. "19" or "0, 19". */
export const niceOf = (pid) =>
  [...new Set(readdirSync(`/proc/${pid}/task`).map((tid) => Number(statFields(`${pid}/task/${tid}`)[16])))]
    .sort((a, b) => a - b)
    .join(', ');

/** A server-side session row as a sign-in leaves it, and the signed cookie that names it. */
export function sessionFor(userId) {
  const sid = randomBytes(24).toString('base64url');
  const expires = new Date(Date.now() + 3600_000);
  const sess = JSON.stringify({
    cookie: { originalMaxAge: 3600_000, expires, httpOnly: true, path: '/', sameSite: 'lax' },
    userId,
  });
  return { sid, sess, expires, cookie: `cg.sid=${encodeURIComponent('s:' + signature.sign(sid, SESSION_SECRET))}` };
}

const PROBE = new URL('./loop-probe.cjs', import.meta.url).pathname;
/** Node arguments and environment that make a server write loop-probe.cjs samples to `file`. */
export const probeOf = (file) => ({ args: ['--require', PROBE], env: { BENCH_PROBE_FILE: file } });

/** The probe's samples of process `pid` taken between `from` and `to` (ms since the epoch). */
export function probeSamples(file, pid, from = 0, to = Infinity) {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .filter((s) => s.pid === pid && s.at > from && s.at <= to);
}

/** The median of the per-interval event-loop delay p99s, and the worst max, of some samples (ms). */
export function loopDelay(samples) {
  const p99s = samples.map((s) => s.p99).sort((a, b) => a - b);
  return {
    p99: p99s.length ? p99s[p99s.length >> 1] : NaN,
    max: samples.length ? Math.max(...samples.map((s) => s.max)) : NaN,
  };
}
