import { SIGN_IN_FORM_ACTION } from '@conectando/contracts';
import { PASSWORD, signedInAdmin, signedUp, uniqueEmail } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';
import { appPerSuite } from '../support/suite-app';

// The sign-in form posted by a browser whose app has not run (auth-form.controller.ts): what a
// browser sees is where it is sent (303) and whether it came back signed in.
const sidOf = (res: { headers: Record<string, unknown> }) =>
  /cg\.sid=([^;]+)/.exec(String(res.headers['set-cookie']))?.[1];

const welcomeOf = (res: { headers: Record<string, unknown> }) =>
  ([res.headers['set-cookie']].flat() as string[]).find((cookie) => cookie?.startsWith('cg.bienvenida='));

describe('the sign-in form without the app', () => {
  const { t } = appPerSuite();

  const post = (agent: ReturnType<TestApp['agent']>, form: Record<string, string>) =>
    agent.post(SIGN_IN_FORM_ACTION).type('form').send(form);

  it('should sign in with the session the API uses and send the browser to /skills', async () => {
    const { email, user } = await signedUp(t);
    const browser = t.agent();
    const res = await post(browser, { email: ` ${email} `, password: PASSWORD, tipo: 'person' }).expect(303);
    expect(res.headers.location).toBe('/skills');
    expect(sidOf(res)).toBeDefined();
    expect((await browser.get('/api/auth/me').expect(200)).body.id).toBe(user.id);
    // The app greets the person once it runs on the page they land on, as after its own sign-in.
    expect(welcomeOf(res)).toMatch(/^cg\.bienvenida=ingreso; Max-Age=60; Path=\/; Expires=[^;]+; SameSite=Lax$/);
  });

  it('should send an admin to their panel, as the app does', async () => {
    const { email } = await signedInAdmin(t);
    const res = await post(t.agent(), { email, password: PASSWORD }).expect(303);
    expect(res.headers.location).toBe('/admin');
  });

  it('should send a wrong password back to the sign-in of the chosen card with the email typed, signed out', async () => {
    const { email } = await signedUp(t);
    const browser = t.agent();
    const res = await post(browser, { email, password: 'otra-clave-1', tipo: 'institution' }).expect(303);
    expect(res.headers.location).toBe(
      `/login?tipo=institution&error=INVALID_CREDENTIALS&email=${encodeURIComponent(email)}`,
    );
    expect(res.headers.location).not.toContain('otra-clave-1');
    expect(welcomeOf(res)).toBeUndefined();
    await browser.get('/api/auth/me').expect(401);
  });

  it('should name the field that is not valid, and drop a choice that is not one', async () => {
    const browser = t.agent();
    const badEmail = await post(browser, { email: 'nope', password: 'x', tipo: '<script>' }).expect(303);
    expect(badEmail.headers.location).toBe('/login?error=email&email=nope');
    const noPassword = await post(browser, { email: uniqueEmail(), password: '' }).expect(303);
    expect(noPassword.headers.location).toMatch(/^\/login\?error=password&email=/);
    await browser.get('/api/auth/me').expect(401);
  });

  it("should take the form from this site's own page, whose browser says Origin null", async () => {
    const { email } = await signedUp(t);
    const res = await t
      .http()
      .post(SIGN_IN_FORM_ACTION)
      .set('Origin', 'null')
      .set('Sec-Fetch-Site', 'same-origin')
      .type('form')
      .send({ email, password: PASSWORD })
      .expect(303);
    expect(res.headers.location).toBe('/skills');
    const sandboxed = await t
      .http()
      .post(SIGN_IN_FORM_ACTION)
      .set('Origin', 'null')
      .type('form')
      .send({ email, password: PASSWORD })
      .expect(403);
    expect(sidOf(sandboxed)).toBeUndefined();
  });

  it('should refuse a post from another site before reading it, as the API does', async () => {
    const { email } = await signedUp(t);
    const res = await t
      .http()
      .post(SIGN_IN_FORM_ACTION)
      .set('Origin', 'https://evil.example')
      .type('form')
      .send({ email, password: PASSWORD })
      .expect(403);
    expect(res.body.code).toBe('CROSS_SITE');
    expect(sidOf(res)).toBeUndefined();
  });
});

describe('the sign-in form under the sign-in limits', () => {
  let t: TestApp;
  beforeAll(
    async () =>
      (t = await createTestApp(
        {
          AUTH_LIMIT_PER_ACCOUNT_ADDRESS: '3',
          REDIS_PREFIX: `${process.env.TEST_REDIS_PREFIX}:sign-in-form`,
        },
        { redis: true },
      )),
  );
  afterAll(() => t.close());

  it("should count the form's failures with the API's, and then refuse even the right password", async () => {
    const { email } = await signedUp(t);
    for (let i = 0; i < 2; i++)
      await t.http().post('/api/auth/login').send({ email, password: 'otra-clave-1' }).expect(401);
    const third = await t.agent().post(SIGN_IN_FORM_ACTION).type('form').send({ email, password: 'otra-clave-1' });
    expect(third.headers.location).toBe(`/login?error=INVALID_CREDENTIALS&email=${encodeURIComponent(email)}`);
    const browser = t.agent();
    const refused = await browser.post(SIGN_IN_FORM_ACTION).type('form').send({ email, password: PASSWORD });
    expect(refused.status).toBe(303);
    expect(refused.headers.location).toBe(`/login?error=TOO_MANY_REQUESTS&email=${encodeURIComponent(email)}`);
    await browser.get('/api/auth/me').expect(401);
  });
});
