import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { personaPayload, signedUp, uniqueEmail } from '../support/factories';
import type { TestApp } from '../support/test-app';

/**
 * A ready video (or story, by its skill name) written straight to the database, for tests about who
 * sees it rather than how it was made; without `categoryId` it is in no category.
 */
export async function insertReadyVideo(
  t: TestApp,
  owner: Signed,
  skillName = 'Tejido',
  categoryId: string | null = null,
): Promise<string> {
  const [{ id }] = await t.db.query(
    `INSERT INTO skill_videos (user_id, title, skill_name, category_id, video_storage_name, video_mime_type, video_size_bytes, status)
     VALUES ($1, $2, $3, $4, gen_random_uuid() || '.mp4', 'video/mp4', 1000, 'ready') RETURNING id`,
    [owner.user.id, `Video de ${owner.user.name}`, skillName, categoryId],
  );
  return id;
}

/** Real, small, playable files: the demo videos (seed-assets/generate.sh). */
export const SEED_VIDEOS_DIR = join(__dirname, '..', '..', 'seed-assets', 'videos');
export const MP4_PATH = join(SEED_VIDEOS_DIR, 'tejido-punto-arroz.mp4');
export const MP4_BYTES = readFileSync(MP4_PATH);
export const JPEG_BYTES = readFileSync(join(SEED_VIDEOS_DIR, 'tejido-punto-arroz.jpg'));

export type Signed = Awaited<ReturnType<typeof signedUp>>;

/** A signed-up persona switched to mentor mode ('Cambiar' → ENSEÑAR). */
export async function signedMentor(
  t: TestApp,
  name = 'Rosa Mentora',
  extra: Record<string, unknown> = {},
): Promise<Signed> {
  const signed = await signedUp(t, personaPayload({ name, email: uniqueEmail('mentor'), ...extra }));
  await signed.agent.patch(`/api/users/${signed.user.id}/role`).send({ role: 'mentor' }).expect(200);
  return signed;
}

export const signedLearner = (t: TestApp, name = 'Tomás Aprendiz', extra: Record<string, unknown> = {}) =>
  signedUp(t, personaPayload({ name, email: uniqueEmail('aprendiz'), ...extra }));

export interface UploadFields {
  title?: string;
  description?: string;
  skillName?: string;
  duration?: string;
}

/** POST /api/skill-videos as multipart, the way the upload dialog sends it. */
export function uploadVideo(
  who: Signed,
  fields: UploadFields = {},
  file: { bytes: Buffer; name: string } | null = { bytes: MP4_BYTES, name: 'video.mp4' },
  poster?: { bytes: Buffer; name: string },
  path = '/api/skill-videos',
) {
  const req = who.agent.post(path);
  const all =
    path === '/api/stories'
      ? { title: 'Mi historia', duration: '12', ...fields }
      : { title: 'Punto arroz', skillName: 'Tejido', duration: '12', ...fields };
  for (const [k, v] of Object.entries(all)) if (v !== undefined) req.field(k, v);
  if (file) req.attach('file', file.bytes, file.name);
  if (poster) req.attach('poster', poster.bytes, poster.name);
  return req;
}

/** The files kept in STORAGE_DIR (the temp folder of uploads in progress left aside). */
export function storedFiles(t: TestApp): string[] {
  const kept = existsSync(t.storageDir) ? readdirSync(t.storageDir).filter((n) => n !== 'tmp') : [];
  const tmp = join(t.storageDir, 'tmp');
  const pending = existsSync(tmp) ? readdirSync(tmp).map((n) => `tmp/${n}`) : [];
  return [...kept, ...pending];
}

/**
 * The stored files once a conversion's clean-up is over: 'ready' is committed before the upload and
 * its temp copy are removed, so a test that counts files waits (up to 5 s) for `count` of them.
 */
export async function settledFiles(t: TestApp, count: number): Promise<string[]> {
  const until = Date.now() + 5000;
  while (storedFiles(t).length !== count && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
  return storedFiles(t);
}

export const countVideos = async (t: TestApp) =>
  Number((await t.db.query(`SELECT count(*)::int AS n FROM skill_videos`))[0].n);

/** Collects a binary body (supertest buffers only known types by default). */
export const binary = (res: import('superagent').Response) => res.body as Buffer;

/**
 * Uploads like uploadVideo, checks the server's answer (202 for a video, 201 for a story) and waits
 * until the conversion ended; the answer's body then carries what the conversion settled.
 */
export async function uploadReady(
  who: Signed,
  ...args: Parameters<typeof uploadVideo> extends [unknown, ...infer Rest] ? Rest : never
): Promise<import('superagent').Response> {
  const path = args[3] ?? '/api/skill-videos';
  const res = await uploadVideo(who, ...args).expect(path === '/api/stories' ? 201 : 202);
  const until = Date.now() + 30_000;
  for (;;) {
    const now = (await who.agent.get(`/api/skill-videos/${res.body.id}`).expect(200)).body;
    if (now.status !== 'processing') {
      const { status, duration, thumbnailUrl, mimeType } = now;
      res.body = { ...res.body, status, duration, thumbnailUrl, mimeType };
      return res;
    }
    if (Date.now() > until) throw new Error(`video ${res.body.id} still processing`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
