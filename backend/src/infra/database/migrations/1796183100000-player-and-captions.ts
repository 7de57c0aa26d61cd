import { MigrationInterface, QueryRunner } from 'typeorm';

/** Where each person left each video ('Continuar desde 2:15'), and Spanish captions per video. */
export class PlayerAndCaptions1796183100000 implements MigrationInterface {
  name = 'PlayerAndCaptions1796183100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE video_progress (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        video_id uuid NOT NULL REFERENCES skill_videos(id) ON DELETE CASCADE,
        seconds int NOT NULL CHECK (seconds >= 0),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, video_id)
      )`);
    await q.query(`CREATE INDEX video_progress_video ON video_progress (video_id)`);
    // The file lives apart so that lists never read it; the video row says whether there is one.
    await q.query(`
      CREATE TABLE video_captions (
        video_id uuid PRIMARY KEY REFERENCES skill_videos(id) ON DELETE CASCADE,
        vtt text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `ALTER TABLE skill_videos ADD COLUMN captions_source varchar(8) CHECK (captions_source IN ('manual', 'auto'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE skill_videos DROP COLUMN captions_source`);
    await q.query(`DROP TABLE video_captions`);
    await q.query(`DROP TABLE video_progress`);
  }
}
