import { readFileSync, truncateSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_POSTER_BYTES, VIDEO_MSG } from '@conectando/contracts';
import { startCutOffUpload, waitUntil } from '../support/cut-off-upload';
import { createTestApp, TestApp } from '../support/test-app';
import { appPerSuite } from '../support/suite-app';
import {
  countVideos,
  JPEG_BYTES,
  MP4_BYTES as UPLOADED,
  Signed,
  signedLearner,
  signedMentor,
  settledFiles,
  storedFiles,
  uploadReady,
  uploadVideo,
} from './video-helpers';

const rawBody = (res: import('superagent').Response, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

/** The owner's view of a video once its conversion ended. */
async function untilReady(who: Signed, id: string): Promise<import('superagent').Response> {
  for (let i = 0; ; i++) {
    const res = await who.agent.get(`/api/skill-videos/${id}`).expect(200);
    if (res.body.status !== 'processing' || i > 600) return res;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('POST /api/skill-videos and GET /api/skill-videos/:id/file', () => {
  const { t } = appPerSuite();

  it('should store a real mp4 with its poster and stream it back, whole and by ranges', async () => {
    const mentor = await signedMentor(t);
    const accepted = await uploadVideo(
      mentor,
      { title: '  Punto arroz a palillo  ', description: 'Para principiantes', duration: '12.4' },
      undefined,
      { bytes: JPEG_BYTES, name: 'portada.jpg' },
    ).expect(202);
    expect(accepted.body).toMatchObject({ status: 'processing', mimeType: 'video/mp4' });
    const res = await untilReady(mentor, accepted.body.id);
    expect(res.body).toMatchObject({
      userId: mentor.user.id,
      authorName: 'Rosa Mentora',
      title: 'Punto arroz a palillo',
      skillName: 'Tejido',
      categoryId: 'manualidades-y-artes',
      categoryName: 'Manualidades y Artes',
      mimeType: 'video/mp4',
      sizeBytes: UPLOADED.length, // the bytes sent, what the quota counts
      duration: 12,
      isStory: false,
      status: 'ready',
    });
    expect(await settledFiles(t, 2)).toHaveLength(2);

    const whole = await mentor.agent.get(res.body.videoUrl).buffer(true).parse(rawBody).expect(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    // The stored file is the server's remux (no metadata, faststart) of the same frames.
    const MP4_BYTES = whole.body as Buffer;
    expect(Math.abs(MP4_BYTES.length - UPLOADED.length)).toBeLessThan(UPLOADED.length / 10);

    const part = await mentor.agent
      .get(res.body.videoUrl)
      .set('Range', 'bytes=100-1099')
      .buffer(true)
      .parse(rawBody)
      .expect(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${MP4_BYTES.length}`);
    expect(part.headers['content-length']).toBe('1000');
    expect(Buffer.compare(part.body as Buffer, MP4_BYTES.subarray(100, 1100))).toBe(0);

    const open = await mentor.agent
      .get(res.body.videoUrl)
      .set('Range', `bytes=${MP4_BYTES.length - 10}-`)
      .buffer(true)
      .parse(rawBody)
      .expect(206);
    expect(Buffer.compare(open.body as Buffer, MP4_BYTES.subarray(MP4_BYTES.length - 10))).toBe(0);
    const suffix = await mentor.agent
      .get(res.body.videoUrl)
      .set('Range', 'bytes=-5')
      .buffer(true)
      .parse(rawBody)
      .expect(206);
    expect(suffix.headers['content-range']).toBe(
      `bytes ${MP4_BYTES.length - 5}-${MP4_BYTES.length - 1}/${MP4_BYTES.length}`,
    );

    const beyond = await mentor.agent.get(res.body.videoUrl).set('Range', `bytes=${MP4_BYTES.length}-`).expect(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${MP4_BYTES.length}`);

    const poster = await mentor.agent.get(res.body.thumbnailUrl).buffer(true).parse(rawBody).expect(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect((poster.body as Buffer).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff])); // re-encoded by sharp
  });

  it('should let a same-origin <video> element load the file (CORP same-origin, CSP media-src self)', async () => {
    const mentor = await signedMentor(t);
    const { body } = await uploadReady(mentor);
    const learner = await signedLearner(t);
    const res = await learner.agent.get(body.videoUrl).set('Range', 'bytes=0-1').expect(206);
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['content-security-policy']).toContain("media-src 'self' blob:");
    await t.http().get(body.videoUrl).expect(401);
  });

  it.each([
    ['clip.webm', 'video/webm'],
    ['clip.mov', 'video/quicktime'],
  ])('should accept %s as %s, whatever name it is sent with, and serve it as MP4', async (fixture, mime) => {
    const mentor = await signedMentor(t);
    const bytes = readFileSync(join(__dirname, 'fixtures', fixture));
    const accepted = await uploadVideo(mentor, {}, { bytes, name: 'sin-extension' }).expect(202);
    expect(accepted.body.mimeType).toBe(mime);
    const { body } = await untilReady(mentor, accepted.body.id);
    expect(body).toMatchObject({ status: 'ready', mimeType: 'video/mp4' });
    const res = await mentor.agent.get(body.videoUrl).buffer(true).parse(rawBody).expect(200);
    expect(res.headers['content-type']).toBe('video/mp4');
  });

  it('should answer a range near the end of a large file with just those bytes', async () => {
    const mentor = await signedMentor(t);
    const { body } = await uploadReady(mentor);
    // Grow the stored file to 300 MB (sparse: no disk, no memory) as if a long video had been kept.
    const [{ video_storage_name: name }] = await t.db.query(
      `SELECT video_storage_name FROM skill_videos WHERE id = $1`,
      [body.id],
    );
    const size = 300 * 1024 * 1024;
    truncateSync(join(t.storageDir, name), size);
    const started = Date.now();
    const res = await mentor.agent
      .get(body.videoUrl)
      .set('Range', `bytes=${size - 16}-`)
      .buffer(true)
      .parse(rawBody)
      .expect(206);
    expect(res.headers['content-range']).toBe(`bytes ${size - 16}-${size - 1}/${size}`);
    expect((res.body as Buffer).length).toBe(16);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('should refuse a text file renamed .mp4 and keep nothing: no row, no file', async () => {
    const mentor = await signedMentor(t);
    const res = await uploadVideo(
      mentor,
      {},
      { bytes: Buffer.from('esto no es un video, solo texto\n'.repeat(50)), name: 'video.mp4' },
    ).expect(400);
    expect(res.body).toEqual({ statusCode: 400, code: 'FILE_INVALID', message: VIDEO_MSG.fileInvalid });
    expect(await countVideos(t)).toBe(0);
    expect(storedFiles(t)).toEqual([]);
  });

  it('should refuse a poster that is not an image and remove the video it came with', async () => {
    const mentor = await signedMentor(t);
    const res = await uploadVideo(mentor, {}, undefined, {
      bytes: Buffer.from('<svg onload="x()"/>'),
      name: 'poster.png',
    }).expect(400);
    expect(res.body.message).toBe(VIDEO_MSG.posterInvalid);
    expect(await countVideos(t)).toBe(0);
    expect(storedFiles(t)).toEqual([]);
  });

  it('should refuse an oversized poster', async () => {
    const mentor = await signedMentor(t);
    const big = Buffer.concat([JPEG_BYTES, Buffer.alloc(MAX_POSTER_BYTES)]);
    await uploadVideo(mentor, {}, undefined, { bytes: big, name: 'poster.jpg' }).expect(413);
    expect(await countVideos(t)).toBe(0);
    expect(storedFiles(t)).toEqual([]);
  });

  it('should answer the Spanish messages and keep nothing', async () => {
    const mentor = await signedMentor(t);
    expect((await uploadVideo(mentor, {}, null).expect(400)).body.message).toBe(VIDEO_MSG.fileRequired);
    expect((await uploadVideo(mentor, { title: '   ' }).expect(400)).body.message).toBe(VIDEO_MSG.titleRequired);
    expect((await uploadVideo(mentor, { title: undefined }).expect(400)).body.message).toBe(VIDEO_MSG.titleRequired);
    expect((await uploadVideo(mentor, { title: 'x'.repeat(121) }).expect(400)).body.message).toBe(
      VIDEO_MSG.titleTooLong,
    );
    expect((await uploadVideo(mentor, { skillName: '' }).expect(400)).body.message).toBe(VIDEO_MSG.skillRequired);
    expect((await uploadVideo(mentor, { skillName: 'Malabarismo' }).expect(400)).body.message).toBe(
      VIDEO_MSG.skillUnknown,
    );
    expect((await uploadVideo(mentor, { duration: 'mucho' }).expect(400)).body.message).toBe(VIDEO_MSG.durationInvalid);
    expect(await countVideos(t)).toBe(0);
    expect(storedFiles(t)).toEqual([]);
  });

  it('should refuse learner mode with the exact message, storing nothing', async () => {
    const learner = await signedLearner(t);
    const res = await uploadVideo(learner).expect(403);
    expect(res.body).toEqual({ statusCode: 403, code: 'FORBIDDEN', message: 'Solo disponible en modo Quiero Enseñar' });
    expect(await countVideos(t)).toBe(0);
    expect(storedFiles(t)).toEqual([]);
  });

  it('should let only the owner delete a video, and then remove its files', async () => {
    const owner = await signedMentor(t);
    const { body } = await uploadReady(owner, {}, undefined, { bytes: JPEG_BYTES, name: 'p.jpg' });
    const other = await signedMentor(t, 'Otra Mentora');
    const refused = await other.agent.delete(`/api/skill-videos/${body.id}`).expect(403);
    expect(refused.body.message).toBe(VIDEO_MSG.deleteOwnOnly);
    expect(await countVideos(t)).toBe(1);
    expect(storedFiles(t)).toHaveLength(2);
    await owner.agent.delete(`/api/skill-videos/${body.id}`).expect(204);
    expect(await countVideos(t)).toBe(0);
    expect(storedFiles(t)).toEqual([]);
    await owner.agent.get(body.videoUrl).expect(404);
    await owner.agent.delete(`/api/skill-videos/${body.id}`).expect(404);
  });
});

describe('POST /api/skill-videos over the size limit', () => {
  let t: TestApp;
  // The real limit is 200 MB; the same code path is exercised with a small configured one.
  beforeAll(async () => (t = await createTestApp({ VIDEO_MAX_BYTES: String(UPLOADED.length - 1) })));
  afterAll(() => t.close());

  it('should answer 413 in Spanish and keep nothing, not even the part already written', async () => {
    await t.reset();
    const mentor = await signedMentor(t);
    const res = await uploadVideo(mentor).expect(413);
    expect(res.body).toEqual({ statusCode: 413, code: 'FILE_TOO_LARGE', message: VIDEO_MSG.fileTooLarge });
    expect(await countVideos(t)).toBe(0);
    expect(storedFiles(t)).toEqual([]);
  });
});

describe('an upload the user cancels (the dialog aborts the request mid-file)', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({}, { listen: true })));
  afterAll(() => t.close());

  it('should keep nothing: no row, and the part written to STORAGE_DIR/tmp is removed', async () => {
    await t.reset();
    const mentor = await signedMentor(t);
    const req = startCutOffUpload(
      `${t.url}/api/skill-videos`,
      mentor.cookie,
      { title: 'Punto arroz', skillName: 'Tejido' },
      { filename: 'video.mp4', type: 'video/mp4', firstBytes: UPLOADED },
    );
    await waitUntil(() => storedFiles(t).some((n) => n.startsWith('tmp/')));
    expect(storedFiles(t).filter((n) => n.startsWith('tmp/'))).toHaveLength(1); // the part under way

    req.destroy();
    await waitUntil(() => storedFiles(t).length === 0);
    expect(storedFiles(t)).toEqual([]);
    expect(await countVideos(t)).toBe(0);
  });
});
