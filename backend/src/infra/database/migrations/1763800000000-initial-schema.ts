import { MigrationInterface, QueryRunner } from 'typeorm';

/** Users, their uploaded files, the account-validation audit trail, settings and server-side sessions. */
export class InitialSchema1763800000000 implements MigrationInterface {
  name = 'InitialSchema1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pgcrypto`);
    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(120) NOT NULL,
        email varchar(254) NOT NULL,
        password_hash text NOT NULL,
        account_type varchar(20) NOT NULL CHECK (account_type IN ('persona', 'profesional', 'institucion')),
        mode varchar(10) NOT NULL DEFAULT 'learner' CHECK (mode IN ('mentor', 'learner')),
        is_admin boolean NOT NULL DEFAULT false,
        is_validated boolean NOT NULL DEFAULT false,
        validated_at timestamptz,
        bio text,
        region varchar(200) NOT NULL,
        country varchar(40) NOT NULL,
        location varchar(200),
        birth_date date,
        gender varchar(30),
        skills text[] NOT NULL DEFAULT '{}',
        specialty varchar(200),
        institution_name varchar(200),
        institution_email varchar(254),
        legal_representative varchar(200),
        accept_notifications boolean NOT NULL DEFAULT false,
        profile_image_file_id uuid,
        certificate_file_id uuid,
        institution_document_file_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Emails are stored lower-cased; uniqueness is enforced by the database, not by a prior lookup.
    await q.query(`CREATE UNIQUE INDEX users_email_key ON users (email)`);
    await q.query(`CREATE INDEX users_pending_validation_idx ON users (created_at) WHERE NOT is_validated`);

    await q.query(`
      CREATE TABLE stored_files (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        purpose varchar(30) NOT NULL CHECK (purpose IN ('profile-image', 'certificate', 'institution-document')),
        mime_type varchar(100) NOT NULL,
        size_bytes integer NOT NULL CHECK (size_bytes > 0),
        storage_name varchar(100) NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX stored_files_owner_idx ON stored_files (owner_id)`);
    for (const column of ['profile_image_file_id', 'certificate_file_id', 'institution_document_file_id']) {
      await q.query(
        `ALTER TABLE users ADD CONSTRAINT users_${column}_fkey FOREIGN KEY (${column}) REFERENCES stored_files(id) ON DELETE SET NULL`,
      );
    }

    await q.query(`
      CREATE TABLE account_validations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        admin_id uuid NOT NULL REFERENCES users(id),
        decision varchar(20) NOT NULL CHECK (decision IN ('validated')),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX account_validations_user_idx ON account_validations (user_id)`);

    await q.query(`
      CREATE TABLE app_settings (
        key varchar(60) PRIMARY KEY,
        value jsonb NOT NULL,
        updated_by uuid REFERENCES users(id),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`INSERT INTO app_settings (key, value) VALUES ('maintenance', '{"isInMaintenance": false}')`);

    // connect-pg-simple's table (express-session store).
    await q.query(`
      CREATE TABLE "session" (
        sid varchar NOT NULL PRIMARY KEY,
        sess json NOT NULL,
        expire timestamp(6) NOT NULL
      )`);
    await q.query(`CREATE INDEX session_expire_idx ON "session" (expire)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "session"`);
    await q.query(`DROP TABLE app_settings`);
    await q.query(`DROP TABLE account_validations`);
    await q.query(
      `ALTER TABLE users DROP CONSTRAINT users_profile_image_file_id_fkey, DROP CONSTRAINT users_certificate_file_id_fkey, DROP CONSTRAINT users_institution_document_file_id_fkey`,
    );
    await q.query(`DROP TABLE stored_files`);
    await q.query(`DROP TABLE users`);
  }
}
