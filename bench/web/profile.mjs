// Where a page's main thread goes on a slow phone: loads a URL in Debian's Chromium with the CPU
// slowed down (4x, as Lighthouse's mobile preset) and a JavaScript CPU profile running, then prints
// the self time by source module (through the build's source maps: build the client with
// SOURCEMAP=true first) and the long tasks. `node bench/web/profile.mjs --url http://localhost:4400/
// [--cookie 'cg.sid=…'] [--seconds 8] [--top 25] [--dist frontend/dist]`
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { SourceMapConsumer } from 'source-map';
import { arg } from '../lib/harness.mjs';

const URL_ = arg('url', 'http://localhost:3390/');
const DIST = arg('dist', fileURLToPath(new URL('../../frontend/dist/', import.meta.url)));
const SECONDS = Number(arg('seconds', '8'));
const TOP = Number(arg('top', '25'));
const COOKIE = arg('cookie', '');

const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 1, isMobile: true });
  if (COOKIE) await page.setExtraHTTPHeaders({ Cookie: COOKIE });
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.evaluateOnNewDocument(() => {
    globalThis.__longTasks = [];
    new PerformanceObserver((list) =>
      list.getEntries().forEach((e) => globalThis.__longTasks.push([Math.round(e.startTime), Math.round(e.duration)])),
    ).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(URL_, { waitUntil: 'load' });
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  const { profile } = await cdp.send('Profiler.stop');
  const longTasks = await page.evaluate(() => globalThis.__longTasks);

  // Self time per node, from the samples and their time deltas.
  const self = new Map();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const maps = new Map();
  const consumerFor = async (url) => {
    if (maps.has(url)) return maps.get(url);
    const file = join(DIST, new URL(url).pathname);
    const map = existsSync(`${file}.map`) ? await new SourceMapConsumer(readFileSync(`${file}.map`, 'utf8')) : null;
    maps.set(url, map);
    return map;
  };
  const byModule = new Map();
  const byFunction = new Map();
  for (const node of profile.nodes) {
    const ms = self.get(node.id) ?? 0;
    if (!ms) continue;
    const { url, lineNumber, columnNumber, functionName } = node.callFrame;
    let where = url ? new URL(url).pathname : `(${functionName || 'native'})`;
    let name = functionName;
    if (url.includes('/assets/')) {
      const map = await consumerFor(url);
      const pos = map?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
      if (pos?.source) {
        where = pos.source.replace(/^(\.\.\/)+/, '').replace(/.*node_modules\//, 'node_modules/');
        name = pos.name ?? functionName;
      }
    }
    const pkg = where.startsWith('node_modules/')
      ? where
          .split('/')
          .slice(0, where.split('/')[1].startsWith('@') ? 3 : 2)
          .join('/')
      : where;
    byModule.set(pkg, (byModule.get(pkg) ?? 0) + ms);
    const fn = `${name || '(anonymous)'} ${where}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  }
  const print = (title, map) => {
    console.log(`\n${title}`);
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .forEach(([k, ms]) => console.log(`${ms.toFixed(0).padStart(7)} ms  ${k}`));
  };
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  console.log(`${URL_}: ${total.toFixed(0)} ms sampled over the load and ${SECONDS} s after (4x CPU)`);
  console.log(`long tasks (start:duration ms): ${longTasks.map(([s, d]) => `${s}:${d}`).join(' ')}`);
  print('self time by package or module', byModule);
  print('self time by function', byFunction);
  maps.forEach((m) => m?.destroy?.());
} finally {
  await browser.close();
}
