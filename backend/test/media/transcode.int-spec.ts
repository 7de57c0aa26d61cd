import { VIDEO_MSG } from '@conectando/contracts';
import { connectSocket, eventually, nextEvent, TestSocket } from '../support/sockets';
import { createTestApp, TestApp } from '../support/test-app';
import { appPerSuite } from '../support/suite-app';
import { countVideos, signedLearner, signedMentor, storedFiles, uploadVideo } from '../videos/video-helpers';
import { corruptWebm, GPS, hevcMov, probe, vp9Webm } from './clips';
import { VideoProcessingService } from '../../src/modules/videos/processing/video-processing.service';

const mov = hevcMov();
const webm = vp9Webm();
const corrupt = corruptWebm();

const binary = (res: import('superagent').Response, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

describe('video processing with ffmpeg (in-process, the embedded default)', () => {
  const sockets: TestSocket[] = [];
  // Room for the HEVC clip and a little more, not for a corrupt file too: a failure must give its bytes back.
  const { t } = appPerSuite({ VIDEO_QUOTA_BYTES: String(mov.length + 5000) }, { listen: true });
  afterEach(() => sockets.splice(0).forEach((s) => s.close()));

  const socketOf = async (cookie: string) => {
    const s = await connectSocket(t.url, cookie);
    sockets.push(s);
    return s;
  };

  it("should turn an iPhone's HEVC .mov into a faststart H.264/AAC MP4 without its location, live", async () => {
    const mentor = await signedMentor(t);
    const phone = await socketOf(mentor.cookie);
    const status = nextEvent(phone, 'video:status', 20_000);
    const res = await uploadVideo(mentor, { duration: '12' }, { bytes: mov, name: 'IMG_0042.MOV' }).expect(202);
    expect(res.body).toMatchObject({ status: 'processing', userId: mentor.user.id });
    expect(await status).toEqual({ id: res.body.id, status: 'ready' });

    const video = (await mentor.agent.get(`/api/skill-videos/${res.body.id}`).expect(200)).body;
    expect(video).toMatchObject({ status: 'ready', mimeType: 'video/mp4', duration: 1 }); // ffprobe's, not the client's 12
    expect(video.thumbnailUrl).toBe(`/api/skill-videos/${video.id}/poster`);

    const file = await mentor.agent.get(video.videoUrl).buffer(true).parse(binary).expect(200);
    expect(file.headers['content-type']).toBe('video/mp4');
    const mp4 = file.body as Buffer;
    const probed = probe(mp4);
    const v = probed.streams.find((s) => s.codec_type === 'video')!;
    const a = probed.streams.find((s) => s.codec_type === 'audio')!;
    expect([v.codec_name, v.pix_fmt, a.codec_name]).toEqual(['h264', 'yuv420p', 'aac']);
    expect(Math.max(v.width!, v.height!)).toBeLessThanOrEqual(1280);
    const [num, den] = v.r_frame_rate!.split('/').map(Number);
    expect(num / den).toBeLessThanOrEqual(30);
    expect(mp4.indexOf('moov')).toBeGreaterThan(0);
    expect(mp4.indexOf('moov')).toBeLessThan(mp4.indexOf('mdat')); // +faststart
    const tags = JSON.stringify([probed.format.tags, ...probed.streams.map((s) => s.tags)]);
    expect(tags).not.toMatch(/location|apple|iPhone/i);
    expect(mp4.includes(GPS.slice(0, 8))).toBe(false);

    const poster = await mentor.agent.get(video.thumbnailUrl).buffer(true).parse(binary).expect(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect((poster.body as Buffer).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    // One output and its poster; the upload itself is gone, and running the job again changes nothing.
    expect(storedFiles(t).sort()).toEqual([`${video.id}.jpg`, `${video.id}.mp4`]);
    await t.app.get(VideoProcessingService).process(video.id);
    expect(storedFiles(t).sort()).toEqual([`${video.id}.jpg`, `${video.id}.mp4`]);
  });

  it('should convert a VP9 WebM from Android too', async () => {
    const mentor = await signedMentor(t);
    const { body } = await uploadVideo(mentor, {}, { bytes: webm, name: 'video.webm' }).expect(202);
    await eventually(async () => {
      expect((await mentor.agent.get(`/api/skill-videos/${body.id}`).expect(200)).body.status).toBe('ready');
    }, 20_000);
    const file = await mentor.agent.get(body.videoUrl).buffer(true).parse(binary).expect(200);
    expect(probe(file.body as Buffer).streams.map((s) => s.codec_name)).toEqual(['h264', 'aac']);
  });

  it('should show a video that is not ready only to its owner', async () => {
    const mentor = await signedMentor(t);
    const { body } = await uploadVideo(mentor, {}, { bytes: webm, name: 'video.webm' }).expect(202);
    await eventually(async () => expect(await statusOf(t, body.id)).toBe('ready'), 20_000);
    await t.db.query(`UPDATE skill_videos SET status = 'processing' WHERE id = $1`, [body.id]);
    const learner = await signedLearner(t);
    for (const path of [`/api/skill-videos/${body.id}`, body.videoUrl, `/api/skill-videos/${body.id}/poster`]) {
      await learner.agent.get(path).expect(404);
      await mentor.agent.get(path).expect(200);
    }
    expect((await learner.agent.get('/api/skill-videos').expect(200)).body.total).toBe(0);
    expect((await learner.agent.get(`/api/users/${mentor.user.id}/skill-videos`).expect(200)).body).toEqual([]);
    expect((await mentor.agent.get('/api/skill-videos').expect(200)).body.items[0]).toMatchObject({
      id: body.id,
      status: 'processing',
    });
  });

  it('should end a file ffmpeg cannot read as failed, in Spanish, its bytes removed and its quota given back', async () => {
    const mentor = await signedMentor(t);
    const phone = await socketOf(mentor.cookie);
    const status = nextEvent(phone, 'video:status', 20_000);
    const first = await uploadVideo(mentor, {}, { bytes: corrupt, name: 'roto.webm' }).expect(202);
    expect(await status).toEqual({ id: first.body.id, status: 'failed', message: VIDEO_MSG.unreadable });
    const mine = (await mentor.agent.get(`/api/skill-videos/${first.body.id}`).expect(200)).body;
    expect(mine).toMatchObject({ status: 'failed', statusMessage: VIDEO_MSG.unreadable });
    expect(storedFiles(t)).toEqual([]);
    const learner = await signedLearner(t);
    await learner.agent.get(`/api/skill-videos/${first.body.id}`).expect(404);

    // Counted, the two failed files and the clip would not fit in the quota.
    const second = await uploadVideo(mentor, {}, { bytes: corrupt, name: 'roto.webm' }).expect(202);
    await eventually(async () => expect(await statusOf(t, second.body.id)).toBe('failed'), 20_000);
    await uploadVideo(mentor, {}, { bytes: mov, name: 'IMG.MOV' }).expect(202);
    expect(await countVideos(t)).toBe(3);
  });
});

describe('video processing through the BullMQ queue (Redis, a worker in the process)', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({}, { redis: true, listen: true })));
  afterAll(() => t.close());

  it('should process an upload in the worker and tell the owner live', async () => {
    await t.reset();
    const mentor = await signedMentor(t);
    const phone = await connectSocket(t.url, mentor.cookie);
    try {
      const status = nextEvent(phone, 'video:status', 20_000);
      const { body } = await uploadVideo(mentor, {}, { bytes: webm, name: 'v.webm' }).expect(202);
      expect(await status).toEqual({ id: body.id, status: 'ready' });
      expect(await statusOf(t, body.id)).toBe('ready');
    } finally {
      phone.close();
    }
  });
});

async function statusOf(t: TestApp, id: string): Promise<string> {
  return (await t.db.query(`SELECT status FROM skill_videos WHERE id = $1`, [id]))[0]?.status;
}
