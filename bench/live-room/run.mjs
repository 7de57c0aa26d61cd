/* global window, document */
// One live class's room on this machine: a mentor and N-1 learners (headless Chromium contexts with
// fake camera and microphone) through a real Janus started here, the built app driving it. Measures
// over a window once everyone sees everyone: CPU of the Janus process and of the API process, and how
// late the video arrives at each browser (RTCStats of every incoming video: the jitter buffer's delay
// per frame, the round trip to Janus, frames per second). Prints a table and appends it, with the
// host and its load, to bench/results/<date>-live-room.md. A benchmark: it asserts nothing.
//
//   node bench/live-room/run.mjs [--people 8] [--window 30]   (after npm run build)
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, readFileSync } from 'node:fs';
import { cpus, hostname, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import {
  arg,
  cpuSeconds,
  fmt,
  freePorts,
  percentile,
  printTable,
  scratchDir,
  sleep,
  sql,
  waitFor,
} from '../lib/harness.mjs';

const root = join(import.meta.dirname, '..', '..');
const PEOPLE = Number(arg('people', 8));
const WINDOW_S = Number(arg('window', 30));
const SLOT = 93;
const dir = scratchDir('live-room');
const [janusPort, appPort] = await freePorts(2);
const janusEnv = {
  JANUS_URL: `ws://127.0.0.1:${janusPort}`,
  JANUS_API_SECRET: randomBytes(18).toString('base64url'),
  JANUS_TOKEN_SECRET: randomBytes(18).toString('base64url'),
  JANUS_ADMIN_KEY: randomBytes(18).toString('base64url'),
};
const janus = spawn('sh', [join(root, 'deploy/janus/run-janus.sh')], {
  stdio: 'ignore',
  env: { ...process.env, ...janusEnv, JANUS_WS_PORT: String(janusPort), JANUS_CONFIG_DIR: join(dir, 'janus') },
});
const app = spawn(process.execPath, ['e2e/support/serve.mjs'], {
  cwd: root,
  stdio: 'ignore',
  env: {
    ...process.env,
    ...janusEnv,
    JANUS_PUBLIC_URL: janusEnv.JANUS_URL,
    ICE_SERVERS: '[]',
    E2E_SLOT: String(SLOT),
    E2E_PORT: String(appPort),
    LOG_LEVEL: 'info',
  },
});
let browser;
const stopAll = async () => {
  await browser?.close().catch(() => undefined);
  app.kill('SIGTERM');
  janus.kill('SIGTERM');
};
process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));

try {
  const url = `http://localhost:${appPort}`;
  await waitFor(
    () =>
      fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      ),
    180_000,
  );
  const apiPid = Number(readFileSync(join(root, 'e2e/artifacts', `server-${SLOT}`, '.server-pid'), 'utf8'));

  // A steady voice for every microphone (Chromium's fake one only beeps), as in the journey.
  const voice = join(dir, 'voice.wav');
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=300:duration=5',
    '-af',
    'volume=4,tremolo=f=3:d=0.6',
    '-ar',
    '48000',
    '-ac',
    '1',
    voice,
  ]);
  browser = await chromium.launch({
    executablePath: execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${voice}`,
    ],
  });
  const person = async (email, register) => {
    const context = await browser.newContext({ baseURL: url, viewport: { width: 390, height: 844 }, locale: 'es-CL' });
    if (register) {
      const r = await context.request.post('/api/auth/register', {
        data: {
          name: register,
          email,
          password: 'bench12345',
          country: 'chile',
          region: 'Valparaíso',
          userType: 'person',
          acceptTerms: true,
          acceptPrivacy: true,
        },
      });
      if (r.status() !== 201) throw new Error(`registro ${r.status()} ${await r.text()}`);
    } else await context.request.post('/api/auth/login', { data: { email, password: 'demo1234' } });
    context.setDefaultTimeout(180_000);
    const page = await context.newPage();
    // Every RTCPeerConnection of the page, for its stats.
    await page.addInitScript(() => {
      const Original = window.RTCPeerConnection;
      const all = [];
      window.__pcs = all;
      window.RTCPeerConnection = class extends Original {
        constructor(config) {
          super(config);
          all.push(this);
        }
      };
    });
    return page;
  };
  const mentor = await person('mentor@demo.cl');
  const learners = [];
  for (let i = 1; i < PEOPLE; i++) learners.push(await person(`bench-${Date.now()}-${i}@example.cl`, `Aprendiz ${i}`));

  const startsAt = new Date(Date.now() + 3 * 3600_000).toISOString();
  const created = await mentor.request.post('/api/live-classes', {
    data: {
      title: 'Taller de medición',
      skillName: 'Tejido',
      description: 'Una sala llena.',
      startsAt,
      durationMinutes: 90,
      capacity: 8,
    },
  });
  const classId = (await created.json()).classes[0].id;
  for (const learner of learners) await learner.request.post(`/api/live-classes/${classId}/enrol`);
  // The class began a minute ago: the bench's clock, so the room is open.
  const database = readFileSync(join(root, 'e2e/artifacts', `server-${SLOT}`, '.database'), 'utf8').trim();
  await sql(
    `postgres://postgres@127.0.0.1:5432/${database}`,
    `UPDATE live_classes SET starts_at = now() - interval '1 minute' WHERE id = $1`,
    [classId],
  );

  const pages = [mentor, ...learners];
  const joinStarted = Date.now();
  // The host is loaded: a page may take minutes to load, which is part of what this measures.
  for (const page of pages)
    await page.goto(`/live-classes/${classId}/room`, { timeout: 180_000, waitUntil: 'domcontentloaded' });
  const playing = (page) =>
    page.evaluate(
      () =>
        [...document.querySelectorAll('video')].filter(
          (v) => v.getAttribute('aria-label') !== 'Tu video' && v.videoWidth > 0,
        ).length,
    );
  await waitFor(async () => (await Promise.all(pages.map(playing))).every((n) => n >= PEOPLE - 1), 240_000).catch(
    () => undefined,
  );
  const joinedS = (Date.now() - joinStarted) / 1000;
  const seen = await Promise.all(pages.map(playing));

  const stats = (page) =>
    page.evaluate(async () => {
      const out = [];
      for (const pc of window.__pcs.filter((p) => p.connectionState === 'connected')) {
        const reports = [...(await pc.getStats()).values()];
        const pair = reports.find((r) => r.type === 'candidate-pair' && r.nominated && r.state === 'succeeded');
        for (const r of reports.filter((x) => x.type === 'inbound-rtp' && x.kind === 'video'))
          out.push({
            id: r.id,
            jb: r.jitterBufferDelay,
            jbCount: r.jitterBufferEmittedCount,
            frames: r.framesDecoded,
            dropped: r.framesDropped ?? 0,
            rtt: pair?.currentRoundTripTime,
          });
      }
      return out;
    });
  const before = await Promise.all(pages.map(stats));
  const cpu0 = { janus: cpuSeconds(janus.pid), api: cpuSeconds(apiPid) };
  await sleep(WINDOW_S * 1000);
  const cpu1 = { janus: cpuSeconds(janus.pid), api: cpuSeconds(apiPid) };
  const after = await Promise.all(pages.map(stats));

  const delays = [],
    fps = [],
    rtts = [];
  let dropped = 0;
  after.forEach((streams, i) => {
    for (const s of streams) {
      const b = before[i].find((x) => x.id === s.id);
      if (!b || s.jbCount <= b.jbCount) continue;
      delays.push(((s.jb - b.jb) / (s.jbCount - b.jbCount)) * 1000);
      fps.push((s.frames - b.frames) / WINDOW_S);
      dropped += s.dropped - b.dropped;
      if (s.rtt !== undefined) rtts.push(s.rtt * 1000);
    }
  });
  const pct = (s) => `${fmt((s / WINDOW_S) * 100, 0)} %`;
  const rows = [
    ['people in the room', String(PEOPLE)],
    ['videos playing per browser (min / expected)', `${Math.min(...seen)} / ${PEOPLE - 1}`],
    ['browsers playing every other video', `${seen.filter((n) => n >= PEOPLE - 1).length} / ${PEOPLE}`],
    ['from the first page opened to all playing or giving up (s)', fmt(joinedS)],
    ['Janus CPU (of one core)', pct(cpu1.janus - cpu0.janus)],
    ['API CPU (of one core)', pct(cpu1.api - cpu0.api)],
    ['incoming videos measured', String(delays.length)],
    [
      'jitter-buffer delay per frame p50 / p95 (ms)',
      `${fmt(percentile(delays, 50), 0)} / ${fmt(percentile(delays, 95), 0)}`,
    ],
    ['round trip to Janus p50 / p95 (ms)', `${fmt(percentile(rtts, 50), 1)} / ${fmt(percentile(rtts, 95), 1)}`],
    ['frames per second p50 / min', `${fmt(percentile(fps, 50))} / ${fmt(Math.min(...fps))}`],
    ['frames dropped in the window', String(dropped)],
  ];
  const host = `${hostname()}: ${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
  const lines = [];
  printTable(['measure', 'value'], rows, { labelsLeft: true, write: (l) => (console.log(l), lines.push(l)) });
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  const date = new Date().toISOString().slice(0, 10);
  appendFileSync(
    join(root, 'bench/results', `${date}-live-room.md`),
    [
      `\n### ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC — one live room, ${PEOPLE} people, ${WINDOW_S} s window`,
      '',
      `Host: ${host}; load average ${load} at the end. Commit ${commit}. All ${PEOPLE} browsers, Janus, the API, PostgreSQL`,
      'and Redis ran on this one host, besides the other sessions sharing it: the host is very loaded by the',
      `${PEOPLE} browsers alone (each encodes its camera and decodes ${PEOPLE - 1} videos in software), so the delays are an upper bound.`,
      '',
      ...lines,
      '',
    ].join('\n'),
  );
} finally {
  await stopAll();
}
