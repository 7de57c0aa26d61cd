import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Browser, Page } from '@playwright/test';
import { withFakeMedia } from '../support/fake-media';
import { expect, serverArtifacts, test } from '../support/servers';
import { logIn, newPhone } from '../support/screens';

// A call that can only go through the TURN server (a phone behind a strict network): this journey's
// own app server hands out relay-only ICE (ICE_TRANSPORT_POLICY=relay) with credentials for a real
// coturn started here on loopback, and both people still see each other, through a relayed pair.

test.use({ launchOptions: withFakeMedia() });

const TURN_SECRET = 'relay-journey-secret';
// Its own slot, so its artifacts and database sit apart from the worker servers' (the teardown drops it).
const SLOT = 90;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

let turn: ChildProcess;
let app: ChildProcess;
let appUrl: string;
let turnLog: string;
let turnDir: string;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const turnPort = await freePort();
  const appPort = await freePort();
  turnDir = mkdtempSync(join(tmpdir(), 'cg-turn-'));
  turnLog = join(turnDir, 'turn.log');
  turn = spawn(
    '/usr/bin/turnserver',
    [
      '-n',
      `--listening-port=${turnPort}`,
      '--listening-ip=127.0.0.1',
      '--relay-ip=127.0.0.1',
      '--min-port=49152',
      '--max-port=65535',
      '--use-auth-secret',
      `--static-auth-secret=${TURN_SECRET}`,
      '--realm=conectando.test',
      '--allow-loopback-peers',
      '--no-tls',
      '--no-dtls',
      '--no-cli',
      '--simple-log',
      `--log-file=${turnLog}`,
      '--verbose',
    ],
    { stdio: 'ignore' },
  );
  app = spawn(process.execPath, ['e2e/support/serve.mjs'], {
    cwd: join(__dirname, '..', '..'),
    stdio: 'ignore',
    env: {
      ...process.env,
      E2E_SLOT: String(SLOT),
      E2E_PORT: String(appPort),
      ICE_SERVERS: '[]',
      TURN_SECRET,
      TURN_URLS: `turn:127.0.0.1:${turnPort}?transport=udp`,
      ICE_TRANSPORT_POLICY: 'relay',
    },
  });
  appUrl = `http://localhost:${appPort}`;
  await expect
    .poll(
      () =>
        fetch(`${appUrl}/api/health`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 120_000, intervals: [500] },
    )
    .toBe(true);
});

test.afterAll(() => {
  app?.kill('SIGTERM');
  turn?.kill('SIGTERM');
  if (turnDir) rmSync(turnDir, { recursive: true, force: true });
});

async function phone(browser: Browser) {
  const context = await newPhone(browser, { baseURL: appUrl });
  return context.newPage();
}

/** A confirmed meeting between the two, starting in 6 minutes (the call opens 10 minutes before). */
async function confirmedMeeting(learner: Page, mentor: Page): Promise<string> {
  const database = readFileSync(join(serverArtifacts(SLOT), '.database'), 'utf8').trim();
  const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${database}` });
  await client.connect();
  const { rows } = await client.query<{ id: string }>(`SELECT id FROM users WHERE email = 'mentor@demo.cl'`);
  await client.end();
  const slot = new Date(Math.ceil((Date.now() + 6 * 60_000) / 60_000) * 60_000).toISOString();
  const proposed = await learner.request.post('/api/meetings', {
    data: { inviteeId: rows[0]!.id, slots: [slot], durationMinutes: 15, topic: 'Llamada por el relevo' },
  });
  expect(proposed.status()).toBe(201);
  const meeting = (await proposed.json()) as { id: string; slots: string[] };
  const accepted = await mentor.request.post(`/api/meetings/${meeting.id}/accept`, {
    data: { slot: meeting.slots[0] },
  });
  expect(accepted.status()).toBe(200);
  return meeting.id;
}

async function seesVideoOf(page: Page, name: string): Promise<void> {
  const video = page.getByLabel(`Video de ${name}`);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth > 0 && !v.paused && v.readyState >= 2), {
      timeout: 30_000,
    })
    .toBe(true);
}

test('a relay-only call connects through coturn and both see each other', async ({ browser }) => {
  test.setTimeout(120_000);
  // The page's connections, so their selected candidate pair can be read.
  const learner = await phone(browser);
  const mentor = await phone(browser);
  for (const page of [learner, mentor])
    await page.addInitScript(() => {
      const Original = window.RTCPeerConnection;
      const all: RTCPeerConnection[] = [];
      (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs = all;
      window.RTCPeerConnection = class extends Original {
        constructor(config?: RTCConfiguration) {
          super(config);
          all.push(this);
        }
      } as typeof RTCPeerConnection;
    });
  await logIn(learner, 'aprendiz@demo.cl');
  await logIn(mentor, 'mentor@demo.cl');
  const meetingId = await confirmedMeeting(learner, mentor);

  for (const page of [learner, mentor]) {
    await page.goto(`/reunion/${meetingId}`);
    await page.getByRole('button', { name: 'Entrar a la videollamada' }).click();
  }
  await seesVideoOf(mentor, 'Tomás Fuentes');
  await seesVideoOf(learner, 'Rosa Martínez');
  await learner.screenshot({ path: test.info().outputPath('relay-call-learner.png') });

  // Both ends of the connected pair are relay candidates, and coturn gave out allocations.
  for (const page of [learner, mentor]) {
    const types = await page.evaluate(async () => {
      const pcs = (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs;
      const pc = pcs.filter((p) => p.connectionState === 'connected').at(-1);
      if (!pc) return null;
      const stats = [...(await pc.getStats()).values()] as Record<string, unknown>[];
      const transport = stats.find((s) => s.type === 'transport' && s.selectedCandidatePairId);
      const pair = stats.find((s) => s.id === transport?.selectedCandidatePairId);
      const candidate = (id: unknown) => stats.find((s) => s.id === id)?.candidateType;
      return { local: candidate(pair?.localCandidateId), remote: candidate(pair?.remoteCandidateId) };
    });
    expect(types).toEqual({ local: 'relay', remote: 'relay' });
  }
  expect(readFileSync(turnLog, 'utf8')).toMatch(/ALLOCATE/i);
});
