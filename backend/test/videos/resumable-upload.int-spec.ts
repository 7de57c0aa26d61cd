import { existsSync, readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { TUS_UPLOAD_EXPIRY_MS, VIDEO_MSG } from '@conectando/contracts';
import Redis from 'ioredis';
import { RedisLocker } from '../../src/modules/videos/resumable/redis-locker';
import { ResumableUploadsService } from '../../src/modules/videos/resumable/resumable-uploads.service';
import { eventually } from '../support/sockets';
import { testRedisUrl } from '../support/test-app';
import { appPerSuite } from '../support/suite-app';
import { countVideos, MP4_BYTES, Signed, signedLearner, signedMentor, storedFiles } from './video-helpers';

const TUS = { 'Tus-Resumable': '1.0.0' };
const b64 = (s: string) => Buffer.from(s).toString('base64');
const QUOTA = MP4_BYTES.length * 3;
const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;

describe('resumable video uploads (tus at /api/uploads)', () => {
  const { t } = appPerSuite(
    { VIDEO_MAX_BYTES: String(MP4_BYTES.length * 2), VIDEO_QUOTA_BYTES: String(QUOTA) },
    { listen: true, redis: true },
  );

  const tus = (who: Signed | null, method: string, path: string, headers: Record<string, string> = {}, body?: Buffer) =>
    fetch(`${t.url}${path}`, {
      method,
      headers: { ...TUS, ...(who ? { Cookie: who.cookie } : {}), ...headers },
      body,
    });

  const create = (who: Signed, length = MP4_BYTES.length, type = 'video/mp4') =>
    tus(who, 'POST', '/api/uploads', {
      'Upload-Length': String(length),
      'Upload-Metadata': `filename ${b64('punto arroz.mp4')},filetype ${b64(type)}`,
    });

  const offsetOf = async (who: Signed, location: string) => {
    const head = await tus(who, 'HEAD', location);
    expect(head.status).toBe(200);
    return Number(head.headers.get('upload-offset'));
  };

  const patch = (who: Signed, location: string, offset: number, bytes: Buffer) =>
    tus(
      who,
      'PATCH',
      location,
      { 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
      bytes,
    );

  /** A PATCH whose connection drops after `sent` bytes of `bytes`, as a phone losing its signal. */
  const droppedPatch = (who: Signed, location: string, offset: number, bytes: Buffer, sent: number) =>
    new Promise<void>((resolve) => {
      const req = httpRequest(`${t.url}${location}`, {
        method: 'PATCH',
        headers: {
          ...TUS,
          Cookie: who.cookie,
          'Upload-Offset': String(offset),
          'Content-Type': 'application/offset+octet-stream',
          'Content-Length': String(bytes.length),
        },
      });
      req.on('error', () => resolve());
      req.on('close', () => resolve());
      req.write(bytes.subarray(0, sent), () => setTimeout(() => req.destroy(), 300));
    });

  const pendingRows = async () => Number((await t.db.query(`SELECT count(*)::int AS n FROM video_uploads`))[0].n);

  it('should continue a dropped upload from the offset the server has, and make the finished upload a video', async () => {
    const mentor = await signedMentor(t);
    const created = await create(mentor);
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    expect(location).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);
    expect(created.headers.get('upload-expires')).toBeTruthy();

    // First third arrives whole.
    const third = Math.floor(MP4_BYTES.length / 3);
    const first = await patch(mentor, location, 0, MP4_BYTES.subarray(0, third));
    expect(first.status).toBe(204);
    expect(Number(first.headers.get('upload-offset'))).toBe(third);

    // The second PATCH loses its connection midway: the server keeps what reached it.
    await droppedPatch(mentor, location, third, MP4_BYTES.subarray(third), 4000);
    let offset = 0;
    await eventually(async () => {
      offset = await offsetOf(mentor, location);
      expect(offset).toBeGreaterThan(third);
    });
    expect(offset).toBeLessThan(MP4_BYTES.length);

    // A PATCH from another offset is refused; from the server's offset it finishes.
    expect((await patch(mentor, location, 0, MP4_BYTES.subarray(0, 10))).status).toBe(409);
    const rest = await patch(mentor, location, offset, MP4_BYTES.subarray(offset));
    expect(rest.status).toBe(204);
    expect(Number(rest.headers.get('upload-offset'))).toBe(MP4_BYTES.length);

    const uploadId = location.split('/').pop()!;
    const video = await mentor.agent
      .post('/api/skill-videos')
      .send({ uploadId, title: 'Punto arroz', skillName: 'Tejido', description: 'Paso a paso' })
      .expect(202);
    expect(video.body).toMatchObject({ status: 'processing', title: 'Punto arroz', userId: mentor.user.id });
    await eventually(async () => {
      const now = (await mentor.agent.get(`/api/skill-videos/${video.body.id}`).expect(200)).body;
      expect(now).toMatchObject({ status: 'ready', mimeType: 'video/mp4' });
      expect(now.thumbnailUrl).toBe(`/api/skill-videos/${video.body.id}/poster`);
    }, 20_000);

    // The upload became that video once: its bytes are gone, naming it again finds nothing.
    expect(await pendingRows()).toBe(0);
    expect(readdirSync(t.app.get(ResumableUploadsService).directory)).toEqual([]);
    const again = await mentor.agent
      .post('/api/skill-videos')
      .send({ uploadId, title: 'Otra vez', skillName: 'Tejido' })
      .expect(404);
    expect(again.body.message).toBe(VIDEO_MSG.uploadNotFound);
    expect(await countVideos(t)).toBe(1);
  });

  it('should refuse with 413 and a Spanish message an upload over the video limit or the quota left, storing nothing', async () => {
    const mentor = await signedMentor(t);
    const tooBig = await create(mentor, MP4_BYTES.length * 2 + 1);
    expect(tooBig.status).toBe(413);
    expect(await messageOf(tooBig)).toBe(VIDEO_MSG.fileTooLarge);

    // Two declared uploads fill the quota: the third does not fit, though nothing was sent yet.
    expect((await create(mentor, MP4_BYTES.length * 2)).status).toBe(201);
    expect((await create(mentor, MP4_BYTES.length)).status).toBe(201);
    const over = await create(mentor, MP4_BYTES.length);
    expect(over.status).toBe(413);
    expect(await messageOf(over)).toBe(VIDEO_MSG.quotaExceeded);
    expect(await pendingRows()).toBe(2);

    // A multipart upload sees the same quota.
    const multipart = await mentor.agent
      .post('/api/skill-videos')
      .field('title', 'Punto arroz')
      .field('skillName', 'Tejido')
      .attach('file', MP4_BYTES, 'video.mp4')
      .expect(413);
    expect(multipart.body.message).toBe(VIDEO_MSG.quotaExceeded);
  });

  it('should refuse a file that is not a video, unknown metadata and a missing length, in Spanish', async () => {
    const mentor = await signedMentor(t);
    const pdf = await create(mentor, 1000, 'application/pdf');
    expect(pdf.status).toBe(400);
    expect(await messageOf(pdf)).toBe(VIDEO_MSG.fileInvalid);

    const odd = await tus(mentor, 'POST', '/api/uploads', {
      'Upload-Length': '1000',
      'Upload-Metadata': `ownerId ${b64('someone-else')}`,
    });
    expect(odd.status).toBe(400);
    expect(await messageOf(odd)).toBe(VIDEO_MSG.uploadMetadataInvalid);

    const deferred = await tus(mentor, 'POST', '/api/uploads', { 'Upload-Defer-Length': '1' });
    expect(deferred.status).toBe(400);
    expect(await messageOf(deferred)).toBe(VIDEO_MSG.uploadLengthRequired);
    expect(await pendingRows()).toBe(0);
  });

  it('should let only its owner, signed in and in mentor mode, create or continue an upload', async () => {
    const mentor = await signedMentor(t);
    const other = await signedMentor(t, 'Otra Mentora');
    const learner = await signedLearner(t);

    const anonymous = await fetch(`${t.url}/api/uploads`, {
      method: 'POST',
      headers: { ...TUS, 'Upload-Length': '1000' },
    });
    expect(anonymous.status).toBe(401);
    expect((await create(learner)).status).toBe(403);

    const location = (await create(mentor)).headers.get('location')!;
    expect((await tus(other, 'HEAD', location)).status).toBe(404);
    expect((await patch(other, location, 0, MP4_BYTES.subarray(0, 100))).status).toBe(404);
    expect((await tus(other, 'DELETE', location)).status).toBe(404);
    expect(await offsetOf(mentor, location)).toBe(0);

    // Finished, it still becomes a video only for its owner.
    expect((await patch(mentor, location, 0, MP4_BYTES)).status).toBe(204);
    const uploadId = location.split('/').pop()!;
    await other.agent.post('/api/skill-videos').send({ uploadId, title: 'Ajeno', skillName: 'Tejido' }).expect(404);
    expect(await countVideos(t)).toBe(0);
  });

  it('should give the room back when the owner cancels, and remove uploads left for 24 hours', async () => {
    const mentor = await signedMentor(t);
    const cancelled = (await create(mentor, MP4_BYTES.length * 2)).headers.get('location')!;
    expect((await tus(mentor, 'DELETE', cancelled)).status).toBe(204);
    expect((await tus(mentor, 'HEAD', cancelled)).status).toBe(404);

    const second = await create(mentor, MP4_BYTES.length * 2);
    expect([second.status, second.status === 201 ? '' : await second.text()]).toEqual([201, '']);
    const abandoned = second.headers.get('location')!;
    expect((await patch(mentor, abandoned, 0, MP4_BYTES.subarray(0, 1000))).status).toBe(204);
    expect(await pendingRows()).toBe(1);

    const uploads = t.app.get(ResumableUploadsService);
    expect(await uploads.sweep(new Date(Date.now() + TUS_UPLOAD_EXPIRY_MS - 60_000))).toBe(0);
    expect(await uploads.sweep(new Date(Date.now() + TUS_UPLOAD_EXPIRY_MS + 60_000))).toBe(1);
    expect((await tus(mentor, 'HEAD', abandoned)).status).toBe(404);
    expect(existsSync(join(uploads.directory, abandoned.split('/').pop()!))).toBe(false);
    // The whole quota is free again.
    expect((await create(mentor, MP4_BYTES.length * 2)).status).toBe(201);
    expect(storedFiles(t)).toEqual([]);
  });
});

describe('the Redis locker tus shares between instances', () => {
  const conns: Redis[] = [];
  const open = () => {
    const c = new Redis(testRedisUrl());
    conns.push(c);
    return c;
  };
  const instance = () => new RedisLocker(open(), open(), `${process.env.TEST_REDIS_PREFIX}:locks`, 1500);
  afterAll(() => Promise.all(conns.map((c) => c.quit())));

  it('should ask the holder on another instance to let go, then hand the lock over', async () => {
    const [a, b] = [instance(), instance()];
    const order: string[] = [];
    const first = a.newLock('upload-1');
    // The waiting side asks again on each try until it holds the lock: the holder lets go once.
    let asked = false;
    await first.lock(new AbortController().signal, () => {
      if (asked) return;
      asked = true;
      order.push('a asked to release');
      setTimeout(() => void first.unlock().then(() => order.push('a released')), 50);
    });
    const second = b.newLock('upload-1');
    await second.lock(new AbortController().signal, () => undefined);
    order.push('b holds');
    expect(order).toEqual(['a asked to release', 'a released', 'b holds']);
    await second.unlock();
  });

  it('should let only one of many concurrent requests hold the lock at a time', async () => {
    const lockers = [instance(), instance(), instance()];
    let holding = 0;
    let most = 0;
    await Promise.all(
      lockers.flatMap((l) =>
        [0, 1].map(async () => {
          const lock = l.newLock('upload-2');
          await lock.lock(new AbortController().signal, () => undefined);
          most = Math.max(most, ++holding);
          await new Promise((r) => setTimeout(r, 20));
          holding--;
          await lock.unlock();
        }),
      ),
    );
    expect(most).toBe(1);
  });

  it('should give up with 423 when the holder never lets go', async () => {
    const [a, b] = [instance(), instance()];
    const stuck = a.newLock('upload-3');
    await stuck.lock(new AbortController().signal, () => undefined);
    await expect(b.newLock('upload-3').lock(new AbortController().signal, () => undefined)).rejects.toMatchObject({
      status_code: 423,
    });
    await stuck.unlock();
  });
});
