import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * 'Persona de confianza': one contact per person, the consents of both sides and each alert sent.
 * Only the invitation token's hash is kept; the leave token is kept as is, since every email to the
 * contact carries it and all it can do is end the alerts.
 */
export class TrustedContacts1796184000100 implements MigrationInterface {
  name = 'TrustedContacts1796184000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE trusted_contacts (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        name varchar(100) NOT NULL,
        email varchar(254) NOT NULL,
        status varchar(10) NOT NULL CHECK (status IN ('invited', 'active')),
        invite_token_hash bytea UNIQUE,
        invite_expires_at timestamptz NOT NULL,
        leave_token varchar(64) NOT NULL UNIQUE,
        invited_at timestamptz NOT NULL DEFAULT now(),
        accepted_at timestamptz,
        last_alert_at timestamptz
      )`);
    await q.query(`
      CREATE TABLE trusted_contact_consents (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        contact_name varchar(100) NOT NULL,
        contact_email varchar(254) NOT NULL,
        action varchar(20) NOT NULL CHECK (action IN ('invited', 'accepted', 'withdrawn', 'left')),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX trusted_contact_consents_user ON trusted_contact_consents (user_id, created_at)`);
    await q.query(`
      CREATE TABLE trusted_contact_alerts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        message_id uuid NOT NULL,
        kind varchar(20) NOT NULL,
        contact_email varchar(254) NOT NULL,
        sent_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX trusted_contact_alerts_user ON trusted_contact_alerts (user_id, sent_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE trusted_contact_alerts`);
    await q.query(`DROP TABLE trusted_contact_consents`);
    await q.query(`DROP TABLE trusted_contacts`);
  }
}
