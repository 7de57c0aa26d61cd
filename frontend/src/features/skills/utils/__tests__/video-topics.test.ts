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

  it('leaves out verbs: infinitives, with a pronoun, gerunds and imperatives, but keeps nouns that look like them', () => {
    const keys = deriveTopics(
      [
        'Cerámica en torno: centrar el barro',
        'Centrar la pieza y tornearla',
        'Amasando pan',
        'Aprende a tejer en telar',
        'Hervir agua',
      ],
      50,
    ).map((t) => t.key);
    for (const verb of ['centrar', 'tornearla', 'amasando', 'aprende', 'tejer', 'hervir'])
      expect(keys).not.toContain(verb);
    expect(keys).toEqual(expect.arrayContaining(['ceramica', 'torno', 'barro', 'pieza', 'telar', 'agua']));
  });

  it('prefers words shared by several titles once there are enough, leaving out words of a single title', () => {
    const topics = deriveTopics([
      'Punto arroz a palillo para principiantes',
      'Bufanda a palillo con lana gruesa',
      'Gorro de lana a palillo',
      'Crochet: cadeneta y lana',
      'Crochet para una bufanda',
      'Bordado mexicano',
    ]);
    expect(topics.map((t) => t.label)).toEqual(['Palillo', 'Lana', 'Bufanda', 'Crochet']);
  });

  it('keeps at most six chips, ranked by how many titles share them', () => {
    const titles = ['alfa', 'beta', 'gama', 'delta', 'epsilon', 'zeta', 'theta'].flatMap((w, i) =>
      Array.from({ length: 8 - i }, (_, n) => `Tejido ${w} ${n}`),
    );
    const topics = deriveTopics(titles);
    expect(topics).toHaveLength(6);
    expect(topics.map((t) => t.key)).toEqual(['tejido', 'alfa', 'beta', 'gama', 'delta', 'epsilon']);
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
