import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';

/** Niceness of ffmpeg and ffprobe: transcoding runs in the time requests leave idle. */
const MEDIA_NICE = 10;
/** The tail of stderr kept for the log when a run fails (ffmpeg can write megabytes of it). */
const STDERR_TAIL = 4000;
const PROBE_TIMEOUT_MS = 30_000;

export class MediaToolError extends Error {}

/**
 * Runs a Debian ffmpeg/ffprobe binary with an argument list (never a shell), at a lower CPU priority,
 * killed when it outlives `timeoutMs`. Resolves with stdout; rejects with the end of stderr.
 */
export function runMediaTool(command: 'ffmpeg' | 'ffprobe', args: string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    if (child.pid !== undefined) {
      try {
        setPriority(child.pid, MEDIA_NICE);
      } catch {
        // Only a lower priority is asked for; running at the same one is no reason to fail.
      }
    }
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => (err = (err + c.toString('utf8')).slice(-STDERR_TAIL)));
    const timer = setTimeout(() => {
      err += `\nkilled after ${timeoutMs} ms`;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(new MediaToolError(`${command}: ${e.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new MediaToolError(`${command} exited ${code ?? signal}: ${err.trim()}`));
    });
  });
}

export interface MediaInfo {
  durationSeconds: number | null;
  hasVideo: boolean;
  hasAudio: boolean;
  width: number | null;
  height: number | null;
  videoCodec: string | null;
  pixelFormat: string | null;
  audioCodec: string | null;
  framesPerSecond: number | null;
}

interface ProbeJson {
  format?: { duration?: string };
  streams?: {
    codec_type?: string;
    codec_name?: string;
    pix_fmt?: string;
    avg_frame_rate?: string;
    width?: number;
    height?: number;
    duration?: string;
  }[];
}

const rate = (fraction: string | undefined) => {
  const [num, den] = (fraction ?? '').split('/').map(Number);
  return num > 0 && den > 0 ? num / den : null;
};

/** What ffprobe reads of a file; rejects when it cannot read it as media at all. */
export async function probeMedia(path: string): Promise<MediaInfo> {
  const json = await runMediaTool(
    'ffprobe',
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path],
    PROBE_TIMEOUT_MS,
  );
  const parsed = JSON.parse(json) as ProbeJson;
  const streams = parsed.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video');
  const audio = streams.find((s) => s.codec_type === 'audio');
  const duration = Number(parsed.format?.duration ?? video?.duration);
  return {
    durationSeconds: Number.isFinite(duration) && duration > 0 ? duration : null,
    hasVideo: Boolean(video),
    hasAudio: Boolean(audio),
    width: video?.width ?? null,
    height: video?.height ?? null,
    videoCodec: video?.codec_name ?? null,
    pixelFormat: video?.pix_fmt ?? null,
    audioCodec: audio?.codec_name ?? null,
    framesPerSecond: rate(video?.avg_frame_rate),
  };
}

/** Already what every phone plays (H.264 4:2:0 within the bounds, AAC or silent): a remux is enough. */
export const playsEverywhere = (info: MediaInfo): boolean =>
  info.videoCodec === 'h264' &&
  info.pixelFormat === 'yuv420p' &&
  Math.max(info.width ?? Infinity, info.height ?? Infinity) <= MAX_VIDEO_SIDE &&
  (info.framesPerSecond ?? Infinity) <= MAX_VIDEO_FPS &&
  (info.audioCodec === null || info.audioCodec === 'aac');

const MAX_VIDEO_SIDE = 1280;
const MAX_VIDEO_FPS = 30;

/** Longest side at most `max`, never enlarged, even dimensions (H.264 4:2:0 needs them). */
const fitWithin = (max: number) =>
  `scale='min(${max},iw)':'min(${max},ih)':force_original_aspect_ratio=decrease:force_divisible_by=2`;

/**
 * An MP4 every phone plays: H.264 yuv420p + AAC, moov before mdat (+faststart, playback starts before
 * the download ends), longest side ≤ 1280, ≤ 30 fps, and no metadata of the upload (location, device).
 */
export function transcodeToMp4(
  input: string,
  output: string,
  options: { remux: boolean; poster?: { path: string; atSeconds: number } },
  timeoutMs: number,
): Promise<string> {
  // A file that already plays everywhere keeps its streams (copied: seconds of CPU saved, no quality lost).
  const codecs = options.remux
    ? ['-c', 'copy']
    : [
        ...['-vf', fitWithin(MAX_VIDEO_SIDE), '-fpsmax', String(MAX_VIDEO_FPS)],
        ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '24', '-pix_fmt', 'yuv420p', '-profile:v', 'main'],
        ...['-c:a', 'aac', '-b:a', '96k', '-ac', '2'],
      ];
  return runMediaTool(
    'ffmpeg',
    [
      ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-i', input],
      ...['-map', '0:v:0', '-map', '0:a:0?', '-map_metadata', '-1', '-map_chapters', '-1'],
      ...['-map_metadata:s:v', '-1', '-map_metadata:s:a', '-1'],
      ...codecs,
      ...['-movflags', '+faststart', '-fflags', '+bitexact', '-f', 'mp4', output],
      // The poster in the same run (one process, the input read once); sharp cleans and bounds it.
      ...(options.poster
        ? ['-map', '0:v:0', '-ss', options.poster.atSeconds.toFixed(2), '-frames:v', '1', '-map_metadata', '-1']
        : []),
      ...(options.poster ? ['-q:v', '4', '-f', 'image2', options.poster.path] : []),
    ],
    timeoutMs,
  );
}

/**
 * A voice note every phone plays: AAC in an .m4a (MP4) container, mono, no metadata of the upload.
 * Stops after `maxSeconds` of output: a recording's header often lacks its length (MediaRecorder's WebM),
 * so the caller reads the output's and refuses one that reached the bound.
 */
export function transcodeToM4a(input: string, output: string, maxSeconds: number, timeoutMs: number): Promise<string> {
  return runMediaTool(
    'ffmpeg',
    [
      ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-i', input, '-t', String(maxSeconds)],
      ...['-map', '0:a:0', '-vn', '-sn', '-dn', '-map_metadata', '-1', '-map_metadata:s:a', '-1'],
      ...['-c:a', 'aac', '-b:a', '64k', '-ac', '1', '-movflags', '+faststart', '-fflags', '+bitexact'],
      ...['-f', 'ipod', output],
    ],
    timeoutMs,
  );
}
