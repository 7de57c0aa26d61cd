import { readFile, rm } from 'node:fs/promises';
import { probeMedia, transcodeToM4a } from './ffmpeg';

/** Output longer than the limit by less than this is still the limit (a frame's rounding). */
const DURATION_SLACK_SECONDS = 0.5;

/** Why a recording was not taken as a voice note: the caller says it in its own words. */
export class VoiceRejected extends Error {
  constructor(readonly reason: 'not-a-recording' | 'too-long') {
    super(reason);
  }
}

export interface VoiceNote {
  bytes: Buffer;
  durationSeconds: number;
}

/**
 * A recording as AAC in .m4a (which iPhone and Android both play), without its metadata (place,
 * title, device). Rejects with VoiceRejected when ffmpeg cannot read it or it lasts over maxSeconds.
 */
export async function convertVoiceNote(path: string, maxSeconds: number, timeoutMs: number): Promise<VoiceNote> {
  const output = `${path}.m4a`;
  try {
    await transcodeToM4a(path, output, maxSeconds + 1, timeoutMs).catch(() => {
      throw new VoiceRejected('not-a-recording');
    });
    const info = await probeMedia(output).catch(() => null);
    if (!info?.durationSeconds) throw new VoiceRejected('not-a-recording');
    if (info.durationSeconds > maxSeconds + DURATION_SLACK_SECONDS) throw new VoiceRejected('too-long');
    return { bytes: await readFile(output), durationSeconds: Math.round(info.durationSeconds * 10) / 10 };
  } finally {
    await rm(output, { force: true });
  }
}
