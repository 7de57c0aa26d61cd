// Spec §2: a category's videos are filtered by topic chips, 'Todos' plus topics derived from keywords
// in the titles. A keyword is a meaningful word (not a Spanish filler word, at least 4 letters);
// words that appear in more titles come first, so the chips name what the category is about.

/** Words that say nothing about a video's topic. */
const STOPWORD_LIST = [
  'para', 'como', 'cómo', 'con', 'sin', 'los', 'las', 'una', 'unos', 'unas', 'del', 'que', 'qué', 'por',
  'desde', 'hasta', 'entre', 'sobre', 'este', 'esta', 'estos', 'estas', 'ese', 'esa', 'aquí', 'allí',
  'muy', 'más', 'menos', 'todo', 'toda', 'todos', 'todas', 'cada', 'paso', 'pasos', 'hacer', 'mis',
  'tus', 'sus', 'nuestra', 'nuestro', 'mejor', 'fácil', 'fáciles', 'básico', 'básica', 'básicos',
  'básicas', 'parte', 'video', 'vídeo', 'clase', 'lección', 'aprende', 'aprender', 'aprendiendo',
  'cuando', 'donde', 'dónde', 'también', 'bien', 'tiene', 'tener', 'hace', 'años', 'casa', 'mi', 'tu',
];

const MIN_KEYWORD_LENGTH = 4;
export const MAX_TOPICS = 6;

/** Lower case without accents, so 'Cerámica' and 'ceramica' are one topic. */
export const normalizeWord = (word: string): string =>
  word
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const STOPWORDS = new Set(STOPWORD_LIST.map(normalizeWord));

const wordsOf = (title: string): string[] => title.match(/\p{L}+/gu) ?? [];

const isKeyword = (word: string) => word.length >= MIN_KEYWORD_LENGTH && !STOPWORDS.has(normalizeWord(word));

export interface Topic {
  /** Normalized keyword used for matching. */
  key: string;
  /** How the chip reads: the word as first written, capitalized. */
  label: string;
}

/** The topics of a list of titles, most frequent first (ties keep the order they first appear in). */
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
        else found.set(key, { label: word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(), count: 1, order: found.size });
      });
  });
  return [...found.entries()]
    .sort(([, a], [, b]) => b.count - a.count || a.order - b.order)
    .slice(0, max)
    .map(([key, { label }]) => ({ key, label }));
}

/** Whether a title speaks of a topic (null is 'Todos'). */
export const titleHasTopic = (title: string, topicKey: string | null): boolean =>
  topicKey === null || wordsOf(title).some((word) => normalizeWord(word) === topicKey);
