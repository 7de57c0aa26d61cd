import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rowCounts } from '../../src/infra/backup/backup';
import type { ObjectStorage } from '../../src/infra/storage/object-storage';
import { S3Storage } from '../../src/infra/storage/s3-storage';
import { openChat, personaPayload, signedUp } from '../support/factories';
import { settled } from '../support/settled';
import { S3TestServer, startS3Server } from '../support/s3-server';
import { databaseUrlFor, withAdminClient } from '../support/test-database';
import { createTestApp, TestApp } from '../support/test-app';
import { JPEG_BYTES, signedMentor, uploadReady } from '../videos/video-helpers';

const BACKEND = join(__dirname, '..', '..');
const MIN = 60_000;
const ahead = (ms: number) => new Date(Math.ceil((Date.now() + ms) / 1000) * 1000).toISOString();

/** `npm run backup` / `npm run restore` as an operator runs them (from the sources, as Jest runs them). */
function cli(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['-r', join(BACKEND, 'test', 'support', 'run-sources.cjs'), join(BACKEND, 'src', 'backup-cli.ts'), ...args],
      {
        // Away from the repository: its .env must not reach the child.
        cwd: tmpdir(),
        env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'error', STORAGE: 'disk', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const filesOf = (dir: string): Record<string, string> =>
  Object.fromEntries(
    readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => [
        e.name,
        createHash('sha256')
          .update(readFileSync(join(dir, e.name)))
          .digest('hex'),
      ]),
  );

const objectsOf = async (s: ObjectStorage): Promise<Record<string, string>> => {
  const found: Record<string, string> = {};
  for await (const key of s.keys()) {
    const hash = createHash('sha256');
    for await (const c of await s.open(key)) hash.update(c as Buffer);
    found[key] = hash.digest('hex');
  }
  return found;
};

async function freshDatabase(name: string): Promise<string> {
  await withAdminClient(async (c) => {
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await c.query(`CREATE DATABASE "${name}"`);
  });
  return databaseUrlFor(name);
}

describe('npm run backup / npm run restore', () => {
  let t: TestApp;
  const restoredName = `${process.env.TEST_DATABASE_NAME}_restored`;
  const restoredUrl = databaseUrlFor(restoredName);
  const work = mkdtempSync(join(tmpdir(), 'cg-backup-'));
  beforeAll(async () => {
    t = await createTestApp({}, { redis: true, listen: true });
    await withAdminClient(async (c) => {
      await c.query(`DROP DATABASE IF EXISTS "${restoredName}"`);
      await c.query(`CREATE DATABASE "${restoredName}"`);
    });
  });
  afterAll(async () => {
    await t.close();
    await withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS "${restoredName}" WITH (FORCE)`));
    rmSync(work, { recursive: true, force: true });
  });

  it('should bring back every row and every byte into a fresh database and folder, and refuse a non-empty one', async () => {
    // A running instance with chat messages, a photo, a video, payments and a meeting.
    const ana = await signedUp(t, personaPayload({ name: 'Ana' }));
    const beto = await signedUp(t, personaPayload({ name: 'Beto' }));
    const chat = await openChat(ana, beto);
    for (const content of ['Hola Beto', '¿Nos vemos el jueves?'])
      await ana.agent
        .post('/api/messages')
        .send({ chatId: chat.id, clientMessageId: randomUUID(), content })
        .expect(201);
    await beto.agent
      .post(`/api/chats/${chat.id}/attachments`)
      .field('clientMessageId', randomUUID())
      .attach('file', JPEG_BYTES, 'foto.jpg')
      .expect(201);
    const mentor = await signedMentor(t);
    expect((await uploadReady(mentor)).body.status).toBe('ready');
    await t.db.query(
      `INSERT INTO payments (user_id, kind, item_id, item_name, tokens, amount, status, buy_order, card_last4, paid_at)
       VALUES ($1, 'pack', 'pack-5', 'Pack 5 tokens', 5, 4990, 'paid', 'cg-backup-1', '4242', now())`,
      [ana.user.id],
    );
    const slot = ahead(48 * 60 * MIN);
    const { body: meeting } = await ana.agent
      .post('/api/meetings')
      .send({ inviteeId: beto.user.id, slots: [slot], durationMinutes: 30 })
      .expect(201);
    await beto.agent.post(`/api/meetings/${meeting.id}/accept`).send({ slot }).expect(200);
    await settled(t);

    const source = await rowCounts(process.env.TEST_DATABASE_URL!);
    for (const table of ['public.messages', 'public.skill_videos', 'public.payments', 'public.meetings'])
      expect(source[table]).toBeGreaterThan(0);
    const sourceFiles = filesOf(t.storageDir);
    expect(Object.keys(sourceFiles).length).toBeGreaterThanOrEqual(3);

    const out = join(work, 'respaldo');
    const backedUp = await cli(['backup', '--out', out], {
      DATABASE_URL: process.env.TEST_DATABASE_URL!,
      STORAGE_DIR: t.storageDir,
      DATA_DIR: work,
    });
    expect(backedUp).toMatchObject({ code: 0, stderr: '' });
    expect(backedUp.stdout).toContain(`Respaldo listo en ${out}`);
    const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8'));
    expect(manifest.database.tables).toEqual(source);
    expect(manifest.database.sha256).toBe(
      createHash('sha256')
        .update(readFileSync(join(out, 'database.dump')))
        .digest('hex'),
    );
    expect(
      Object.fromEntries(manifest.storage.items.map((i: { key: string; sha256: string }) => [i.key, i.sha256])),
    ).toEqual(sourceFiles);

    // A fresh database and a fresh folder: every row and every byte.
    const freshDir = join(work, 'uploads-restaurados');
    const target = { DATABASE_URL: restoredUrl, STORAGE_DIR: freshDir, DATA_DIR: work };
    const restored = await cli(['restore', '--from', out], target);
    expect(restored).toMatchObject({ code: 0, stderr: '' });
    expect(restored.stdout).toContain('Restauración lista y comprobada');
    expect(await rowCounts(restoredUrl)).toEqual(source);
    expect(filesOf(freshDir)).toEqual(sourceFiles);

    // Once more into the same (now full) database: refused in Spanish, nothing changed.
    const again = await cli(['restore', '--from', out], { ...target, STORAGE_DIR: join(work, 'otra-carpeta') });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('La base de datos de destino no está vacía');
    expect(again.stderr).toContain('no se cambió nada');
    expect(readdirSync(join(work, 'otra-carpeta'))).toEqual([]);
    expect(await rowCounts(restoredUrl)).toEqual(source);

    // An empty database but a folder with files in it: refused as well, the database left empty.
    await withAdminClient(async (c) => {
      await c.query(`DROP DATABASE "${restoredName}" WITH (FORCE)`);
      await c.query(`CREATE DATABASE "${restoredName}"`);
    });
    writeFileSync(join(freshDir, 'ajeno.txt'), 'de otra instalación');
    const full = await cli(['restore', '--from', out], target);
    expect(full.code).toBe(1);
    expect(full.stderr).toContain('El almacenamiento de destino (disk) no está vacío');
    expect(await rowCounts(restoredUrl)).toEqual({});

    // A damaged backup is refused before anything is written.
    writeFileSync(join(out, 'objects', manifest.storage.items[0].key), 'cambiado');
    const damaged = await cli(['restore', '--from', out], { ...target, STORAGE_DIR: join(work, 'vacia') });
    expect(damaged.code).toBe(1);
    expect(damaged.stderr).toContain('no coincide con su suma SHA-256');
    expect(await rowCounts(restoredUrl)).toEqual({});
  }, 120_000);
});

describe('npm run backup / npm run restore with STORAGE=s3 (Ceph RADOS Gateway)', () => {
  let server: S3TestServer;
  let t: TestApp;
  const restoredName = `${process.env.TEST_DATABASE_NAME}_restored_s3`;
  const work = mkdtempSync(join(tmpdir(), 'cg-backup-s3-'));
  const bucket = (name: string) =>
    new S3Storage({
      endpoint: server.env.S3_ENDPOINT,
      region: server.env.S3_REGION,
      bucket: name,
      accessKeyId: server.env.S3_ACCESS_KEY_ID,
      secretAccessKey: server.env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: true,
    });
  const s3Env = (name: string) => ({
    STORAGE: 's3',
    S3_BUCKET: name,
    S3_FORCE_PATH_STYLE: 'true',
    ...server.env,
    STORAGE_DIR: join(work, `uploads-${name}`),
    DATA_DIR: work,
  });
  beforeAll(async () => {
    // Ten ports above the S3 storage tests' server, which another Jest worker may be running.
    server = await startS3Server(String(Number(process.env.S3_TEST_PORT ?? 4470) + 10));
    t = await createTestApp(s3Env('origen'), { redis: true });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS "${restoredName}" WITH (FORCE)`));
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  it('should bring back every row and every object into a fresh database and bucket, and refuse a non-empty bucket', async () => {
    const ana = await signedUp(t, personaPayload({ name: 'Ana' }));
    const beto = await signedUp(t, personaPayload({ name: 'Beto' }));
    const chat = await openChat(ana, beto);
    await beto.agent
      .post(`/api/chats/${chat.id}/attachments`)
      .field('clientMessageId', randomUUID())
      .attach('file', JPEG_BYTES, 'foto.jpg')
      .expect(201);
    expect((await uploadReady(await signedMentor(t))).body.status).toBe('ready');
    await settled(t);
    const source = await rowCounts(process.env.TEST_DATABASE_URL!);
    const sourceObjects = await objectsOf(bucket('origen'));
    expect(Object.keys(sourceObjects).length).toBeGreaterThanOrEqual(3);

    const out = join(work, 'respaldo');
    const backedUp = await cli(['backup', '--out', out], {
      ...s3Env('origen'),
      DATABASE_URL: process.env.TEST_DATABASE_URL!,
    });
    expect(backedUp).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')).storage).toMatchObject({
      driver: 's3',
      objects: Object.keys(sourceObjects).length,
    });

    const restoredUrl = await freshDatabase(restoredName);
    const restored = await cli(['restore', '--from', out], { ...s3Env('restaurado'), DATABASE_URL: restoredUrl });
    expect(restored).toMatchObject({ code: 0, stderr: '' });
    expect(await rowCounts(restoredUrl)).toEqual(source);
    expect(await objectsOf(bucket('restaurado'))).toEqual(sourceObjects);

    // The bucket now holds them: a second restore, even into an empty database, is refused.
    await freshDatabase(restoredName);
    const again = await cli(['restore', '--from', out], { ...s3Env('restaurado'), DATABASE_URL: restoredUrl });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('El almacenamiento de destino (s3) no está vacío');
    expect(await rowCounts(restoredUrl)).toEqual({});
  }, 120_000);
});
