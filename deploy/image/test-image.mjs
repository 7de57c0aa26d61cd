#!/usr/bin/env node
// `npm run test:image`: builds the Dockerfile (on the debootstrapped base of make-base.sh, registries
// being unreachable) with buildah, then runs the image's API and worker as compose would, against the
// machine's PostgreSQL (a fresh database), Redis (a prefix of its own) and a Ceph RADOS Gateway
// (backend/test/support/s3-server.sh). It checks what an operator needs on day one: ready answers, a
// phone's HEVC clip is converted by the image's worker, a photo comes back without its GPS position.
// Any failure exits 1. IMAGE_DOCKERFILE picks another Dockerfile (to prove a broken image fails).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(join(root, 'backend', 'package.json'));
const sharp = require('sharp');
const B = ['--storage-driver', 'vfs'];
const IMAGE = 'localhost/conectando-generaciones:test';
const PORT = Number(process.env.IMAGE_TEST_PORT ?? 3390);
const HEALTH_PORT = PORT + 1;
const S3_PORT = process.env.IMAGE_TEST_S3_PORT ?? '4490';
const started = Date.now();
const log = (m) => console.log(`[test:image ${((Date.now() - started) / 1000).toFixed(0)}s] ${m}`);
const sh = (cmd, args, opts = {}) => execFileSync(cmd, args, { cwd: root, encoding: 'utf8', ...opts });
const stream = (cmd, args) => sh(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'] });

const cleanup = [];
const children = [];
async function main() {
  log('base (debootstrap + Node from npm, cached)');
  const base = sh('bash', ['deploy/image/make-base.sh'], { stdio: ['ignore', 'pipe', 'inherit'] }).trim();
  log(`image on ${base}`);
  // IMAGE_TEST_REUSE=1 (by hand, never in CI): run the image built last time instead of building again.
  if (process.env.IMAGE_TEST_REUSE !== '1')
    stream('buildah', [
      ...B,
      'bud',
      '--isolation',
      'chroot',
      '--network',
      'host',
      '--layers=false',
      '--format',
      'docker',
      '--build-arg',
      `NODE_IMAGE=${base}`,
      // A TLS proxy in front of the npm registry (this machine, CI): its CA for npm ci, build stages only.
      ...(process.env.NODE_EXTRA_CA_CERTS
        ? [
            '--volume',
            `${process.env.NODE_EXTRA_CA_CERTS}:/run/build-ca.crt:ro`,
            '--build-arg',
            'NODE_EXTRA_CA_CERTS=/run/build-ca.crt',
          ]
        : []),
      '-f',
      process.env.IMAGE_DOCKERFILE ?? 'Dockerfile',
      '-t',
      IMAGE,
      '.',
    ]);

  const db = `cg_image_${process.pid}`;
  sh('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-qc', `CREATE DATABASE ${db}`]);
  cleanup.push(() =>
    sh('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-qc', `DROP DATABASE IF EXISTS ${db} WITH (FORCE)`]),
  );
  const s3dir = mkdtempSync(join(tmpdir(), 'cg-image-s3-'));
  rmdirSync(s3dir);
  const s3env = Object.fromEntries(
    sh('bash', ['backend/test/support/s3-server.sh', 'start', s3dir, S3_PORT])
      .trim()
      .split('\n')
      .map((l) => l.split(/=(.*)/s).slice(0, 2)),
  );
  cleanup.push(() => sh('bash', ['backend/test/support/s3-server.sh', 'stop', s3dir]));

  const publicUrl = `http://127.0.0.1:${PORT}`;
  const env = {
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${db}`,
    REDIS_URL: process.env.REDIS_URL_FOR_TESTS ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `cg-image-${process.pid}`,
    SESSION_SECRET: 'image-test-secret-image-test-secret-0123456789',
    PUBLIC_URL: publicUrl,
    PORT: String(PORT),
    SEED_DEMO: 'false',
    STORAGE: 's3',
    S3_BUCKET: 'conectando-image-test',
    S3_FORCE_PATH_STYLE: 'true',
    ...s3env,
  };
  const run = (role, extra = {}) => {
    const ctr = sh('buildah', [...B, 'from', '--pull-never', IMAGE]).trim();
    cleanup.push(() => sh('buildah', [...B, 'rm', ctr]));
    const envArgs = Object.entries({ ...env, APP_ROLE: role, ...extra }).flatMap(([k, v]) => ['--env', `${k}=${v}`]);
    // As the image's CMD, as its USER (node): buildah run takes the image's config.
    const child = spawn(
      'buildah',
      [
        ...B,
        'run',
        '--isolation',
        'chroot',
        '--network',
        'host',
        ...envArgs,
        ctr,
        '--',
        'node',
        'backend/dist/main.js',
      ],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    const keep = (c) => (output = (output + c).slice(-20_000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    children.push(child);
    return { child, output: () => output };
  };

  log('API and worker from the image');
  const api = run('api');
  const worker = run('worker', { HEALTH_PORT: String(HEALTH_PORT) });
  for (const [name, port, proc] of [
    ['API', PORT, api],
    ['worker', HEALTH_PORT, worker],
  ]) {
    await until(`${name} ready`, 120_000, async () => {
      if (proc.child.exitCode !== null) throw new Fatal(`${name} exited ${proc.child.exitCode}:\n${proc.output()}`);
      const res = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
      const body = await res.json();
      if (res.status !== 200) throw new Error(JSON.stringify(body));
      return body;
    });
  }
  const probe = sh('buildah', [...B, 'from', '--pull-never', IMAGE]).trim();
  cleanup.push(() => sh('buildah', [...B, 'rm', probe]));
  const whoami = sh('buildah', [...B, 'run', '--isolation', 'chroot', probe, '--', 'id', '-u']).trim();
  assert(whoami !== '0', `the image runs as root`);

  const browser = { origin: publicUrl, 'sec-fetch-site': 'same-origin' };
  const register = async (extra) => {
    const res = await fetch(`${publicUrl}/api/auth/register`, {
      method: 'POST',
      headers: { ...browser, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Rosa Imagen',
        email: `imagen-${Date.now()}-${Math.random().toString(36).slice(2)}@ejemplo.cl`,
        password: 'clave-segura-123',
        birthDate: '1950-04-12',
        gender: 'femenino',
        country: 'chile',
        region: 'Valparaíso',
        userType: 'person',
        acceptTerms: true,
        acceptPrivacy: true,
        acceptNotifications: true,
        ...extra,
      }),
    });
    await expectStatus(res, [200, 201], 'register');
    return { cookie: String(res.headers.get('set-cookie')).split(';')[0], user: (await res.json()).user ?? {} };
  };

  log('a photo with its GPS position');
  const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: 'red' } })
    .jpeg({ quality: 95 })
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone 15' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 26/1 56/1', GPSLongitudeRef: 'W', GPSLongitude: '70/1 39/1 0/1' },
    })
    .toBuffer();
  assert((await sharp(photo).metadata()).exif, 'the test photo has no EXIF');
  const rosa = await register({ profileImage: `data:image/jpeg;base64,${photo.toString('base64')}` });
  const headers = { ...browser, cookie: rosa.cookie };
  const me = await (await fetch(`${publicUrl}/api/auth/me`, { headers })).json();
  const profile = await (await fetch(`${publicUrl}/api/users/${me.id ?? me.user?.id}`, { headers })).json();
  const stored = Buffer.from(await (await fetch(`${publicUrl}${profile.profileImageUrl}`, { headers })).arrayBuffer());
  const meta = await sharp(stored).metadata();
  assert(
    meta.format === 'jpeg' && meta.exif === undefined,
    `the stored photo kept metadata: ${JSON.stringify(meta.exif)}`,
  );

  log("a phone's HEVC clip, converted by the image's worker");
  const clipDir = mkdtempSync(join(tmpdir(), 'cg-image-clip-'));
  const clip = join(clipDir, 'IMG_0042.MOV');
  sh('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...[
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=640x360:rate=30:duration=1',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=1',
    ],
    ...[
      '-c:v',
      'libx265',
      '-preset',
      'ultrafast',
      '-x265-params',
      'log-level=error',
      '-tag:v',
      'hvc1',
      '-c:a',
      'aac',
      '-shortest',
      '-f',
      'mov',
    ],
    clip,
  ]);
  const userId = me.id ?? me.user?.id;
  const role = await fetch(`${publicUrl}/api/users/${userId}/role`, {
    method: 'PATCH',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ role: 'mentor' }),
  });
  await expectStatus(role, [200], 'role');
  const form = new FormData();
  for (const [k, v] of Object.entries({ title: 'Punto arroz', skillName: 'Tejido', duration: '1' })) form.append(k, v);
  form.append('file', new Blob([readFileSync(clip)], { type: 'video/quicktime' }), 'IMG_0042.MOV');
  const upload = await fetch(`${publicUrl}/api/skill-videos`, { method: 'POST', headers, body: form });
  await expectStatus(upload, [202], 'upload');
  const { id } = await upload.json();
  const video = await until('video ready', 120_000, async () => {
    const v = await (await fetch(`${publicUrl}/api/skill-videos/${id}`, { headers })).json();
    if (v.status === 'failed') throw new Fatal(`the worker failed the video: ${JSON.stringify(v)}\n${worker.output()}`);
    if (v.status !== 'ready') throw new Error(v.status);
    return v;
  });
  assert(video.mimeType === 'video/mp4', `converted to ${video.mimeType}`);
  const mp4 = Buffer.from(await (await fetch(`${publicUrl}${video.videoUrl}`, { headers })).arrayBuffer());
  assert(mp4.subarray(4, 8).toString() === 'ftyp', 'the converted video is no MP4');

  log(`passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

class Fatal extends Error {}
async function expectStatus(res, codes, what) {
  if (!codes.includes(res.status)) throw new Fatal(`${what} answered ${res.status}: ${await res.text()}`);
}
function assert(ok, message) {
  if (!ok) throw new Fatal(message);
}
async function until(what, ms, probe) {
  const end = Date.now() + ms;
  let last;
  for (;;) {
    try {
      return await probe();
    } catch (e) {
      if (e instanceof Fatal) throw e;
      last = e;
    }
    if (Date.now() > end) throw new Fatal(`${what}: not within ${ms} ms (${last?.message})`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

let code = 0;
try {
  await main();
} catch (e) {
  console.error(`[test:image] FAILED: ${e.message}`);
  code = 1;
} finally {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  for (const step of cleanup.reverse()) {
    try {
      step();
    } catch {
      // best effort: a leftover container or database must not hide the result
    }
  }
}
process.exit(code);
