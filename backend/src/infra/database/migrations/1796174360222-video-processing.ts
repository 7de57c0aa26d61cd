import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A video is 'processing' until the worker made its playable MP4, then 'ready' or 'failed'. Rows that
 * exist already were stored playable (the demo videos) and start 'ready'. A failed video's bytes are
 * gone and it no longer counts in its owner's quota.
 */
export class VideoProcessing1796174360222 implements MigrationInterface {
  name = 'VideoProcessing1796174360222';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE skill_videos
        ADD COLUMN status varchar(16) NOT NULL DEFAULT 'ready'
          CONSTRAINT skill_videos_status_check CHECK (status IN ('processing', 'ready', 'failed')),
        ADD COLUMN status_message text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE skill_videos DROP COLUMN status_message, DROP COLUMN status`);
  }
}
