import { ERROR_MESSAGES, ErrorCode, MSG, readRegisterErrors, REGISTER_FORM_ACTION } from '@conectando/contracts';
import { countRows, PASSWORD, uniqueEmail } from '../support/factories';
import { TestApp } from '../support/test-app';
import { appPerSuite } from '../support/suite-app';

// The registration form posted by a browser whose app has not run (auth-form.controller.ts): where
// the browser is sent (303), what the page it lands on says, and whether it came back signed in.
const sidOf = (res: { headers: Record<string, unknown> }) =>
  /cg\.sid=([^;]+)/.exec(String(res.headers['set-cookie']))?.[1];

const personForm = (overrides: Record<string, string> = {}): Record<string, string> => ({
  name: ' Ana Pérez ',
  email: uniqueEmail('formulario'),
  password: PASSWORD,
  confirmPassword: PASSWORD,
  birthDate: '12-04-1950',
  gender: 'femenino',
  country: 'chile',
  region: 'Valparaíso',
  userType: 'person',
  acceptTerms: 'on',
  acceptPrivacy: 'on',
  ...overrides,
});

/** The registration page the browser is sent back to: its address's values and messages. */
const landedOn = (location: string) => {
  const url = new URL(location, 'http://localhost');
  return { path: url.pathname, params: url.searchParams, ...readRegisterErrors(url.searchParams.getAll('error')) };
};

describe('the registration form without the app', () => {
  const { t } = appPerSuite();

  const post = (agent: ReturnType<TestApp['agent']>, form: Record<string, string>) =>
    agent.post(REGISTER_FORM_ACTION).type('form').send(form);

  it('should make the account, sign it in and send the browser to /skills', async () => {
    const form = personForm();
    const browser = t.agent();
    const res = await post(browser, form).expect(303);
    expect(res.headers.location).toBe('/skills');
    expect(sidOf(res)).toBeDefined();
    // The app says '¡Registro exitoso!' (or the welcome) once it runs on the page the browser lands on.
    expect(String(res.headers['set-cookie'])).toContain('cg.bienvenida=registro; Max-Age=60; Path=/;');
    const me = (await browser.get('/api/auth/me').expect(200)).body;
    expect(me).toMatchObject({ name: 'Ana Pérez', isValidated: true });
    const [row] = await t.db.query(
      'SELECT email, birth_date::text AS day, accept_notifications FROM users WHERE id = $1',
      [me.id],
    );
    expect(row).toEqual({ email: form.email, day: '1950-04-12', accept_notifications: false });
  });

  it("should send bad input back with each field's message and what was typed, never the password", async () => {
    const res = await post(
      t.agent(),
      personForm({ email: 'no-es-email', confirmPassword: 'otra-cosa', region: '' }),
    ).expect(303);
    const page = landedOn(res.headers.location);
    expect(page.path).toBe('/register');
    expect(page.fields).toEqual({
      email: MSG.emailInvalid,
      confirmPassword: MSG.passwordsMismatch,
      region: MSG.regionRequired,
    });
    expect(page.params.get('tipo')).toBe('person');
    expect(page.params.get('name')).toBe('Ana Pérez');
    expect(page.params.get('email')).toBe('no-es-email');
    expect(page.params.get('birthDate')).toBe('12-04-1950');
    expect(page.params.get('acceptPrivacy')).toBe('1');
    expect(res.headers.location).not.toContain(PASSWORD);
    expect(res.headers.location).not.toContain('otra-cosa');
    expect(sidOf(res)).toBeUndefined();
    expect(await countRows(t, 'users')).toBe(0);
  });

  it('should refuse an unticked box and a professional without a certificate, in their words', async () => {
    const res = await post(t.agent(), personForm({ userType: 'professional', specialty: 'Kinesiología' })).expect(303);
    const page = landedOn(res.headers.location);
    expect(page.params.get('tipo')).toBe('professional');
    expect(page.params.get('specialty')).toBe('Kinesiología');
    expect(page.fields).toEqual({ certificateUrl: MSG.professionalRequired });
    const { acceptTerms: _, ...unticked } = personForm();
    const refused = landedOn((await post(t.agent(), unticked).expect(303)).headers.location);
    expect(refused.fields).toEqual({ acceptTerms: MSG.acceptTerms });
  });

  it('should bound what it gives back, so the address stays small', async () => {
    const res = await post(t.agent(), personForm({ name: 'x'.repeat(2000), region: '' })).expect(303);
    expect(landedOn(res.headers.location).params.get('name')).toHaveLength(254);
  });

  it('should make one account of the same form posted twice, both signed in', async () => {
    const form = personForm();
    const [first, second] = await Promise.all([post(t.agent(), form), post(t.agent(), form)]);
    expect([first.status, second.status]).toEqual([303, 303]);
    expect([first.headers.location, second.headers.location]).toEqual(['/skills', '/skills']);
    expect(sidOf(first)).toBeDefined();
    expect(sidOf(second)).toBeDefined();
    expect(await countRows(t, 'users')).toBe(1);
  });

  it('should tell another password for a taken email that the email is taken', async () => {
    const form = personForm();
    await post(t.agent(), form).expect(303);
    const browser = t.agent();
    const res = await post(browser, { ...form, password: 'otra-clave-9', confirmPassword: 'otra-clave-9' }).expect(303);
    const page = landedOn(res.headers.location);
    expect(page.refusal).toBe(ErrorCode.EmailTaken);
    expect(ERROR_MESSAGES[page.refusal!]).toBe('Ya existe una cuenta con este email.');
    await browser.get('/api/auth/me').expect(401);
    expect(await countRows(t, 'users')).toBe(1);
  });

  it('should refuse a post from another site before reading it, as the API does', async () => {
    const res = await t
      .http()
      .post(REGISTER_FORM_ACTION)
      .set('Origin', 'https://evil.example')
      .type('form')
      .send(personForm())
      .expect(403);
    expect(res.body.code).toBe('CROSS_SITE');
    expect(sidOf(res)).toBeUndefined();
    expect(await countRows(t, 'users')).toBe(0);
  });

  it("should take the form from this site's own page, whose browser says Origin null", async () => {
    const res = await t
      .http()
      .post(REGISTER_FORM_ACTION)
      .set('Origin', 'null')
      .set('Sec-Fetch-Site', 'same-origin')
      .type('form')
      .send(personForm())
      .expect(303);
    expect(res.headers.location).toBe('/skills');
  });
});
