import { monthKey } from '../../src/modules/tokens/token-month';
import { institutionPayload, professionalPayload, signedUp } from './factories';
import type { TestApp } from './test-app';

export type Signed = Awaited<ReturnType<typeof signedUp>>;

/** A registered account that an admin has already validated. */
export async function validated(t: TestApp, payload: Record<string, unknown>): Promise<Signed> {
  const signed = await signedUp(t, payload);
  await t.db.query(`UPDATE users SET is_validated = true, validated_at = now() WHERE id = $1`, [signed.user.id]);
  t.forgetCaches();
  return signed;
}

export const validatedInstitution = (t: TestApp, name = 'Hogar San José') =>
  validated(t, institutionPayload({ name, institutionName: name }));
export const validatedProfessional = (t: TestApp, name = 'Carlos Díaz') => validated(t, professionalPayload({ name }));

/** Sets a balance outright, already renewed for this month (so no allowance is added on top). */
export async function setTokens(t: TestApp, userId: string, free: number, premium = 0): Promise<void> {
  await t.db.query(
    `INSERT INTO token_accounts (user_id, free_balance, premium_balance, renewed_month) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO UPDATE SET free_balance = $2, premium_balance = $3, renewed_month = $4`,
    [userId, free, premium, monthKey()],
  );
  await t.db.query(`INSERT INTO token_renewals (user_id, month) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
    userId,
    monthKey(),
  ]);
}

/**
 * A plan granted before card charges (a prepaid subscription): held until `renewsAt` (SQL), never charged.
 * `premium` sets the premium tokens beside it.
 */
export async function prepaidPlan(t: TestApp, userId: string, planId: string, since: string, renewsAt: string) {
  await t.db.query(
    `INSERT INTO subscriptions (user_id, plan_id, status, period, started_at, next_charge_at, prepaid)
     VALUES ($1, $2, 'active', 1, ${since}, ${renewsAt}, true)`,
    [userId, planId],
  );
}

export async function balance(t: TestApp, userId: string): Promise<{ free: number; premium: number; total: number }> {
  const [row] = await t.db.query(
    `SELECT free_balance AS free, premium_balance AS premium FROM token_accounts WHERE user_id = $1`,
    [userId],
  );
  return { free: row?.free ?? 0, premium: row?.premium ?? 0, total: (row?.free ?? 0) + (row?.premium ?? 0) };
}

export const ledger = (
  t: TestApp,
  userId: string,
): Promise<{ kind: string; delta: number; bucket: string; offer_id: string | null; refund_of: string | null }[]> =>
  t.db.query(
    `SELECT kind, delta, bucket, offer_id, application_id, refund_of FROM token_ledger WHERE user_id = $1 ORDER BY seq`,
    [userId],
  );

export const offerPayload = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  title: 'Kinesiólogo para taller de movilidad',
  description: 'Buscamos kinesiólogo para un taller semanal de movilidad y prevención de caídas con residentes.',
  serviceType: 'kinesiologo',
  modality: 'presencial',
  location: 'Concepción',
  payment: 35000,
  duration: 90,
  requirements: 'Título profesional',
  ...overrides,
});

export const coverLetter =
  'Tengo ocho años de experiencia en talleres de movilidad con personas mayores y me encantaría participar.';

/** Approved, open offers written straight to the database (for tests about applying, not publishing). */
export async function approvedOffers(t: TestApp, institutionId: string, count: number): Promise<string[]> {
  const rows: { id: string }[] = await t.db.query(
    `INSERT INTO job_offers (institution_id, title, description, service_type, modality, location, payment, status, reviewed_at)
     SELECT $1, 'Oferta de prueba número ' || n, repeat('Descripción de la oferta de prueba. ', 3), 'kinesiologo', 'presencial', 'Santiago', 30000, 'approved', now()
       FROM generate_series(1, $2::int) AS n RETURNING id`,
    [institutionId, count],
  );
  return rows.map((r) => r.id);
}

export const outboxEvents = (t: TestApp, name: string): Promise<{ payload: Record<string, unknown> }[]> =>
  t.db.query(`SELECT payload FROM outbox WHERE name = $1 ORDER BY id`, [name]);
