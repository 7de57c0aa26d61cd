import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { DeleteBucketCommand } from '@aws-sdk/client-s3';
import { copyDiskToBucket } from '../../src/infra/storage/copy-to-bucket';
import { DiskStorage } from '../../src/infra/storage/disk-storage';
import { ObjectStorage, StoredObjectMissing } from '../../src/infra/storage/object-storage';
import { S3Storage } from '../../src/infra/storage/s3-storage';
import { PASSWORD, PNG_DATA_URL, professionalPayload, signedUp } from '../support/factories';
import { startS3Server, S3TestServer } from '../support/s3-server';
import { createTestApp, TestApp } from '../support/test-app';
import { countVideos, JPEG_BYTES, signedMentor, uploadReady, uploadVideo } from '../videos/video-helpers';

const rawBody = (res: import('superagent').Response, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

const bytesOf = async (s: ObjectStorage, key: string, range?: { start: number; end: number }) => {
  const chunks: Buffer[] = [];
  for await (const c of await s.open(key, range)) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};

const allKeys = async (s: ObjectStorage) => {
  const keys: string[] = [];
  for await (const k of s.keys()) keys.push(k);
  return keys.sort();
};

describe('STORAGE=s3 against a real Ceph RADOS Gateway', () => {
  let server: S3TestServer;
  const settings = (bucket: string) => ({
    endpoint: server.env.S3_ENDPOINT,
    region: server.env.S3_REGION,
    bucket,
    accessKeyId: server.env.S3_ACCESS_KEY_ID,
    secretAccessKey: server.env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: true,
  });
  const appEnv = (bucket: string) => ({
    STORAGE: 's3',
    S3_BUCKET: bucket,
    S3_FORCE_PATH_STYLE: 'true',
    ...server.env,
  });

  beforeAll(async () => {
    server = await startS3Server();
  }, 120_000);
  afterAll(() => server?.stop(), 60_000);

  describe('the driver', () => {
    let s3: S3Storage;
    let work: string;
    beforeAll(async () => {
      s3 = new S3Storage(settings(`driver-${randomUUID()}`));
      await s3.init();
      await s3.init(); // a second instance starting finds the bucket there
      work = mkdtempSync(join(tmpdir(), 'cg-s3-driver-'));
    });
    afterAll(() => {
      s3.onModuleDestroy();
      rmSync(work, { recursive: true, force: true });
    });

    it('should keep bytes, serve a byte range of them, and forget them once removed', async () => {
      const bytes = randomBytes(10_000);
      await s3.put('a.bin', bytes, { contentType: 'application/octet-stream' });
      expect(await s3.size('a.bin')).toBe(10_000);
      expect(Buffer.compare(await bytesOf(s3, 'a.bin'), bytes)).toBe(0);
      expect(Buffer.compare(await bytesOf(s3, 'a.bin', { start: 100, end: 1099 }), bytes.subarray(100, 1100))).toBe(0);
      await s3.remove('a.bin', null, 'never-there.bin');
      expect(await s3.size('a.bin')).toBeNull();
      await expect(s3.open('a.bin')).rejects.toBeInstanceOf(StoredObjectMissing);
    });

    it('should upload a file larger than one part in several parts and read it back whole', async () => {
      const bytes = randomBytes(9 * 1024 * 1024 + 123);
      const path = join(work, 'big.upload');
      writeFileSync(path, bytes);
      await s3.putFile('big.mp4', path, { contentType: 'video/mp4' });
      expect(await s3.size('big.mp4')).toBe(bytes.length);
      const tail = await bytesOf(s3, 'big.mp4', { start: bytes.length - 1000, end: bytes.length - 1 });
      expect(Buffer.compare(tail, bytes.subarray(bytes.length - 1000))).toBe(0);
      await s3.remove('big.mp4');
    }, 60_000);

    it('should refuse a key that is a path', async () => {
      await expect(s3.put('../etc/passwd', Buffer.from('x'))).rejects.toThrow('unsafe storage key');
    });

    it('should copy an uploads folder into the bucket once, however often the migration runs', async () => {
      const dir = join(work, 'uploads');
      const disk = new DiskStorage(dir);
      await disk.init();
      await disk.put('one.pdf', Buffer.from('%PDF-1.4 uno'));
      await disk.put('two.png', Buffer.from('dos'));
      const target = new S3Storage(settings(`migrate-${randomUUID()}`));
      await target.init();
      try {
        expect(await copyDiskToBucket(disk, target)).toEqual({ copied: 2, skipped: 0 });
        await disk.put('three.jpg', Buffer.from('tres')); // uploaded while the first run was going on
        expect(await copyDiskToBucket(disk, target)).toEqual({ copied: 1, skipped: 2 });
        expect(await allKeys(target)).toEqual(['one.pdf', 'three.jpg', 'two.png']);
        expect(await text(await target.open('one.pdf'))).toBe('%PDF-1.4 uno');
      } finally {
        await target.remove(...(await allKeys(target)));
        target.onModuleDestroy();
      }
    });
  });

  describe('the app', () => {
    let t: TestApp;
    let bucket: S3Storage;
    beforeAll(async () => {
      const name = `app-${randomUUID()}`;
      t = await createTestApp(appEnv(name));
      bucket = new S3Storage(settings(name));
    }, 60_000);
    beforeEach(async () => {
      await t.reset();
      await bucket.remove(...(await allKeys(bucket)));
    });
    afterAll(async () => {
      bucket?.onModuleDestroy();
      await t?.close();
    });

    it('should keep a video and its poster in the bucket, seekable by Range, and remove both with the video', async () => {
      const mentor = await signedMentor(t);
      // Converted for every phone: the bucket then holds the converted MP4 and the cleaned poster.
      const res = await uploadReady(mentor, {}, undefined, { bytes: JPEG_BYTES, name: 'portada.jpg' });
      expect(res.body.status).toBe('ready');
      expect(await allKeys(bucket)).toHaveLength(2);

      const whole = await mentor.agent.get(res.body.videoUrl).buffer(true).parse(rawBody).expect(200);
      const stored = whole.body as Buffer;
      const part = await mentor.agent
        .get(res.body.videoUrl)
        .set('Range', 'bytes=100-1099')
        .buffer(true)
        .parse(rawBody)
        .expect(206);
      expect(part.headers['content-range']).toBe(`bytes 100-1099/${stored.length}`);
      expect(Buffer.compare(part.body as Buffer, stored.subarray(100, 1100))).toBe(0);
      const poster = await mentor.agent.get(res.body.thumbnailUrl).buffer(true).parse(rawBody).expect(200);
      expect(poster.headers['content-type']).toMatch(/^image\//);
      expect((poster.body as Buffer).length).toBeGreaterThan(0);

      await mentor.agent.delete(`/api/skill-videos/${res.body.id}`).expect(204);
      expect(await allKeys(bucket)).toEqual([]);
    });

    it('should serve a signed-up professional her certificate from the bucket', async () => {
      const signed = await signedUp(t, professionalPayload());
      expect(await allKeys(bucket)).toHaveLength(1);
      const [{ id, size_bytes }] = await t.db.query(`SELECT id, size_bytes FROM stored_files WHERE owner_id = $1`, [
        signed.user.id,
      ]);
      const got = await signed.agent.get(`/api/files/${id}`).buffer(true).parse(rawBody).expect(200);
      expect(got.headers['content-type']).toBe('application/pdf');
      expect((got.body as Buffer).length).toBe(size_bytes);
    });

    it('should empty the bucket of an erased account: photo, certificate, videos and posters', async () => {
      const mentor = await signedMentor(t, 'Rosa Mentora', { profileImage: PNG_DATA_URL });
      await uploadReady(mentor, {}, undefined, { bytes: JPEG_BYTES, name: 'portada.jpg' });
      const professional = await signedUp(t, professionalPayload());
      expect(await allKeys(bucket)).toHaveLength(4);
      const [kept] = await t.db.query(`SELECT storage_name FROM stored_files WHERE owner_id = $1`, [
        professional.user.id,
      ]);

      await mentor.agent.delete('/api/me').send({ password: PASSWORD }).expect(204);

      expect(await allKeys(bucket)).toEqual([kept.storage_name]);
    });

    it('should record nothing when the bucket refuses the write', async () => {
      const mentor = await signedMentor(t);
      // The bucket vanishes under the running app (an operator's mistake, an outage).
      await bucket.client.send(new DeleteBucketCommand({ Bucket: bucket.settings.bucket }));
      try {
        const res = await uploadVideo(mentor).expect(500);
        expect(res.body.message).toEqual(expect.any(String));
        expect(await countVideos(t)).toBe(0);
      } finally {
        await bucket.init();
      }
    });
  });
});
