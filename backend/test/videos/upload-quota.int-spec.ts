import { request as httpRequest } from 'node:http';
import { ERROR_MESSAGES, ErrorCode, VIDEO_MSG } from '@conectando/contracts';
import { createTestApp, TestApp } from '../support/test-app';
import {
  countVideos,
  MP4_BYTES,
  settledFiles,
  signedMentor,
  storedFiles,
  uploadReady,
  uploadVideo,
} from './video-helpers';

const QUOTA = Math.floor(MP4_BYTES.length * 1.5);

/** A multipart upload that sends half its video and then waits, as a slow phone would. */
function slowUpload(t: TestApp, cookie: string): { abort: () => void; started: Promise<void> } {
  const boundary = 'cg-slow-upload';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nLenta\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="skillName"\r\n\r\nTejido\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="v.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const req = httpRequest(`${t.url}/api/skill-videos`, {
    method: 'POST',
    headers: {
      Cookie: cookie,
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Content-Length': String(head.length + MP4_BYTES.length + tail.length),
    },
  });
  req.on('error', () => undefined);
  req.write(head);
  req.write(MP4_BYTES.subarray(0, MP4_BYTES.length / 2));
  // Admission has run once the first bytes reached the temp folder.
  const started = new Promise<void>((resolve) => {
    const poll = setInterval(() => {
      if (storedFiles(t).some((f) => f.startsWith('tmp/'))) {
        clearInterval(poll);
        resolve();
      }
    }, 20);
  });
  return { abort: () => req.destroy(), started };
}

describe('upload quotas', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((a) => a.close())));
  const app = async (env: Record<string, string>) => {
    const t = await createTestApp(
      { REDIS_PREFIX: `${process.env.TEST_REDIS_PREFIX}:quota-${apps.length}`, ...env },
      { redis: true, listen: true },
    );
    apps.push(t);
    await t.reset();
    return t;
  };

  it('should refuse a video past the storage quota with 413, leaving no file and no row', async () => {
    const t = await app({ VIDEO_QUOTA_BYTES: String(QUOTA) });
    const mentor = await signedMentor(t);
    await uploadReady(mentor);
    const res = await uploadVideo(mentor).expect(413);
    expect(res.body).toEqual({ statusCode: 413, code: 'FILE_TOO_LARGE', message: VIDEO_MSG.quotaExceeded });
    expect(await countVideos(t)).toBe(1);
    expect(await settledFiles(t, 2)).toHaveLength(2); // the video and the poster made for it
    // Another user has a quota of their own.
    await uploadReady(await signedMentor(t, 'Otra Mentora'));
  });

  it('should count the bytes of an upload still streaming', async () => {
    const t = await app({ VIDEO_QUOTA_BYTES: String(QUOTA) });
    const mentor = await signedMentor(t);
    const slow = slowUpload(t, mentor.cookie);
    await slow.started;
    expect((await uploadVideo(mentor).expect(413)).body.message).toBe(VIDEO_MSG.quotaExceeded);
    slow.abort();
    // Once the slow one is gone, its reservation and its temp file are too.
    await new Promise((r) => setTimeout(r, 300));
    expect(storedFiles(t)).toEqual([]);
    await uploadReady(mentor);
  });

  it('should let only one of two concurrent uploads into a quota that fits one', async () => {
    const t = await app({ VIDEO_QUOTA_BYTES: String(QUOTA) });
    const mentor = await signedMentor(t);
    const statuses = (await Promise.all([uploadVideo(mentor), uploadVideo(mentor)])).map((r) => r.status).sort();
    expect(statuses).toEqual([202, 413]);
    expect(await countVideos(t)).toBe(1);
  });

  it('should answer 429 with Retry-After past UPLOADS_PER_HOUR', async () => {
    const t = await app({ UPLOADS_PER_HOUR: '2' });
    const mentor = await signedMentor(t);
    await uploadReady(mentor);
    await uploadReady(mentor);
    const res = await uploadVideo(mentor).expect(429);
    expect(res.body).toEqual({ statusCode: 429, code: 'TOO_MANY_REQUESTS', message: VIDEO_MSG.tooManyUploads });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await countVideos(t)).toBe(2);
    expect(await settledFiles(t, 4)).toHaveLength(4); // each video and the poster made for it
  });

  it('should answer 507 when the disk would keep too little free, storing nothing', async () => {
    const t = await app({ MIN_FREE_DISK_BYTES: String(1e15) });
    const mentor = await signedMentor(t);
    const res = await uploadVideo(mentor).expect(507);
    expect(res.body).toEqual({
      statusCode: 507,
      code: 'INSUFFICIENT_STORAGE',
      message: ERROR_MESSAGES[ErrorCode.InsufficientStorage],
    });
    expect(await countVideos(t)).toBe(0);
    expect(storedFiles(t)).toEqual([]);
  });
});
