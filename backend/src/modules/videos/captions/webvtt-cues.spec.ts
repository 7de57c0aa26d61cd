import { parseWebVtt } from '@conectando/contracts';
import { toWebVtt, wordsOf } from './webvtt-cues';

describe('automatic captions: from recognised tokens to WebVTT cues', () => {
  it('should join BPE pieces into words at their times, offset by where the stretch starts', () => {
    const words = wordsOf({
      offset: 25,
      duration: 25,
      text: 'hola a todos',
      tokens: ['▁ho', 'la', '▁a', '▁to', 'dos'],
      timestamps: [0.4, 0.6, 1.0, 1.3, 1.5],
    });
    expect(words).toEqual([
      { start: 25.4, text: 'hola' },
      { start: 26, text: 'a' },
      { start: 26.3, text: 'todos' },
    ]);
  });

  it('should spread the words evenly over the stretch when the model gives no times (Whisper)', () => {
    const words = wordsOf({ offset: 0, duration: 4, text: ' Hoy tejemos punto arroz', tokens: [], timestamps: [] });
    expect(words.map((w) => w.start)).toEqual([0, 1, 2, 3]);
  });

  it('should cut short readable cues at pauses and long lines, valid for the player', () => {
    const sentence = 'primero cruzamos la lana sobre la aguja y después tejemos el punto con calma';
    const words = sentence.split(' ').map((text, i) => ({ start: 1 + i * 0.3, text }));
    words.push({ start: 20, text: 'Listo.' });
    const vtt = toWebVtt(words);
    const cues = parseWebVtt(vtt)!;
    expect(cues.length).toBeGreaterThanOrEqual(3);
    for (const cue of cues) {
      expect(cue.text.length).toBeLessThanOrEqual(42);
      expect(cue.end - cue.start).toBeLessThanOrEqual(6);
    }
    expect(cues.map((c) => c.text).join(' ')).toBe(`${sentence} Listo.`);
    expect(cues[0].start).toBe(1);
    // The pause before 'Listo.' ends the cue before it; nothing overlaps.
    expect(cues[cues.length - 1]).toMatchObject({ start: 20, text: 'Listo.' });
    cues.slice(1).forEach((cue, i) => expect(cue.start).toBeGreaterThanOrEqual(cues[i].end));
  });

  it('should write a file with no cues for silence', () => {
    expect(toWebVtt([])).toBe('WEBVTT\n');
    expect(parseWebVtt(toWebVtt([]))).toEqual([]);
  });
});
