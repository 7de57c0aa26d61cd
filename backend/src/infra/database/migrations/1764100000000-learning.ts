import { MigrationInterface, QueryRunner } from 'typeorm';

/** Skill videos and stories with their files, saved videos, watched videos, story likes and skill progress. */
export class Learning1764100000000 implements MigrationInterface {
  name = 'Learning1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE skill_videos (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        title varchar(120) NOT NULL CHECK (btrim(title) <> ''),
        description text,
        skill_name varchar(100) NOT NULL,
        category_id varchar(60),
        duration_seconds integer CHECK (duration_seconds >= 0),
        video_storage_name varchar(100) NOT NULL UNIQUE,
        video_mime_type varchar(100) NOT NULL,
        video_size_bytes bigint NOT NULL CHECK (video_size_bytes > 0),
        poster_storage_name varchar(100) UNIQUE,
        poster_mime_type varchar(100),
        -- Search ignores case and Spanish accents; an immutable expression, so it can be stored.
        search_text text GENERATED ALWAYS AS (
          translate(lower(title || ' ' || coalesce(description, '') || ' ' || skill_name), 'áéíóúüñ', 'aeiouun')
        ) STORED,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX skill_videos_created_idx ON skill_videos (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX skill_videos_skill_idx ON skill_videos (skill_name, created_at DESC)`);
    await q.query(`CREATE INDEX skill_videos_category_idx ON skill_videos (category_id, created_at DESC)`);
    await q.query(`CREATE INDEX skill_videos_user_idx ON skill_videos (user_id, created_at DESC)`);

    await q.query(`
      CREATE TABLE saved_videos (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        video_id uuid NOT NULL REFERENCES skill_videos(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, video_id)
      )`);
    await q.query(`CREATE INDEX saved_videos_video_idx ON saved_videos (video_id)`);

    await q.query(`
      CREATE TABLE watched_videos (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        video_id uuid NOT NULL REFERENCES skill_videos(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, video_id)
      )`);
    await q.query(`CREATE INDEX watched_videos_video_idx ON watched_videos (video_id)`);

    await q.query(`
      CREATE TABLE story_likes (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        video_id uuid NOT NULL REFERENCES skill_videos(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, video_id)
      )`);
    await q.query(`CREATE INDEX story_likes_video_idx ON story_likes (video_id)`);

    await q.query(`
      CREATE TABLE skill_progress (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        skill_name varchar(100) NOT NULL,
        practice_count integer NOT NULL DEFAULT 0 CHECK (practice_count >= 0),
        completed_count integer NOT NULL DEFAULT 0 CHECK (completed_count >= 0),
        completed_at timestamptz,
        last_activity_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, skill_name)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE skill_progress`);
    await q.query(`DROP TABLE story_likes`);
    await q.query(`DROP TABLE watched_videos`);
    await q.query(`DROP TABLE saved_videos`);
    await q.query(`DROP TABLE skill_videos`);
  }
}
