import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Small clips made by Debian's ffmpeg when a spec starts (never committed): a phone's HEVC .mov with a
 * GPS location tag, a VP9 WebM, a file that only starts like a WebM, and a voice note.
 */
export const GPS = '+33.4489-070.6693+520.000/';

const dir = mkdtempSync(join(tmpdir(), 'cg-clips-'));
const ffmpeg = (args: string[], out: string) => {
  const path = join(dir, out);
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args, path]);
  return path;
};

/** 1 s, 1440×160 at 60 fps (over both bounds), HEVC + AAC in a .mov with the tags an iPhone writes. */
export function hevcMov(): Buffer {
  return readFileSync(
    ffmpeg(
      [
        ...['-f', 'lavfi', '-i', 'testsrc=size=1440x160:rate=60:duration=1'],
        ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1'],
        ...['-c:v', 'libx265', '-preset', 'ultrafast', '-x265-params', 'log-level=error', '-tag:v', 'hvc1'],
        ...['-c:a', 'aac', '-shortest'],
        ...['-metadata', `location=${GPS}`, '-metadata', `com.apple.quicktime.location.ISO6709=${GPS}`],
        ...['-metadata', 'com.apple.quicktime.make=Apple', '-metadata', 'com.apple.quicktime.model=iPhone 15'],
        ...['-movflags', 'use_metadata_tags', '-f', 'mov'],
      ],
      'iphone.mov',
    ),
  );
}

/** 1 s, 160×120 VP9 + Opus, as Chrome on Android records. */
export function vp9Webm(): Buffer {
  return readFileSync(
    ffmpeg(
      [
        ...['-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10:duration=1'],
        ...['-f', 'lavfi', '-i', 'sine=frequency=330:duration=1'],
        ...['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '200k'],
        ...['-c:a', 'libopus', '-shortest', '-f', 'webm'],
      ],
      'android.webm',
    ),
  );
}

/** The first bytes of a real WebM (so it passes the type check) and then noise: nothing can decode it. */
export function corruptWebm(): Buffer {
  const noise = Buffer.alloc(20_000);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
  return Buffer.concat([vp9Webm().subarray(0, 64), noise]);
}

/** A 2 s voice note as MediaRecorder makes it in Chrome: Opus in WebM, no video. */
export function voiceNoteWebm(seconds = 2): Buffer {
  return readFileSync(
    ffmpeg(
      [...['-f', 'lavfi', '-i', `sine=frequency=220:duration=${seconds}`], ...['-c:a', 'libopus', '-f', 'webm']],
      `voice-${seconds}.webm`,
    ),
  );
}

export interface Probed {
  format: { tags?: Record<string, string>; duration?: string; format_name?: string };
  streams: {
    codec_type: string;
    codec_name: string;
    pix_fmt?: string;
    width?: number;
    height?: number;
    r_frame_rate?: string;
    tags?: Record<string, string>;
  }[];
}

/** ffprobe's reading of bytes (written to a temp file first). */
export function probe(bytes: Buffer): Probed {
  const path = join(dir, `probe-${Date.now()}-${Math.random().toString(36).slice(2)}`);
  writeFileSync(path, bytes);
  const out = execFileSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path]);
  return JSON.parse(out.toString()) as Probed;
}
