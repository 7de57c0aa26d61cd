import { readdirSync } from 'node:fs';
import { MSG } from '@conectando/contracts';
import {
  countRows,
  dataUrl,
  institutionPayload,
  PASSWORD,
  personaPayload,
  professionalPayload,
  uniqueEmail,
} from '../support/factories';
import { appPerSuite } from '../support/suite-app';

/** YYYY-MM-DD, `days` after today's UTC date. */
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('POST /api/auth/register', () => {
  const { t } = appPerSuite();

  const expectNothingStored = async () => {
    expect(await countRows(t, 'users')).toBe(0);
    expect(await countRows(t, 'stored_files')).toBe(0);
    expect(readdirSync(t.storageDir)).toEqual([]);
  };

  const rejected: [string, Record<string, unknown>, string][] = [
    ['an empty body', {}, MSG.nameRequired],
    ['a missing name', personaPayload({ name: '' }), MSG.nameRequired],
    ['no name at all', personaPayload({ name: undefined }), MSG.nameRequired],
    ['no password at all', personaPayload({ password: undefined }), MSG.passwordMin],
    ['no region at all', personaPayload({ region: undefined }), MSG.regionRequired],
    // A name that is there but too long says so: 'El nombre es requerido' left the person guessing.
    ['a name over 120 characters', personaPayload({ name: 'Ana '.repeat(31) }), MSG.nameTooLong],
    ['a region over 200 characters', personaPayload({ region: 'Valparaíso '.repeat(19) }), MSG.regionTooLong],
    ['a password over 200 characters', personaPayload({ password: 'clave-larga-'.repeat(17) }), MSG.passwordTooLong],
    ['an invalid email', personaPayload({ email: 'no-es-un-email' }), MSG.emailInvalid],
    ['a short password', personaPayload({ password: '12345' }), MSG.passwordMin],
    ['a missing country', personaPayload({ country: '' }), MSG.countryRequired],
    ['a missing region', personaPayload({ region: '' }), MSG.regionRequired],
    ['a missing user type', personaPayload({ userType: undefined }), MSG.userTypeRequired],
    ['terms not accepted', personaPayload({ acceptTerms: false as true }), MSG.acceptTerms],
    ['privacy not accepted', personaPayload({ acceptPrivacy: false as true }), MSG.acceptPrivacy],
    ['a professional without specialty', professionalPayload({ specialty: '' }), MSG.professionalRequired],
    [
      'a professional without certificate',
      professionalPayload({ certificateUrl: undefined }),
      MSG.professionalRequired,
    ],
    [
      'an institution without legal representative',
      institutionPayload({ legalRepresentative: '' }),
      MSG.institutionRequired,
    ],
    [
      'an institution without document',
      institutionPayload({ institutionDocumentUrl: undefined }),
      MSG.institutionRequired,
    ],
    ['a very common password', personaPayload({ password: 'password' }), MSG.passwordTooCommon],
    // A birth date that is not yet (two days ahead is tomorrow even in the zones furthest ahead) or absurd.
    ['a birth date in the future', personaPayload({ birthDate: daysFromToday(2) }), MSG.birthDateInvalid],
    ['a birth date before 1900', personaPayload({ birthDate: '1899-12-31' }), MSG.birthDateInvalid],
  ];

  it.each(rejected)('should refuse %s with its Spanish message and store nothing', async (_case, payload, message) => {
    const res = await t.http().post('/api/auth/register').send(payload).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message });
    await expectNothingStored();
  });

  it('should refuse a text file named .pdf as certificate, by its bytes', async () => {
    const fakePdf = dataUrl('application/pdf', Buffer.from('esto no es un pdf, es texto plano', 'utf8'));
    const res = await t
      .http()
      .post('/api/auth/register')
      .send(professionalPayload({ certificateUrl: fakePdf }))
      .expect(400);
    expect(res.body).toMatchObject({ code: 'FILE_INVALID', message: MSG.fileInvalid });
    await expectNothingStored();
  });

  it('should refuse a PDF as profile photo', async () => {
    const pdf = dataUrl('image/png', Buffer.from('%PDF-1.4\n%%EOF\n'));
    const res = await t
      .http()
      .post('/api/auth/register')
      .send(personaPayload({ profileImage: pdf }))
      .expect(400);
    expect(res.body.message).toBe(MSG.photoInvalid);
    await expectNothingStored();
  });

  it('should answer 413 with a Spanish message for a certificate over 5 MB', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024 + 10, 32)]);
    const res = await t
      .http()
      .post('/api/auth/register')
      .send(professionalPayload({ certificateUrl: dataUrl('application/pdf', big) }))
      .expect(413);
    expect(res.body).toMatchObject({ statusCode: 413, code: 'FILE_TOO_LARGE', message: MSG.fileTooLarge });
    await expectNothingStored();
  });

  it('should answer 413 in Spanish for a body beyond any file limit', async () => {
    const res = await t
      .http()
      .post('/api/auth/register')
      .send(personaPayload({ profileImage: 'data:image/png;base64,' + 'A'.repeat(23 * 1024 * 1024) }))
      .expect(413);
    expect(res.body).toMatchObject({ statusCode: 413, message: MSG.fileTooLarge });
  });

  it('should refuse a birth date that has not come yet in Spanish, and take one of today', async () => {
    const future = await t
      .http()
      .post('/api/auth/register')
      .send(personaPayload({ birthDate: daysFromToday(2) }))
      .expect(400);
    expect(future.body.message).toBe('La fecha de nacimiento no es válida');
    await expectNothingStored();

    await t
      .http()
      .post('/api/auth/register')
      .send(personaPayload({ email: 'hoy@ejemplo.cl', birthDate: daysFromToday(0) }))
      .expect(201);
    const [row] = await t.db.query(`SELECT birth_date::text AS "birthDate" FROM users WHERE email = 'hoy@ejemplo.cl'`);
    expect(row).toEqual({ birthDate: daysFromToday(0) });
  });

  it('should create a validated persona in learner mode and start a session', async () => {
    const agent = t.agent();
    const res = await agent
      .post('/api/auth/register')
      .send(personaPayload({ name: 'Ana Pérez' }))
      .expect(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      name: 'Ana Pérez',
      accountType: 'persona',
      mode: 'learner',
      isAdmin: false,
      isValidated: true,
      textSize: null,
    });
    expect((await agent.get('/api/auth/me').expect(200)).body.id).toBe(res.body.id);
  });

  it('should keep a professional unvalidated with the certificate stored under a server name', async () => {
    const res = await t.http().post('/api/auth/register').send(professionalPayload()).expect(201);
    expect(res.body).toMatchObject({ accountType: 'profesional', isValidated: false });
    const [file] = await t.db.query(`SELECT purpose, mime_type, storage_name FROM stored_files WHERE owner_id = $1`, [
      res.body.id,
    ]);
    expect(file).toMatchObject({ purpose: 'certificate', mime_type: 'application/pdf' });
    expect(file.storage_name).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(readdirSync(t.storageDir)).toEqual([file.storage_name]);
  });

  it('should keep an institution unvalidated with its data and document', async () => {
    const res = await t.http().post('/api/auth/register').send(institutionPayload()).expect(201);
    expect(res.body).toMatchObject({ accountType: 'institucion', isValidated: false });
    const [user] = await t.db.query(
      `SELECT institution_name, legal_representative, institution_document_file_id FROM users WHERE id = $1`,
      [res.body.id],
    );
    expect(user).toMatchObject({ institution_name: 'Hogar San José', legal_representative: 'María Soto' });
    expect(user.institution_document_file_id).toEqual(expect.any(String));
  });

  it('should set an HttpOnly, SameSite=Lax session cookie', async () => {
    const res = await t.http().post('/api/auth/register').send(personaPayload()).expect(201);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/cg\.sid=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('should refuse a second account with the same email, in any letter case', async () => {
    const email = uniqueEmail();
    await t.http().post('/api/auth/register').send(personaPayload({ email })).expect(201);
    const res = await t
      .http()
      .post('/api/auth/register')
      .send(personaPayload({ email: email.toUpperCase(), password: PASSWORD }))
      .expect(409);
    expect(res.body.code).toBe('EMAIL_TAKEN');
    expect(await countRows(t, 'users')).toBe(1);
  });

  it('should refuse fields that are not part of the payload (no self-made admins)', async () => {
    await t
      .http()
      .post('/api/auth/register')
      .send({ ...personaPayload(), isAdmin: true })
      .expect(400);
    await expectNothingStored();
  });
});
