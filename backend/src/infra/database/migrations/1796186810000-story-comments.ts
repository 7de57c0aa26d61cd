import { MigrationInterface, QueryRunner } from 'typeorm';

/** Comments on stories ('Historia Personal' videos), read oldest first a page at a time. */
export class StoryComments1796186810000 implements MigrationInterface {
  name = 'StoryComments1796186810000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE story_comments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        video_id uuid NOT NULL REFERENCES skill_videos(id) ON DELETE CASCADE,
        author_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        text varchar(1000) NOT NULL CHECK (length(btrim(text)) > 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX story_comments_story ON story_comments (video_id, created_at, id)`);
    await q.query(`CREATE INDEX story_comments_author ON story_comments (author_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE story_comments`);
  }
}
