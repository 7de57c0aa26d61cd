import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The professional marketplace (docs/decisions/marketplace-and-tokens.md): job offers, applications with exactly one award per offer,
 * and the token ledger whose balances can never go negative.
 */
export class Marketplace1764200000000 implements MigrationInterface {
  name = 'Marketplace1764200000000';

  async up(q: QueryRunner): Promise<void> {
    // Rating in hundredths, shown on applications and professional profiles.
    await q.query(
      `ALTER TABLE users ADD COLUMN rating_avg integer NOT NULL DEFAULT 0 CHECK (rating_avg BETWEEN 0 AND 500)`,
    );
    await q.query(`ALTER TABLE users ADD COLUMN rating_count integer NOT NULL DEFAULT 0 CHECK (rating_count >= 0)`);

    await q.query(`
      CREATE TABLE job_offers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        institution_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        title varchar(200) NOT NULL,
        description text NOT NULL,
        service_type varchar(20) NOT NULL CHECK (service_type IN ('psicologo', 'terapeuta', 'enfermero', 'kinesiologo', 'nutricionista')),
        modality varchar(20) NOT NULL CHECK (modality IN ('presencial', 'online', 'hibrido')),
        location varchar(200) NOT NULL,
        payment integer NOT NULL CHECK (payment >= 1),
        duration integer NOT NULL DEFAULT 60 CHECK (duration >= 1),
        requirements text,
        scheduled_date date,
        status varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
        rejection_reason text,
        reviewed_by uuid REFERENCES users(id) ON DELETE SET NULL,
        reviewed_at timestamptz,
        -- The ledger row of the token this submission spent: a rejection refunds exactly that one.
        publish_spend_id uuid,
        closed_at timestamptz,
        closed_reason varchar(30) CHECK (closed_reason IN ('awarded', 'closed_without_award')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (status <> 'rejected' OR length(btrim(rejection_reason)) > 0),
        CHECK (closed_at IS NULL OR status = 'approved')
      )`);
    await q.query(`CREATE INDEX job_offers_status_idx ON job_offers (status, created_at DESC)`);
    await q.query(`CREATE INDEX job_offers_institution_idx ON job_offers (institution_id, created_at DESC)`);

    await q.query(`
      CREATE TABLE applications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        job_offer_id uuid NOT NULL REFERENCES job_offers(id) ON DELETE CASCADE,
        professional_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        cover_letter text NOT NULL,
        proposed_rate integer CHECK (proposed_rate IS NULL OR proposed_rate > 0),
        status varchar(10) NOT NULL DEFAULT 'submitted' CHECK (status IN ('submitted', 'awarded', 'rejected')),
        awarded_at timestamptz,
        read_at timestamptz,
        spend_id uuid,
        refunded_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT applications_one_per_professional UNIQUE (job_offer_id, professional_id),
        CHECK ((status = 'awarded') = (awarded_at IS NOT NULL))
      )`);
    // Exactly one award per offer, whatever races (docs/decisions/marketplace-and-tokens.md).
    await q.query(
      `CREATE UNIQUE INDEX applications_one_award_per_offer ON applications (job_offer_id) WHERE status = 'awarded'`,
    );
    await q.query(`CREATE INDEX applications_professional_idx ON applications (professional_id, created_at DESC)`);
    await q.query(`CREATE INDEX applications_unread_idx ON applications (job_offer_id) WHERE read_at IS NULL`);

    // One balance row per user, in two buckets (free tokens are spent first); the CHECKs are the backstop
    // of the conditional UPDATE that spends.
    await q.query(`
      CREATE TABLE token_accounts (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        free_balance integer NOT NULL DEFAULT 0 CHECK (free_balance >= 0),
        premium_balance integer NOT NULL DEFAULT 0 CHECK (premium_balance >= 0),
        last_spend_bucket varchar(10),
        premium_plan varchar(20),
        premium_plan_type varchar(20) CHECK (premium_plan_type IN ('profesional', 'institucion')),
        premium_tokens_monthly integer NOT NULL DEFAULT 0 CHECK (premium_tokens_monthly >= 0),
        premium_since timestamptz,
        premium_renews_at timestamptz,
        renewed_month varchar(7),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE token_ledger (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        -- Rows of one transaction share created_at: seq keeps the order they were written in.
        seq bigint GENERATED ALWAYS AS IDENTITY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind varchar(30) NOT NULL,
        bucket varchar(10) NOT NULL CHECK (bucket IN ('free', 'premium')),
        delta integer NOT NULL CHECK (delta <> 0),
        balance_after integer NOT NULL CHECK (balance_after >= 0),
        offer_id uuid,
        application_id uuid,
        product_id varchar(20),
        -- A refund names the spend it returns: one refund per spend, whatever retries.
        refund_of uuid UNIQUE REFERENCES token_ledger(id),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX token_ledger_user_idx ON token_ledger (user_id, seq DESC)`);

    // The monthly renewal happens once per user and month, however often the job runs.
    await q.query(`
      CREATE TABLE token_renewals (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        month varchar(7) NOT NULL,
        renewed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, month)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE token_renewals`);
    await q.query(`DROP TABLE token_ledger`);
    await q.query(`DROP TABLE token_accounts`);
    await q.query(`DROP TABLE applications`);
    await q.query(`DROP TABLE job_offers`);
    await q.query(`ALTER TABLE users DROP COLUMN rating_count, DROP COLUMN rating_avg`);
  }
}
