import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * 'Pedir ayuda': a person's conversation with the team and the team's replies. A conversation from
 * the public form has only the email it gave (user_id is set when that email has an account, for the
 * admins' eyes only, and erased with it).
 */
export class HelpRequests1796184000000 implements MigrationInterface {
  name = 'HelpRequests1796184000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE help_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid REFERENCES users(id) ON DELETE CASCADE,
        email varchar(254) NOT NULL,
        via_public_form boolean NOT NULL DEFAULT false,
        text text NOT NULL,
        context_type varchar(20),
        context_id uuid,
        status varchar(10) NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX help_requests_user ON help_requests (user_id, created_at)`);
    await q.query(`CREATE INDEX help_requests_status ON help_requests (status, created_at)`);
    await q.query(`
      CREATE TABLE help_replies (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        request_id uuid NOT NULL REFERENCES help_requests(id) ON DELETE CASCADE,
        admin_id uuid REFERENCES users(id) ON DELETE SET NULL,
        text text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX help_replies_request ON help_replies (request_id, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE help_replies`);
    await q.query(`DROP TABLE help_requests`);
  }
}
