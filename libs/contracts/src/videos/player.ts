import { IsInt, Max, Min } from 'class-validator';

/** The player's speeds: slower and a little faster for people who follow at their own pace. */
export const PLAYBACK_RATES = [0.75, 1, 1.25] as const;

/** Largest captions file accepted (PUT /api/skill-videos/:id/captions). */
export const CAPTIONS_MAX_BYTES = 200 * 1024;

export const PLAYER_MSG = {
  secondsInvalid: 'La posición del video no es válida',
  captionsInvalid: 'El archivo de subtítulos no es válido',
  captionsTooLarge: 'El archivo de subtítulos es demasiado grande. El máximo es 200 KB.',
  captionsOwnOnly: 'Solo puedes cambiar los subtítulos de tus propios videos',
  captionsNotFound: 'Este video no tiene subtítulos',
  /** The player: 'Continuar desde 2:15'. */
  resumeFrom: (clock: string) => `Continuar desde ${clock}`,
  captions: 'Subtítulos',
  transcript: 'Transcripción',
  speed: 'Velocidad',
} as const;

/** PUT /api/skill-videos/:id/progress: where the person left the video (204). */
export class VideoProgressDto {
  @IsInt({ message: PLAYER_MSG.secondsInvalid })
  @Min(0, { message: PLAYER_MSG.secondsInvalid })
  @Max(24 * 60 * 60, { message: PLAYER_MSG.secondsInvalid })
  seconds!: number;
}

/** 'm:ss' (or 'h:mm:ss'): 135 → '2:15'. */
export function clockOf(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

export interface CaptionCue {
  /** Seconds. */
  start: number;
  end: number;
  text: string;
}

const TIMESTAMP = /^(?:(\d{1,3}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;
const secondsOf = (stamp: string): number | null => {
  const m = TIMESTAMP.exec(stamp);
  if (!m) return null;
  return Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(m[4]) / 1000;
};

/**
 * The cues of a WebVTT file, or null when it is not one: the 'WEBVTT' signature, then blocks
 * separated by blank lines; a block with '-->' is a cue whose times must be valid and in order.
 * NOTE, STYLE and REGION blocks are allowed and skipped. Tags are stripped from the cue text.
 */
export function parseWebVtt(text: string): CaptionCue[] | null {
  const body = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (!/^WEBVTT(?:[ \t][^\n]*)?(?:\n|$)/.test(body)) return null;
  if (body.includes('\0')) return null;
  const blocks = body.split(/\n{2,}/).slice(1);
  const cues: CaptionCue[] = [];
  for (const block of blocks) {
    const lines = block.split('\n').filter((l, i) => i > 0 || l.trim() !== '');
    if (lines.length === 0) continue;
    const timingAt = lines.findIndex((l) => l.includes('-->'));
    if (timingAt === -1) {
      if (/^(NOTE|STYLE|REGION)(\s|$)/.test(lines[0])) continue;
      return null;
    }
    if (timingAt > 1) return null;
    const [from, rest] = lines[timingAt].split('-->');
    const start = secondsOf(from.trim());
    const end = secondsOf((rest ?? '').trim().split(/[ \t]+/)[0]);
    if (start === null || end === null || end < start) return null;
    const cueText = lines
      .slice(timingAt + 1)
      .join('\n')
      .replace(/<[^>]*>/g, '')
      .trim();
    cues.push({ start, end, text: cueText });
  }
  return cues;
}
