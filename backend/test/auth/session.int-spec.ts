import { ERROR_MESSAGES, ErrorCode, MSG } from '@conectando/contracts';
import { PASSWORD, personaPayload, signedUp, uniqueEmail } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';
import { appPerSuite } from '../support/suite-app';

const sidOf = (res: { headers: Record<string, unknown> }) =>
  /cg\.sid=([^;]+)/.exec(String(res.headers['set-cookie']))?.[1];

describe('sessions', () => {
  const { t } = appPerSuite();

  describe('POST /api/auth/login', () => {
    it('should refuse an invalid email and an empty password with the spec messages', async () => {
      expect(
        (await t.http().post('/api/auth/login').send({ email: 'nope', password: 'x' }).expect(400)).body.message,
      ).toBe(MSG.emailInvalid);
      expect(
        (await t.http().post('/api/auth/login').send({ email: 'a@b.cl', password: '' }).expect(400)).body.message,
      ).toBe(MSG.passwordRequired);
    });

    it('should answer an unknown email and a wrong password the same way', async () => {
      const { email } = await signedUp(t);
      const wrong = await t.http().post('/api/auth/login').send({ email, password: 'otra-clave-1' }).expect(401);
      const unknown = await t
        .http()
        .post('/api/auth/login')
        .send({ email: uniqueEmail(), password: 'otra-clave-1' })
        .expect(401);
      expect(wrong.body).toEqual(unknown.body);
      expect(wrong.body).toEqual({
        statusCode: 401,
        code: 'INVALID_CREDENTIALS',
        message: ERROR_MESSAGES[ErrorCode.InvalidCredentials],
      });
    });

    it('should give a new session id at login', async () => {
      const email = uniqueEmail();
      const agent = t.agent();
      const registered = await agent.post('/api/auth/register').send(personaPayload({ email })).expect(201);
      const loggedIn = await agent.post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
      expect(sidOf(registered)).toBeDefined();
      expect(sidOf(loggedIn)).toBeDefined();
      expect(sidOf(loggedIn)).not.toBe(sidOf(registered));
      // The session from before the sign-in is dead.
      await t
        .http()
        .get('/api/auth/me')
        .set('Cookie', `cg.sid=${sidOf(registered)}`)
        .expect(401);
    });
  });

  describe('POST /api/auth/logout', () => {
    it('should kill the old cookie', async () => {
      const email = uniqueEmail();
      await t.http().post('/api/auth/register').send(personaPayload({ email })).expect(201);
      const login = await t.http().post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
      const cookie = `cg.sid=${sidOf(login)}`;
      await t.http().get('/api/auth/me').set('Cookie', cookie).expect(200);
      await t.http().post('/api/auth/logout').set('Cookie', cookie).expect(204);
      await t.http().get('/api/auth/me').set('Cookie', cookie).expect(401);
    });
  });

  describe('GET /api/auth/me', () => {
    it('should answer 401 without a session', async () => {
      const res = await t.http().get('/api/auth/me').expect(401);
      expect(res.body).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
    });

    it('should answer 401 when x-user-id is not the session user', async () => {
      const { agent, user } = await signedUp(t);
      const other = await signedUp(t);
      await agent.get('/api/auth/me').set('x-user-id', user.id).expect(200);
      await agent.get('/api/auth/me').set('x-user-id', other.user.id).expect(401);
      await agent.get(`/api/users/${user.id}`).set('x-user-id', other.user.id).expect(401);
    });
  });
});

describe('login rate limits', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('should answer 429 in Spanish after too many attempts on one account', async () => {
    t = await createTestApp({ AUTH_LIMIT_PER_ACCOUNT: '3' });
    await t.reset();
    const email = uniqueEmail();
    for (let i = 0; i < 3; i++)
      await t.http().post('/api/auth/login').send({ email, password: 'mala-clave' }).expect(401);
    const res = await t.http().post('/api/auth/login').send({ email, password: 'mala-clave' }).expect(429);
    expect(res.body).toEqual({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: ERROR_MESSAGES[ErrorCode.TooManyRequests],
    });
    // Another account from the same place is not locked out by it.
    await t.http().post('/api/auth/login').send({ email: uniqueEmail(), password: 'mala-clave' }).expect(401);
  });

  it('should answer 429 after too many attempts from one address, whatever the email', async () => {
    t = await createTestApp({ AUTH_LIMIT_PER_IP: '3' });
    await t.reset();
    for (let i = 0; i < 3; i++)
      await t.http().post('/api/auth/login').send({ email: uniqueEmail(), password: 'mala-clave' }).expect(401);
    await t.http().post('/api/auth/login').send({ email: uniqueEmail(), password: 'mala-clave' }).expect(429);
  });
});
