import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { AutoCaptionsService } from '../../src/modules/videos/captions/auto-captions.service';
import { VIDEO_CAPTIONS_QUEUE } from '../../src/modules/videos/captions/video-captions.queue';
import { VIDEO_TRANSCODE_QUEUE } from '../../src/modules/videos/processing/video-transcode.queue';
import { eventually } from '../support/sockets';
import { createTestApp, TestApp } from '../support/test-app';
import { appPerSuite } from '../support/suite-app';
import { tinySpeechModel } from '../support/tiny-speech-model';
import { Signed, signedMentor, uploadReady } from './video-helpers';

// 2 s of black with a silent sound track (what a quiet phone recording gives), made by Debian's ffmpeg.
const clipDir = mkdtempSync(join(tmpdir(), 'cg-silent-'));
const silentClip = (() => {
  const path = join(clipDir, 'silencio.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'color=c=black:s=160x120:r=10:d=2'],
    ...['-f', 'lavfi', '-i', 'anullsrc=r=44100:cl=mono'],
    ...['-t', '2', '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', path],
  ]);
  return readFileSync(path);
})();
afterAll(() => rmSync(clipDir, { recursive: true, force: true }));

const MANUAL = 'WEBVTT\n\n00:00:00.000 --> 00:00:01.500\nSilencio, por favor\n';

const upload = async (who: Signed) =>
  (await uploadReady(who, { title: 'Silencio' }, { bytes: silentClip, name: 'silencio.mp4' })).body as {
    id: string;
    status: string;
  };

describe('automatic captions with a speech model (BullMQ, a worker in the process)', () => {
  let modelDir: string;
  let queue: Queue;
  beforeAll(() => {
    modelDir = tinySpeechModel();
  });
  const { t } = appPerSuite(() => ({ CAPTIONS_MODEL_DIR: modelDir }), { redis: true });
  beforeAll(() => {
    queue = t.app.get<Queue>(getQueueToken(VIDEO_CAPTIONS_QUEUE));
  });
  afterAll(() => rmSync(modelDir, { recursive: true, force: true }));

  const finished = async (videoId: string) => {
    await eventually(async () => expect(await (await queue.getJob(videoId))?.isCompleted()).toBe(true), 60_000);
    return (await queue.getJob(videoId))!;
  };

  it('should write an automatic draft after the conversion: no lines for silence', async () => {
    const mentor = await signedMentor(t);
    const video = await upload(mentor);
    expect(video.status).toBe('ready');

    const job = await finished(video.id);
    expect(job.returnvalue).toEqual({ status: 'written', cues: 0 });
    const now = (await mentor.agent.get(`/api/skill-videos/${video.id}`).expect(200)).body;
    expect(now).toMatchObject({ captions: true, captionsSource: 'auto' });
    const file = await mentor.agent.get(`/api/skill-videos/${video.id}/captions.vtt`).expect(200);
    expect(file.text).toMatch(/^WEBVTT\n/);
    expect(file.text).not.toContain('-->');
  });

  it("should never replace the owner's own captions, and let the owner correct a draft", async () => {
    const mentor = await signedMentor(t);
    const video = await upload(mentor);
    await finished(video.id);

    // The owner corrects the draft: it is theirs from then on.
    await mentor.agent
      .put(`/api/skill-videos/${video.id}/captions`)
      .set('Content-Type', 'text/vtt')
      .send(MANUAL)
      .expect(200);
    expect(await t.app.get(AutoCaptionsService).caption(video.id)).toEqual({
      status: 'skipped',
      reason: 'owner-captions',
    });
    const now = (await mentor.agent.get(`/api/skill-videos/${video.id}`).expect(200)).body;
    expect(now.captionsSource).toBe('manual');
    expect((await mentor.agent.get(`/api/skill-videos/${video.id}/captions.vtt`).expect(200)).text).toBe(MANUAL);
  });
});

describe('without a speech model', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({}, { redis: true })));
  afterAll(() => t.close());

  it('should queue nothing and leave captionsSource null: nothing pretends to transcribe', async () => {
    await t.reset();
    const mentor = await signedMentor(t);
    const video = await upload(mentor);
    expect(video.status).toBe('ready');
    // Once the conversion's job is over, no captions job was ever added for the video.
    const transcode = t.app.get<Queue>(getQueueToken(VIDEO_TRANSCODE_QUEUE));
    await eventually(async () => expect(await (await transcode.getJob(video.id))?.isCompleted()).toBe(true), 20_000);
    const queue = t.app.get<Queue>(getQueueToken(VIDEO_CAPTIONS_QUEUE));
    expect(await queue.getJob(video.id)).toBeUndefined();
    const now = (await mentor.agent.get(`/api/skill-videos/${video.id}`).expect(200)).body;
    expect(now).toMatchObject({ captions: false, captionsSource: null });
  });
});
