import { MigrationInterface, QueryRunner } from 'typeorm';

/** Live classes ('Talleres en vivo'): the classes, their seats and line, reminders sent, and reviews. */
export class LiveClasses1796187000000 implements MigrationInterface {
  name = 'LiveClasses1796187000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE live_classes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        mentor_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        title varchar(120) NOT NULL,
        skill_name varchar(100) NOT NULL,
        description varchar(2000) NOT NULL,
        starts_at timestamptz NOT NULL,
        duration_minutes smallint NOT NULL CHECK (duration_minutes BETWEEN 30 AND 90),
        capacity smallint NOT NULL CHECK (capacity BETWEEN 2 AND 8),
        status varchar(10) NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'cancelled')),
        series_id uuid,
        version integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX live_classes_upcoming ON live_classes (starts_at) WHERE status = 'scheduled'`);
    await q.query(`CREATE INDEX live_classes_by_mentor ON live_classes (mentor_id, starts_at)`);
    // One row per person and class: a seat or a place in line (the line is ordered by seq).
    await q.query(`
      CREATE TABLE live_class_seats (
        class_id uuid NOT NULL REFERENCES live_classes(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        status varchar(10) NOT NULL CHECK (status IN ('enrolled', 'waitlisted')),
        seq bigserial NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (class_id, user_id)
      )`);
    await q.query(`CREATE INDEX live_class_seats_line ON live_class_seats (class_id, status, seq)`);
    await q.query(`CREATE INDEX live_class_seats_by_user ON live_class_seats (user_id)`);
    // One row per reminder sent: a class's version and offset are sent once, whoever runs the job.
    await q.query(`
      CREATE TABLE live_class_reminders (
        class_id uuid NOT NULL REFERENCES live_classes(id) ON DELETE CASCADE,
        version integer NOT NULL,
        before_seconds integer NOT NULL,
        sent_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (class_id, version, before_seconds)
      )`);
    await q.query(`
      CREATE TABLE live_class_reviews (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        class_id uuid NOT NULL REFERENCES live_classes(id) ON DELETE CASCADE,
        mentor_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        reviewer_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
        comment varchar(1000),
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (class_id, reviewer_id)
      )`);
    await q.query(`CREATE INDEX live_class_reviews_of_mentor ON live_class_reviews (mentor_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE live_class_reviews`);
    await q.query(`DROP TABLE live_class_reminders`);
    await q.query(`DROP TABLE live_class_seats`);
    await q.query(`DROP TABLE live_classes`);
  }
}
