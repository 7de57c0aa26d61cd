import { MigrationInterface, QueryRunner } from 'typeorm';

/** Meeting requests with their reminders, and the reviews that make up a person's rating. */
export class MeetingsAndReviews1796174412634 implements MigrationInterface {
  name = 'MeetingsAndReviews1796174412634';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE meetings (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organizer_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        invitee_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        status varchar(10) NOT NULL CHECK (status IN ('proposed', 'confirmed', 'declined', 'cancelled')),
        slots timestamptz[] NOT NULL CHECK (cardinality(slots) <= 3),
        proposed_by_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        duration_minutes smallint NOT NULL CHECK (duration_minutes IN (15, 30, 45, 60)),
        topic varchar(200),
        starts_at timestamptz,
        version integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (organizer_id <> invitee_id),
        CHECK (status <> 'confirmed' OR starts_at IS NOT NULL)
      )`);
    await q.query(`CREATE INDEX meetings_by_organizer ON meetings (organizer_id, starts_at)`);
    await q.query(`CREATE INDEX meetings_by_invitee ON meetings (invitee_id, starts_at)`);
    // One row per reminder sent: a meeting's version and offset are sent once, whoever runs the job.
    await q.query(`
      CREATE TABLE meeting_reminders (
        meeting_id uuid NOT NULL REFERENCES meetings(id) ON DELETE CASCADE,
        version integer NOT NULL,
        before_seconds integer NOT NULL,
        sent_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (meeting_id, version, before_seconds)
      )`);
    await q.query(`
      CREATE TABLE reviews (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        reviewer_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        reviewee_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        meeting_id uuid REFERENCES meetings(id) ON DELETE CASCADE,
        application_id uuid REFERENCES applications(id) ON DELETE CASCADE,
        rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
        comment varchar(1000),
        published_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((meeting_id IS NULL) <> (application_id IS NULL)),
        CHECK (reviewer_id <> reviewee_id)
      )`);
    await q.query(
      `CREATE UNIQUE INDEX reviews_once_per_meeting ON reviews (reviewer_id, meeting_id) WHERE meeting_id IS NOT NULL`,
    );
    await q.query(
      `CREATE UNIQUE INDEX reviews_once_per_application ON reviews (reviewer_id, application_id) WHERE application_id IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX reviews_published_of ON reviews (reviewee_id, published_at) WHERE published_at IS NOT NULL`,
    );
    await q.query(`CREATE INDEX reviews_unpublished ON reviews (created_at) WHERE published_at IS NULL`);
    await q.query(`ALTER TABLE notification_preferences DROP CONSTRAINT notification_preferences_type_check`);
    await q.query(
      `ALTER TABLE notification_preferences ADD CONSTRAINT notification_preferences_type_check CHECK (type IN ('account', 'marketplace', 'chat', 'meetings'))`,
    );
    // Stars are earned now: the seeded figures go, and only published reviews make them.
    await q.query(`UPDATE users SET rating_avg = 0, rating_count = 0 WHERE rating_count <> 0 OR rating_avg <> 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM notification_preferences WHERE type = 'meetings'`);
    await q.query(`ALTER TABLE notification_preferences DROP CONSTRAINT notification_preferences_type_check`);
    await q.query(
      `ALTER TABLE notification_preferences ADD CONSTRAINT notification_preferences_type_check CHECK (type IN ('account', 'marketplace', 'chat'))`,
    );
    await q.query(`DROP TABLE reviews`);
    await q.query(`DROP TABLE meeting_reminders`);
    await q.query(`DROP TABLE meetings`);
  }
}
