import { MigrationInterface, QueryRunner } from 'typeorm';

// In a C-locale database lower() leaves Á É Í Ó Ú Ü Ñ as they are, so 'Árboles' was stored as
// 'Árboles' and a search for 'arboles' missed it. translate() folds the capitals too, with no
// extension (unaccent is not in every PostgreSQL we run on).
const FOLDED = (column: string) => `translate(lower(${column}), 'áéíóúüñÁÉÍÓÚÜÑ', 'aeiouunaeiouun')`;

/** Recomputes skill_videos.search_text so capital accented letters are folded as well. */
export class SearchCapitals1764250000000 implements MigrationInterface {
  name = 'SearchCapitals1764250000000';

  async up(q: QueryRunner): Promise<void> {
    // A stored generated column cannot change its expression in place before PostgreSQL 17.
    await q.query(`ALTER TABLE skill_videos DROP COLUMN search_text`);
    await q.query(`
      ALTER TABLE skill_videos ADD COLUMN search_text text GENERATED ALWAYS AS (
        ${FOLDED(`title || ' ' || coalesce(description, '') || ' ' || skill_name`)}
      ) STORED`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE skill_videos DROP COLUMN search_text`);
    await q.query(`
      ALTER TABLE skill_videos ADD COLUMN search_text text GENERATED ALWAYS AS (
        translate(lower(title || ' ' || coalesce(description, '') || ' ' || skill_name), 'áéíóúüñ', 'aeiouun')
      ) STORED`);
  }
}
