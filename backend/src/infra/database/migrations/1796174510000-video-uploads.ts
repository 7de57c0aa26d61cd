import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Resumable video uploads (tus) not yet turned into a video, owned by the videos module: who may
 * continue each one, and the bytes it declared, which count in its owner's quota until it becomes a
 * video, is cancelled or expires.
 */
export class VideoUploads1796174510000 implements MigrationInterface {
  name = 'VideoUploads1796174510000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE video_uploads (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        size_bytes bigint NOT NULL CHECK (size_bytes > 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX video_uploads_user_idx ON video_uploads (user_id)`);
    await q.query(`CREATE INDEX video_uploads_created_idx ON video_uploads (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE video_uploads`);
  }
}
