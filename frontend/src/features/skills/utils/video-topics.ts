// A category's videos are filtered by topic chips, 'Todos' plus topics derived from keywords
// in the titles. A keyword is a meaningful word: not a Spanish filler word, not a verb (an infinitive,
// a gerund or a common imperative: 'Centrar' says what to do, not what the video is about), and at
// least 4 letters. Words shared by more titles come first, and once enough words are shared, words
// found in a single title are left out ('Punto' and 'Arroz' of one title are not topics of a category).

// Words that say nothing about a video's topic.
const STOPWORD_LIST = [
  'para',
  'como',
  'cómo',
  'con',
  'sin',
  'los',
  'las',
  'una',
  'unos',
  'unas',
  'del',
  'que',
  'qué',
  'por',
  'desde',
  'hasta',
  'entre',
  'sobre',
  'este',
  'esta',
  'estos',
  'estas',
  'ese',
  'esa',
  'esos',
  'esas',
  'aquí',
  'allí',
  'muy',
  'más',
  'menos',
  'todo',
  'toda',
  'todos',
  'todas',
  'cada',
  'paso',
  'pasos',
  'mis',
  'tus',
  'sus',
  'nuestra',
  'nuestro',
  'mejor',
  'fácil',
  'fáciles',
  'básico',
  'básica',
  'básicos',
  'básicas',
  'parte',
  'video',
  'vídeo',
  'videos',
  'clase',
  'clases',
  'lección',
  'curso',
  'cuando',
  'donde',
  'dónde',
  'también',
  'bien',
  'tiene',
  'hace',
  'años',
  'casa',
  'mi',
  'tu',
  'hacia',
  'según',
  'durante',
  'mediante',
  'contra',
  'pero',
  'porque',
  'pues',
  'solo',
  'sola',
  'otro',
  'otra',
  'otros',
  'otras',
  'mismo',
  'misma',
  'nuevo',
  'nueva',
  'primer',
  'primera',
  'primeros',
  'primeras',
  'segunda',
  'tercera',
  'cosas',
  'forma',
  'manera',
  'tipo',
  'tipos',
  'algo',
  'nada',
  'siempre',
  'nunca',
  'sencillo',
  'sencilla',
  'simple',
  'rápido',
  'rápida',
  'principiantes',
  'principiante',
  'todo',
  'tiempo',
  'veces',
  'vida',
  'ideas',
  'consejos',
  'trucos',
  'guía',
  'tutorial',
  'introducción',
  // Imperatives and conjugated verbs that titles start with.
  'aprende',
  'aprendamos',
  'prepara',
  'preparemos',
  'haz',
  'hagamos',
  'mira',
  'descubre',
  'conoce',
  'usa',
  'usemos',
  'cuida',
  'crea',
  'creemos',
  'sigue',
  'empieza',
  'comienza',
  'prueba',
  'vamos',
  'puedes',
  'puede',
  'quiero',
  'queremos',
  'tienes',
  'debes',
  'necesitas',
  'sabes',
  'enseño',
];

// Nouns that end like an infinitive but name a topic (a loom, sugar, a workshop…).
const NOT_VERBS = [
  'telar',
  'azúcar',
  'hogar',
  'lugar',
  'altar',
  'collar',
  'pilar',
  'taller',
  'mujer',
  'alfiler',
  'placer',
  'poder',
  'deber',
  'elixir',
  'néctar',
  'militar',
  'familiar',
  'popular',
  'mar',
  'bar',
  'celular',
  'dólar',
  'solar',
  'ajuar',
  'palomar',
  'ámbar',
  'perla',
  'perlas',
  'suéter',
  'póster',
  'kéfir',
  'bazar',
  'líder',
  'cáncer',
  'yogurt',
  'lunar',
  'manjar',
  'palmar',
  'olivar',
  'pinar',
];

const MIN_KEYWORD_LENGTH = 4;
export const MAX_TOPICS = 6;
// With at least this many words shared by 2+ titles, single-title words are no longer topics.
const ENOUGH_SHARED = 3;

// Lower case without accents, so 'Cerámica' and 'ceramica' are one topic.
export const normalizeWord = (word: string): string =>
  word
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const STOPWORDS = new Set(STOPWORD_LIST.map(normalizeWord));
const NOUNS_LIKE_VERBS = new Set(NOT_VERBS.map(normalizeWord));

// Infinitives (centrar, tejer, hervir), with a pronoun (prepararlo, cocerla, lavarse) and gerunds
// (amasando, tejiendo).
const VERB_FORM = /(ar|er|ir)(lo|la|los|las|le|les|se)?$|(ando|iendo|yendo)$/;

const wordsOf = (title: string): string[] => title.match(/\p{L}+/gu) ?? [];

const isVerb = (key: string) => VERB_FORM.test(key) && !NOUNS_LIKE_VERBS.has(key);

const isKeyword = (word: string) => {
  const key = normalizeWord(word);
  return word.length >= MIN_KEYWORD_LENGTH && !STOPWORDS.has(key) && !isVerb(key);
};

export interface Topic {
  // Normalized keyword used for matching.
  key: string;
  // How the chip reads: the word as first written, capitalized.
  label: string;
}

// The topics of a list of titles, in how many titles share them (ties keep the order they first
// appear in); single-title words only while fewer than ENOUGH_SHARED words are shared.
export function deriveTopics(titles: readonly string[], max: number = MAX_TOPICS): Topic[] {
  const found = new Map<string, { label: string; count: number; order: number }>();
  titles.forEach((title) => {
    const seenInTitle = new Set<string>();
    wordsOf(title)
      .filter(isKeyword)
      .forEach((word) => {
        const key = normalizeWord(word);
        if (seenInTitle.has(key)) return;
        seenInTitle.add(key);
        const entry = found.get(key);
        if (entry) entry.count += 1;
        else
          found.set(key, {
            label: word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(),
            count: 1,
            order: found.size,
          });
      });
  });
  const ranked = [...found.entries()].sort(([, a], [, b]) => b.count - a.count || a.order - b.order);
  const shared = ranked.filter(([, { count }]) => count >= 2);
  return (shared.length >= ENOUGH_SHARED ? shared : ranked).slice(0, max).map(([key, { label }]) => ({ key, label }));
}

// Whether a title speaks of a topic (null is 'Todos').
export const titleHasTopic = (title: string, topicKey: string | null): boolean =>
  topicKey === null || wordsOf(title).some((word) => normalizeWord(word) === topicKey);
