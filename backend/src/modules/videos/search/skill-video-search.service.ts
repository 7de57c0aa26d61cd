import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { notBlockedBetweenSql } from '../../safety/blocks.service';

/**
 * The one place where searching skill videos (and mentors) is decided: how a typed query becomes
 * a PostgreSQL tsquery (every word, any order, Spanish stems, accents folded, typos forgiven) and
 * the SQL fragments the catalogue and the mentors' list filter and rank with. Other filters (blocks,
 * suspensions) join these statements where they are built (catalogueSql below, ProfileService).
 */

/** Words of fewer letters than this are dropped ('a', 'y'); a query left with none lists everything. */
const MIN_WORD = 2;
const MAX_WORDS = 8;
/** Words this long or longer are also matched with one or two letters wrong. */
const TYPO_MIN_LENGTH = 5;
const TYPO_CANDIDATES = 8;

export interface SearchPlan {
  /** to_tsquery('cg_spanish', …) input: `(enpanadas:* | empanadas) & (pino:*)`. */
  tsquery: string;
  /** The same alternatives joined by OR: the authors' names are narrowed with it. */
  anyTsquery: string;
  /** The query with each unknown word replaced by the closest existing one, when any was. */
  corrected: string | null;
  /** to_tsquery input of the corrected words alone (to check that a suggestion finds something). */
  correctedTsquery: string | null;
}

/** Lower case, accents folded, split into words of letters and digits (so no tsquery syntax gets in). */
export function searchWords(q: string | undefined): string[] {
  if (!q) return [];
  const folded = q
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  const words = folded.split(/[^a-z0-9]+/).filter((w) => w.length >= MIN_WORD && w.length <= 40);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/** Edits (insert, delete, change, swap two neighbours) between two words. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.length][b.length];
}

const group = (alternatives: string[]) => `(${alternatives.join(' | ')})`;

/**
 * The document a video is searched in: its own vector (title A, skill B, description C) and its
 * author's name (D). `v` and `u` are the aliases of skill_videos and users in the statement.
 */
export const videoDocumentSql = (v: string, u: string) => `(${v}.search_vector || ${u}.name_vector)`;

/** True when the video matches the tsquery `tsq` (an SQL expression that may be NULL: no search). */
export const videoMatchesSql = (v: string, u: string, tsq: string) =>
  `(${tsq} IS NULL OR numnode(${tsq}) = 0 OR ${videoDocumentSql(v, u)} @@ ${tsq})`;

/** An SQL expression turning a text parameter (a SearchPlan's tsquery, or NULL) into a tsquery. */
export const tsqueryOf = (param: string) =>
  `(CASE WHEN ${param}::text IS NULL THEN NULL ELSE to_tsquery('cg_spanish'::regconfig, ${param}::text) END)`;

/**
 * The catalogue (GET /api/skill-videos), one prepared statement each way, the page with its total.
 * Parameters: $1 category, $2 skill (NULL: any), $3 the story skill (left out unless asked for),
 * $4 limit, $5 offset, $6 the viewer (who also sees their own unready videos); with a search, $7 a
 * SearchPlan's tsquery and $8 its anyTsquery. Without a search the newest come first.
 */
export const catalogueSql = (videoColumns: string) => `
  SELECT ${videoColumns},
         u.name AS author_name, u.profile_image_file_id AS author_photo_file_id, count(*) OVER () AS total
    FROM skill_videos v JOIN users u ON u.id = v.user_id
   WHERE ${catalogueFiltersSql}
   ORDER BY v.created_at DESC, v.id DESC
   LIMIT $4 OFFSET $5`;

const catalogueFiltersSql = `($1::varchar IS NULL OR v.category_id = $1)
     AND ($2::varchar IS NULL OR v.skill_name = $2)
     AND (v.skill_name <> $3 OR v.skill_name = $2)
     AND (v.status = 'ready' OR v.user_id = $6)
     AND u.suspended_at IS NULL
     AND ${notBlockedBetweenSql('$6::uuid', 'v.user_id')}`;

/**
 * With a search, the most relevant first. The GIN indexes find the candidates: videos holding every
 * word themselves ($7), and the videos of authors whose name holds any of the words ($8); only those
 * are checked for every word across video and author and ranked.
 */
export const searchCatalogueSql = (videoColumns: string) => `
  WITH hits AS MATERIALIZED (
    SELECT c.id FROM skill_videos c WHERE c.search_vector @@ to_tsquery('cg_spanish'::regconfig, $7::text)
    UNION
    SELECT c.id FROM users n JOIN skill_videos c ON c.user_id = n.id
     WHERE n.name_vector @@ to_tsquery('cg_spanish'::regconfig, $8::text)),
  -- OFFSET 0 keeps the check out of the join: the whole document is built for the candidates only.
  ranked AS MATERIALIZED (
    SELECT d.id, ts_rank(d.doc, d.tsq) AS rank FROM (
      SELECT v.id, ${videoDocumentSql('v', 'u')} AS doc, to_tsquery('cg_spanish'::regconfig, $7::text) AS tsq
        FROM hits h JOIN skill_videos v ON v.id = h.id JOIN users u ON u.id = v.user_id
      OFFSET 0) d
     WHERE d.doc @@ d.tsq)
  SELECT ${videoColumns},
         u.name AS author_name, u.profile_image_file_id AS author_photo_file_id, count(*) OVER () AS total
    FROM ranked r JOIN skill_videos v ON v.id = r.id JOIN users u ON u.id = v.user_id
   WHERE ${catalogueFiltersSql}
   ORDER BY r.rank DESC, v.created_at DESC, v.id DESC
   LIMIT $4 OFFSET $5`;

/** Whether a tsquery finds a ready video (of anyone): a suggestion must lead somewhere. */
const findsSomethingSql = `
  SELECT EXISTS (
    SELECT 1 FROM skill_videos v JOIN users u ON u.id = v.user_id
     WHERE v.search_vector @@ to_tsquery('cg_spanish'::regconfig, $1::text)
       AND v.skill_name <> $2 AND v.status = 'ready' AND u.suspended_at IS NULL) AS found`;

@Injectable()
export class SkillVideoSearch {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Null when the query has no word to search for (empty, one letter, only signs). */
  async plan(q: string | undefined): Promise<SearchPlan | null> {
    const words = searchWords(q);
    if (words.length === 0) return null;
    const known = await this.knownWords(words);
    let changed = false;
    const corrected: string[] = [];
    const alternatives = words.map((w) => {
      const info = known.get(w);
      if (!info || info.exists) {
        corrected.push(w);
        return group([`${w}:*`]);
      }
      const close = info.candidates
        .map((c) => ({ c, d: editDistance(w, c) }))
        .filter(({ d }) => d <= (w.length >= TYPO_MIN_LENGTH ? 2 : 1))
        .sort((a, b) => a.d - b.d);
      if (close.length === 0) {
        corrected.push(w);
        return group([`${w}:*`]);
      }
      changed = true;
      corrected.push(close[0].c);
      // Short words are only suggested, never silently widened: 'pam' must not find 'pan'.
      return w.length >= TYPO_MIN_LENGTH ? group([`${w}:*`, ...close.slice(0, 3).map((x) => x.c)]) : group([`${w}:*`]);
    });
    return {
      tsquery: alternatives.join(' & '),
      anyTsquery: alternatives.join(' | '),
      corrected: changed ? corrected.join(' ') : null,
      correctedTsquery: changed ? corrected.map((w) => group([`${w}:*`])).join(' & ') : null,
    };
  }

  /** The corrected query, when it finds at least one video: '¿Quisiste decir «…»?'. */
  async suggestion(plan: SearchPlan | null, storySkill: string): Promise<string | undefined> {
    if (!plan?.corrected || !plan.correctedTsquery) return undefined;
    const [{ found }] = await this.dataSource.query<[{ found: boolean }]>(findsSomethingSql, [
      plan.correctedTsquery,
      storySkill,
    ]);
    return found ? plan.corrected : undefined;
  }

  /**
   * For each word: whether some catalogue word starts with it, and otherwise the nearest words by
   * trigrams (pg_trgm's GiST index on search_words), to be measured by edits.
   */
  private async knownWords(words: string[]): Promise<Map<string, { exists: boolean; candidates: string[] }>> {
    // A word is known when a catalogue word starts with its stem ('huertos' → 'huert'); a stop word
    // ('de') has no stem and is never corrected.
    const rows: { word: string; exists: boolean; candidates: string[] | null }[] = await this.dataSource.query(
      `SELECT i.word,
              st.stem IS NULL OR EXISTS (SELECT 1 FROM search_words s
                       WHERE s.word >= (st.stem COLLATE "C") AND s.word < ((st.stem || '~') COLLATE "C")) AS exists,
              CASE WHEN length(i.word) < 3 THEN NULL ELSE ARRAY(
                SELECT s.word FROM search_words s ORDER BY s.word <-> i.word LIMIT $2) END AS candidates
         FROM unnest($1::text[]) AS i(word),
              LATERAL (SELECT (tsvector_to_array(to_tsvector('cg_spanish'::regconfig, i.word)))[1] AS stem) st`,
      [words, TYPO_CANDIDATES],
    );
    return new Map(rows.map((r) => [r.word, { exists: r.exists, candidates: r.candidates ?? [] }]));
  }
}
