import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getQueueToken } from '@nestjs/bullmq';
import type { Job, Queue } from 'bullmq';
import { AppProcess, startAppProcess } from '../support/app-process';
import { createTestApp, TestApp } from '../support/test-app';
import { signedMentor, storedFiles, uploadVideo } from '../videos/video-helpers';
import { TranscodeJob, VIDEO_TRANSCODE_QUEUE } from '../../src/modules/videos/processing/video-transcode.queue';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const WORKER_UP = /Proceso worker iniciado/;

/**
 * A video whose conversion takes seconds (MPEG-4 Part 2 at 720p must be re-encoded to H.264), so that
 * a SIGTERM finds the job running.
 */
function slowToConvert(dir: string): Buffer {
  const path = join(dir, 'slow.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=1280x720:rate=30'],
    ...['-t', '10', '-c:v', 'mpeg4', '-q:v', '8', path],
  ]);
  return readFileSync(path);
}

describe('SIGTERM on a worker in the middle of a job', () => {
  let t: TestApp;
  let queue: Queue<TranscodeJob>;
  let video: Buffer;
  const workers: AppProcess[] = [];
  beforeAll(async () => {
    // An API process: it enqueues the conversions and runs none of them.
    t = await createTestApp({ APP_ROLE: 'api' }, { redis: true });
    await t.reset();
    queue = t.app.get<Queue<TranscodeJob>>(getQueueToken(VIDEO_TRANSCODE_QUEUE), { strict: false });
    video = slowToConvert(join(t.storageDir, '..'));
  }, 60_000);
  afterEach(async () => {
    for (const w of workers.splice(0)) if (w.child.exitCode === null) w.child.kill('SIGKILL');
  });
  afterAll(() => t.close());

  const worker = async (env: Record<string, string> = {}) => {
    const w = startAppProcess(t, { APP_ROLE: 'worker', ...env });
    workers.push(w);
    await w.printed(WORKER_UP);
    return w;
  };

  /** A mentor's upload, queued for conversion, and its job once a worker has taken it. */
  const uploaded = async (name: string) => {
    const mentor = await signedMentor(t, name);
    const res = await uploadVideo(mentor, {}, { bytes: video, name: 'video.mp4' }).expect(202);
    return { mentor, id: res.body.id as string };
  };
  const jobOf = async (id: string) => (await queue.getJob(id)) as Job<TranscodeJob>;
  const until = async (what: string, probe: () => Promise<boolean>, ms = 90_000) => {
    const end = Date.now() + ms;
    while (!(await probe())) {
      if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
      await sleep(50);
    }
  };
  const statusOf = async (id: string) =>
    (await t.db.query<{ status: string }[]>(`SELECT status FROM skill_videos WHERE id = $1`, [id]))[0].status;

  it('should finish the running job within the grace, exit 0, and leave nothing for the next worker to redo', async () => {
    const { id } = await uploaded('Rosa Termina');
    const first = await worker({ SHUTDOWN_GRACE_MS: '60000' });
    await until('the job to start', async () => (await (await jobOf(id)).getState()) === 'active');

    first.signal('SIGTERM');
    const { code } = await first.exited;
    expect(code).toBe(0);
    expect(first.output()).toMatch(/Cerrado en \d+ ms/);
    expect(await (await jobOf(id)).getState()).toBe('completed');
    expect(await statusOf(id)).toBe('ready');

    // The next worker finds nothing to do: the job ran once.
    const next = await worker();
    await sleep(1000);
    next.signal('SIGTERM');
    expect((await next.exited).code).toBe(0);
    const job = await jobOf(id);
    expect(await job.getState()).toBe('completed');
    expect(job.attemptsStarted).toBe(1);
    expect(storedFiles(t).filter((f) => f.startsWith(id))).toEqual([`${id}.jpg`, `${id}.mp4`]);
  }, 150_000);

  it('should hand a job still running at the deadline back to the queue, where another worker does it once', async () => {
    const { id } = await uploaded('Rosa Interrumpida');
    const grace = 1000;
    const first = await worker({ SHUTDOWN_GRACE_MS: String(grace) });
    await until('the job to start', async () => (await (await jobOf(id)).getState()) === 'active');

    first.signal('SIGTERM');
    const { code, afterSignalMs } = await first.exited;
    expect(code).toBe(1);
    // The grace, then at most a second to give the job back.
    expect(afterSignalMs).toBeLessThan(grace + 2500);
    expect(first.output()).toMatch(/1 trabajo\(s\) devuelto\(s\) a la cola/);
    // Back in the queue at once, not left locked until its lock expires.
    expect(await (await jobOf(id)).getState()).toBe('waiting');
    expect(await statusOf(id)).toBe('processing');

    const next = await worker();
    await until('the conversion', async () => (await statusOf(id)) !== 'processing');
    expect(await statusOf(id)).toBe('ready');
    await until('the job to complete', async () => (await (await jobOf(id)).getState()) === 'completed');
    next.signal('SIGTERM');
    expect((await next.exited).code).toBe(0);
    const job = await jobOf(id);
    expect(job.attemptsStarted).toBe(2);
    expect(job.failedReason).toBeFalsy();
    // One video and one poster; the cut run's partial output is not left beside them.
    expect(storedFiles(t).filter((f) => f.includes(id))).toEqual([`${id}.jpg`, `${id}.mp4`]);
  }, 150_000);
});
