import { describe, expect, it } from 'vitest';
import { deriveTopics, titleHasTopic } from '../video-topics';

const TITLES = [
  'Tejido a palillo para principiantes',
  'Cómo hacer una bufanda de tejido',
  'Bordado mexicano paso a paso',
  'Tejido de crochet: la cadeneta',
  'Acuarela: mezclar colores',
];

describe('deriveTopics', () => {
  it('names the keywords of the titles, the most frequent first', () => {
    const topics = deriveTopics(TITLES);
    expect(topics[0]).toEqual({ key: 'tejido', label: 'Tejido' });
    expect(topics.map((t) => t.label)).toContain('Bordado');
  });

  it('leaves out filler words and short words', () => {
    const keys = deriveTopics(TITLES, 50).map((t) => t.key);
    for (const filler of ['para', 'como', 'hacer', 'paso', 'una', 'de', 'la', 'a']) expect(keys).not.toContain(filler);
  });

  it('treats accents and case as the same topic', () => {
    const topics = deriveTopics(['Cerámica en torno', 'CERAMICA para niños', 'ceramica esmaltada']);
    expect(topics[0]).toEqual({ key: 'ceramica', label: 'Cerámica' });
    expect(topics.filter((t) => t.key === 'ceramica')).toHaveLength(1);
  });

  it('keeps at most the requested number of chips, ties in order of appearance', () => {
    const topics = deriveTopics(['Pan amasado casero', 'Empanadas horneadas', 'Mermelada de membrillo'], 3);
    expect(topics.map((t) => t.label)).toEqual(['Amasado', 'Casero', 'Empanadas']);
  });

  it('gives no topics for no videos', () => {
    expect(deriveTopics([])).toEqual([]);
  });
});

describe('titleHasTopic', () => {
  it('matches whole words regardless of accents; null (Todos) matches everything', () => {
    expect(titleHasTopic('Cómo hacer una bufanda de tejido', 'tejido')).toBe(true);
    expect(titleHasTopic('Tejidos de lana', 'tejido')).toBe(false);
    expect(titleHasTopic('La CERÁMICA de Pomaire', 'ceramica')).toBe(true);
    expect(titleHasTopic('Lo que sea', null)).toBe(true);
  });
});
