// bench/web: the built app as a phone meets it, beside the floor of its own stack. Builds the product
// (unless --no-build) and the floor app (floor/: Vite, React, Chakra UI with one recipe, React Router,
// TanStack Query, one heading and one button, from the project's own dependencies), starts the product
// as `npm start` does (compression, caching, service worker) on a database of its own with the demo
// data and the floor on a compressing static server, and runs Lighthouse (the npm package, mobile
// preset: Moto G Power, slow 4G, 4x CPU slowdown) in Debian's Chromium on both in the same run,
// interleaved run by run, so that the host's load weighs on both alike. Prints the median of --runs
// runs per page against the floor, with the targets, and writes the table to bench/results/.
import { execSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { adminUrl, arg, benchDatabase, cleanup, printTable, scratchDir, sleep, sql, waitFor } from '../lib/harness.mjs';
import { buildFloor, floorFirstLoad, serveFloor } from './floor/build.mjs';
import { firstLoad } from './first-load.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const LIGHTHOUSE_VERSION = JSON.parse(
  readFileSync(new URL('../../node_modules/lighthouse/package.json', import.meta.url), 'utf8'),
).version;
const PORT = Number(arg('port', process.env.BENCH_WEB_PORT ?? '3390'));
const FLOOR_PORT = PORT + 1;
const RUNS = Number(arg('runs', '3'));
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// --save DIR keeps every run's full Lighthouse report (JSON) for a closer look.
const SAVE = arg('save', '');
if (SAVE) mkdirSync(SAVE, { recursive: true });
const ORIGIN = `http://localhost:${PORT}`;
// The floor on another host name than the product's, so that no cookie of one reaches the other.
const FLOOR_ORIGIN = `http://127.0.0.1:${FLOOR_PORT}`;
const ALL_PAGES = [
  { label: '/', path: '/', signedIn: false },
  { label: '/login', path: '/login', signedIn: false },
  { label: '/skills', path: '/skills', signedIn: false },
  { label: '/chats', path: '/chats', signedIn: false },
  { label: '/skills signed in', path: '/skills', signedIn: true },
  { label: '/chats signed in', path: '/chats', signedIn: true },
];
// --pages /,/login measures some of them only (a label with ' signed in' replaced by '+': /skills+).
const wanted = arg('pages', '').split(',').filter(Boolean);
const PAGES = ALL_PAGES.filter((p) => !wanted.length || wanted.includes(p.label.replace(' signed in', '+')));
// Targets against the floor measured in the same run.
const TARGET = { performanceBelow: 0.05, tbtAboveMs: 200, lcpMs: 2500, accessibility: 1, firstLoadAboveKiB: 25 };

const host = () =>
  `nproc ${cpus().length}, load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`;
const hostBefore = host();
if (!process.argv.includes('--no-build')) execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
const floorDir = scratchDir('web-floor');
await buildFloor(floorDir);
const floorServer = await serveFloor(floorDir, FLOOR_PORT);

const db = benchDatabase('web');
await sql(adminUrl, `CREATE DATABASE ${db.dbName}`);
const dataDir = scratchDir('web');
const server = spawn(process.execPath, ['backend/dist/main.js'], {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(PORT),
    DATABASE_URL: db.dbUrl,
    REDIS_URL: '',
    DATA_DIR: dataDir,
    STORAGE_DIR: join(dataDir, 'uploads'),
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
  },
});
// Two browsers: the signed-in pages' session must never reach a signed-out run. Lighthouse resets the
// origin's storage before each run, yet a signed-out /skills measured after a signed-in one in the
// same browser was seen drawn for the person.
let chrome;
let signedInChrome;
const stop = async () => {
  await chrome?.kill();
  await signedInChrome?.kill();
  floorServer.close();
  server.kill('SIGTERM');
  await new Promise((r) => (server.exitCode === null ? server.once('exit', r) : r()));
  await cleanup(db);
};

async function measure(url, cookie, name, i) {
  for (let failures = 0; ; failures++) {
    const { lhr } = await lighthouse(url, {
      port: (cookie ? signedInChrome : chrome).port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      extraHeaders: cookie ? { Cookie: cookie } : undefined,
    });
    // A run whose trace failed to record (NO_NAVSTART on a busy machine) is run again, twice at most.
    if (lhr.runtimeError && failures < 2) continue;
    if (lhr.runtimeError) throw new Error(`${name}: ${lhr.runtimeError.message}`);
    if (SAVE) writeFileSync(join(SAVE, `${name.replace(/\W+/g, '_')}-${i}.json`), JSON.stringify(lhr));
    const scripts = lhr.audits['resource-summary'].details.items.find((item) => item.resourceType === 'script');
    return {
      performance: lhr.categories.performance.score,
      accessibility: lhr.categories.accessibility.score,
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
      tbtMs: lhr.audits['total-blocking-time'].numericValue,
      fcpMs: lhr.audits['first-contentful-paint'].numericValue,
      jsKiB: (scripts?.transferSize ?? 0) / 1024,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      finalUrl: lhr.finalDisplayedUrl,
      failing: Object.values(lhr.audits)
        .filter(
          (a) =>
            a.score !== null &&
            a.score < 1 &&
            lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0),
        )
        .map((a) => a.id),
    };
  }
}

// The median run by performance score (Lighthouse's own advice for comparing runs).
const medianOf = (runs) => [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];

try {
  await waitFor(async () => (await fetch(`${ORIGIN}/api/health`)).ok, 120_000);
  // A bench is not a journey: the signed-in pages get the session of an API sign-in as a header.
  const login = await fetch(`${ORIGIN}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'aprendiz@demo.cl', password: 'demo1234' }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

  const launch = () =>
    chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
  chrome = await launch();
  signedInChrome = await launch();

  const targets = [
    { label: 'floor', url: `${FLOOR_ORIGIN}/`, runs: [] },
    ...PAGES.map((p) => ({ ...p, url: ORIGIN + p.path, cookie: p.signedIn ? cookie : undefined, runs: [] })),
  ];
  // Run by run, every page: a busy minute of the host falls on the floor and the product alike.
  for (let i = 0; i < RUNS; i++)
    for (const target of targets) {
      target.runs.push(await measure(target.url, target.cookie, target.label, i));
      await sleep(500);
    }
  const hostAfter = host();

  const loads = firstLoad();
  const floorLoad = floorFirstLoad(floorDir);
  const floor = medianOf(targets[0].runs);
  const rows = targets.map((target) => {
    const m = medianOf(target.runs);
    const load = target.path ? loads[target.path] : floorLoad;
    if (target.path && new URL(m.finalUrl).pathname !== target.path)
      console.warn(`note: ${target.label} ended on ${new URL(m.finalUrl).pathname}`);
    if (m.failing.length) console.warn(`${target.label} accessibility audits not passed: ${m.failing.join(', ')}`);
    const misses = target.path
      ? [
          m.performance < floor.performance - TARGET.performanceBelow - 1e-9 && 'performance',
          m.tbtMs > floor.tbtMs + TARGET.tbtAboveMs && 'TBT',
          m.lcpMs > TARGET.lcpMs && 'LCP',
          m.accessibility < TARGET.accessibility && 'accessibility',
          load.kib > floorLoad.kib + TARGET.firstLoadAboveKiB && 'first-load',
        ].filter(Boolean)
      : [];
    const ratio = (a, b) => (b > 0 ? `${(a / b).toFixed(2)}×` : '—');
    return [
      target.label,
      m.performance.toFixed(2),
      target.path ? (m.performance - floor.performance).toFixed(2) : '',
      Math.round(m.tbtMs),
      target.path ? ratio(m.tbtMs, floor.tbtMs) : '',
      (m.fcpMs / 1000).toFixed(2),
      (m.lcpMs / 1000).toFixed(2),
      m.accessibility.toFixed(2),
      load.kib.toFixed(1),
      target.path ? `+${(load.kib - floorLoad.kib).toFixed(1)}` : '',
      m.jsKiB.toFixed(1),
      target.path ? ratio(m.jsKiB, floor.jsKiB) : '',
      target.path ? misses.join(', ') || 'all met' : '',
      target.runs.map((r) => r.performance.toFixed(2)).join(' '),
      target.runs.map((r) => Math.round(r.tbtMs)).join(' '),
      Math.round(m.benchmarkIndex),
    ];
  });
  const chromium = execSync(`${CHROMIUM} --version`, { stdio: ['ignore', 'pipe', 'ignore'] })
    .toString()
    .trim();
  const commit = execSync('git rev-parse --short HEAD', { cwd: ROOT }).toString().trim();
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const header = [
    'page',
    'performance',
    '− floor',
    'TBT ms',
    '× floor',
    'FCP s',
    'LCP s',
    'accessibility',
    'first-load JS KiB gzip',
    '− floor',
    'JS transferred KiB',
    '× floor',
    'targets missed',
    'runs (performance)',
    'runs (TBT ms)',
    'benchmarkIndex',
  ];
  const intro = [
    `${when} UTC, ${commit}: Lighthouse ${LIGHTHOUSE_VERSION} mobile (simulated slow 4G, 4x CPU), ${chromium}, median of ${RUNS}, floor and product interleaved`,
    `Host: ${cpus()[0]?.model ?? 'unknown CPU'}; before ${hostBefore}; after ${hostAfter}`,
    `Targets: performance >= floor - ${TARGET.performanceBelow}, TBT <= floor + ${TARGET.tbtAboveMs} ms, LCP <= ${TARGET.lcpMs / 1000} s, accessibility ${TARGET.accessibility}, first-load JS <= floor + ${TARGET.firstLoadAboveKiB} KiB gzip`,
  ];
  console.log(`\n${intro.join('\n')}\n`);
  const lines = [];
  printTable(header, rows, { labelsLeft: true, write: (line) => lines.push(line) });
  lines.forEach((line) => console.log(line));
  const results = join(ROOT, 'bench/results');
  mkdirSync(results, { recursive: true });
  const file = join(results, `web-${when.replace(/[ :]/g, '-')}.md`);
  writeFileSync(file, `# bench/web\n\n${intro.join('  \n')}\n\n${lines.join('\n')}\n`);
  console.log(`\nwritten to ${file}`);
} finally {
  await stop();
}
