/** One recognised word and when it starts (seconds from the start of the video). */
export interface TimedWord {
  start: number;
  text: string;
}

/** What a recogniser gives for one stretch of audio, `offset` seconds into the video. */
export interface RecognisedStretch {
  offset: number;
  duration: number;
  text: string;
  tokens: string[];
  /** Seconds from the stretch's start, one per token; empty when the model gives none (Whisper). */
  timestamps: number[];
}

/** A line short enough to read at 200% text on a phone, shown long enough to read it. */
const MAX_CUE_CHARS = 42;
const MAX_CUE_SECONDS = 5;
/** A silence this long ends a cue, so a cue never spans a pause. */
const PAUSE_SECONDS = 1;
/** How long the last word of a cue stays on screen when nothing follows it. */
const LAST_WORD_SECONDS = 0.8;

/**
 * The words of a stretch with their start times. BPE tokens start a word with '▁' (or a space);
 * without token times the words are spread evenly over the stretch (close enough for a draft).
 */
export function wordsOf(stretch: RecognisedStretch): TimedWord[] {
  const { offset, duration, tokens, timestamps } = stretch;
  if (tokens.length > 0 && timestamps.length === tokens.length) {
    const words: TimedWord[] = [];
    tokens.forEach((token, i) => {
      const startsWord = /^[▁\s]/.test(token) || words.length === 0;
      const piece = token.replace(/▁/g, ' ');
      if (startsWord) words.push({ start: offset + timestamps[i], text: piece.trim() });
      else words[words.length - 1].text += piece.trimEnd();
    });
    return words.filter((w) => w.text !== '');
  }
  const plain = stretch.text.split(/\s+/).filter(Boolean);
  return plain.map((text, i) => ({ start: offset + (duration * i) / plain.length, text }));
}

/** WebVTT's 'hh:mm:ss.mmm'. */
const stamp = (seconds: number): string => {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
};

/** Words into short cues (a pause, a long line or a long time starts the next one), as a WebVTT file. */
export function toWebVtt(words: TimedWord[]): string {
  const cues: { start: number; words: TimedWord[] }[] = [];
  for (const word of words) {
    const cue = cues[cues.length - 1];
    const last = cue?.words[cue.words.length - 1];
    const line = cue ? [...cue.words, word].map((w) => w.text).join(' ') : '';
    const fits =
      cue &&
      line.length <= MAX_CUE_CHARS &&
      word.start - cue.start <= MAX_CUE_SECONDS &&
      word.start - last.start <= PAUSE_SECONDS + LAST_WORD_SECONDS;
    if (fits) cue.words.push(word);
    else cues.push({ start: word.start, words: [word] });
  }
  const blocks = cues.map((cue, i) => {
    const lastStart = cue.words[cue.words.length - 1].start;
    const next = cues[i + 1]?.start ?? Infinity;
    const end = Math.max(cue.start + 0.5, Math.min(lastStart + LAST_WORD_SECONDS, next));
    return `${stamp(cue.start)} --> ${stamp(Math.min(end, next))}\n${cue.words.map((w) => w.text).join(' ')}`;
  });
  return ['WEBVTT', '', ...blocks.flatMap((b) => [b, ''])].join('\n');
}
