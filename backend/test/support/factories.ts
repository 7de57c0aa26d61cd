import type { RegisterDto } from '@conectando/contracts';
import type { TestApp } from './test-app';

export const PASSWORD = 'clave-segura-42';

// Real file headers: what the server must recognise by bytes, whatever the name says.
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;
export const PDF_DATA_URL = dataUrl('application/pdf', PDF_BYTES);
export const PNG_DATA_URL = dataUrl('image/png', PNG_BYTES);

let counter = 0;
export const uniqueEmail = (prefix = 'usuario') => `${prefix}.${Date.now()}.${++counter}@prueba.cl`;

export const personaPayload = (overrides: Partial<RegisterDto> = {}): Record<string, unknown> => ({
  name: 'Ana Pérez',
  email: uniqueEmail('persona'),
  password: PASSWORD,
  birthDate: '1950-04-12',
  gender: 'femenino',
  country: 'chile',
  region: 'Valparaíso',
  userType: 'person',
  acceptTerms: true,
  acceptPrivacy: true,
  acceptNotifications: true,
  ...overrides,
});

export const professionalPayload = (overrides: Partial<RegisterDto> = {}) =>
  personaPayload({
    name: 'Carlos Díaz',
    email: uniqueEmail('profesional'),
    userType: 'professional' as RegisterDto['userType'],
    specialty: 'Kinesiología',
    certificateUrl: PDF_DATA_URL,
    ...overrides,
  });

export const institutionPayload = (overrides: Partial<RegisterDto> = {}) =>
  personaPayload({
    name: 'María Soto',
    email: uniqueEmail('institucion'),
    userType: 'institution' as RegisterDto['userType'],
    institutionName: 'Hogar San José',
    legalRepresentative: 'María Soto',
    institutionEmail: 'contacto@sanjose.cl',
    institutionDocumentUrl: PNG_DATA_URL,
    ...overrides,
  });

/** Registers through the API and returns an agent holding that user's session. */
export async function signedUp(t: TestApp, payload: Record<string, unknown> = personaPayload()) {
  const agent = t.agent();
  const res = await agent.post('/api/auth/register').send(payload).expect(201);
  const cookie = String((res.headers['set-cookie'] as unknown as string[])[0]).split(';')[0];
  return { agent, cookie, user: res.body as { id: string; name: string }, email: payload.email as string };
}

/** `a` opens a conversation with `b` through the API; the chat as the API answers it. */
export async function openChat(a: Awaited<ReturnType<typeof signedUp>>, b: { user: { id: string } }) {
  const res = await a.agent
    .post('/api/chats')
    .send({ participantIds: [a.user.id, b.user.id] })
    .expect(201);
  return res.body as { id: string };
}

/** A signed-in admin (promoted directly in the database: no route makes admins). */
export async function signedInAdmin(t: TestApp) {
  const signed = await signedUp(t, personaPayload({ name: 'Admin Prueba', email: uniqueEmail('admin') }));
  await t.db.query(`UPDATE users SET is_admin = true WHERE id = $1`, [signed.user.id]);
  t.forgetCaches();
  return signed;
}

export const countRows = async (t: TestApp, table: string) =>
  Number((await t.db.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n);
