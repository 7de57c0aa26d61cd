import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * 'Quiero aprender…': one wish per person and skill (the unique index makes two posts at once one
 * row), and one notice per wish and ready video (the primary key makes a redelivered event a no-op).
 */
export class SkillWishes1796186800000 implements MigrationInterface {
  name = 'SkillWishes1796186800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE skill_wishes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        skill_name varchar(100) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT skill_wishes_user_skill UNIQUE (user_id, skill_name)
      )`);
    await q.query(`CREATE INDEX skill_wishes_skill ON skill_wishes (skill_name)`);
    await q.query(`
      CREATE TABLE skill_wish_notices (
        wish_id uuid NOT NULL REFERENCES skill_wishes(id) ON DELETE CASCADE,
        video_id uuid NOT NULL REFERENCES skill_videos(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (wish_id, video_id)
      )`);
    await q.query(`CREATE INDEX skill_wish_notices_video ON skill_wish_notices (video_id)`);
    await q.query(`ALTER TABLE notification_preferences DROP CONSTRAINT notification_preferences_type_check`);
    await q.query(
      `ALTER TABLE notification_preferences ADD CONSTRAINT notification_preferences_type_check CHECK (type IN ('account', 'marketplace', 'chat', 'meetings', 'skills'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM notification_preferences WHERE type = 'skills'`);
    await q.query(`ALTER TABLE notification_preferences DROP CONSTRAINT notification_preferences_type_check`);
    await q.query(
      `ALTER TABLE notification_preferences ADD CONSTRAINT notification_preferences_type_check CHECK (type IN ('account', 'marketplace', 'chat', 'meetings'))`,
    );
    await q.query(`DROP TABLE skill_wish_notices`);
    await q.query(`DROP TABLE skill_wishes`);
  }
}
