// bench/web: the built app as a phone meets it. Builds (unless --no-build), starts the app as
// `npm start` does (compression, caching, service worker) on a database of its own with the demo
// data, and runs Lighthouse (the npm package, mobile preset: Moto G Power, slow 4G, 4x CPU slowdown)
// in Debian's Chromium on /, /login, /skills and /chats, the last two signed in. Prints the median of
// --runs runs per page and the first-load JavaScript of each screen from the build.
import { execSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { adminUrl, arg, benchDatabase, cleanup, printTable, scratchDir, sleep, sql, waitFor } from '../lib/harness.mjs';
import { firstLoad } from './first-load.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const LIGHTHOUSE_VERSION = JSON.parse(
  readFileSync(new URL('../../node_modules/lighthouse/package.json', import.meta.url), 'utf8'),
).version;
const PORT = Number(arg('port', process.env.BENCH_WEB_PORT ?? '3390'));
const RUNS = Number(arg('runs', '3'));
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// --save DIR keeps every run's full Lighthouse report (JSON) for a closer look.
const SAVE = arg('save', '');
if (SAVE) mkdirSync(SAVE, { recursive: true });
const ORIGIN = `http://localhost:${PORT}`;
const ALL_PAGES = [
  { path: '/', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/skills', signedIn: true },
  { path: '/chats', signedIn: true },
];
// --pages /,/login measures some of them only.
const PAGES = ALL_PAGES.filter((p) =>
  arg('pages', '')
    .split(',')
    .filter(Boolean)
    .concat(arg('pages') ? [] : [p.path])
    .includes(p.path),
);
const BUDGET = { performance: 0.95, accessibility: 1, lcpMs: 2500, firstLoadKiB: 150 };

if (!process.argv.includes('--no-build')) execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });

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
let chrome;
const stop = async () => {
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((r) => (server.exitCode === null ? server.once('exit', r) : r()));
  await cleanup(db);
};

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

  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });

  const rows = [];
  const loads = firstLoad();
  for (const page of PAGES) {
    const runs = [];
    for (let i = 0, failures = 0; i < RUNS; i++) {
      const { lhr } = await lighthouse(ORIGIN + page.path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        extraHeaders: page.signedIn ? { Cookie: cookie } : undefined,
      });
      // A run whose trace failed to record (NO_NAVSTART on a busy machine) is run again, twice at most.
      if (lhr.runtimeError && ++failures <= 2) {
        i--;
        continue;
      }
      if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.message}`);
      if (SAVE) writeFileSync(join(SAVE, `${page.path.replace(/\W/g, '_') || 'root'}-${i}.json`), JSON.stringify(lhr));
      const scripts = lhr.audits['resource-summary'].details.items.find((item) => item.resourceType === 'script');
      runs.push({
        performance: lhr.categories.performance.score,
        accessibility: lhr.categories.accessibility.score,
        lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
        tbtMs: lhr.audits['total-blocking-time'].numericValue,
        jsKiB: (scripts?.transferSize ?? 0) / 1024,
        benchmarkIndex: lhr.environment.benchmarkIndex,
        fcpMs: lhr.audits['first-contentful-paint'].numericValue,
        finalUrl: lhr.finalDisplayedUrl,
        failing: Object.values(lhr.audits)
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 1 &&
              lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0),
          )
          .map((a) => a.id),
      });
      await sleep(500);
    }
    // The median run by performance score (Lighthouse's own advice for comparing runs).
    const median = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
    if (new URL(median.finalUrl).pathname !== page.path)
      console.warn(`warning: ${page.path} ended on ${median.finalUrl}`);
    if (median.failing.length)
      console.warn(`${page.path} accessibility audits not passed: ${median.failing.join(', ')}`);
    rows.push([
      page.path,
      median.performance.toFixed(2),
      median.accessibility.toFixed(2),
      (median.fcpMs / 1000).toFixed(2),
      (median.lcpMs / 1000).toFixed(2),
      Math.round(median.tbtMs),
      median.jsKiB.toFixed(1),
      loads[page.path].kib.toFixed(1),
      loads[page.path].brKib.toFixed(1),
      runs.map((r) => r.performance.toFixed(2)).join(' '),
      Math.round(median.benchmarkIndex),
    ]);
  }
  console.log(
    `\nLighthouse ${LIGHTHOUSE_VERSION} mobile (simulated slow 4G, 4x CPU), Chromium ${execSync(
      `${CHROMIUM} --version`,
      { stdio: ['ignore', 'pipe', 'ignore'] },
    )
      .toString()
      .trim()}, median of ${RUNS}`,
  );
  console.log(
    `Budgets: performance >= ${BUDGET.performance}, accessibility ${BUDGET.accessibility}, LCP <= ${BUDGET.lcpMs / 1000} s, first-load JS <= ${BUDGET.firstLoadKiB} KiB gzip\n`,
  );
  printTable(
    [
      'page',
      'performance',
      'accessibility',
      'FCP s',
      'LCP s',
      'TBT ms',
      'JS transferred KiB',
      'first-load JS KiB gzip',
      'first-load JS KiB br',
      'runs (performance)',
      'benchmarkIndex',
    ],
    rows,
    { labelsLeft: true },
  );
} finally {
  await stop();
}
