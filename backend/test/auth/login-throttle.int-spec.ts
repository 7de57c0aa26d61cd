import { ERROR_MESSAGES, ErrorCode } from '@conectando/contracts';
import { PASSWORD, signedUp, uniqueEmail } from '../support/factories';
import { appPerSuite } from '../support/suite-app';
import { createTestApp, TestApp } from '../support/test-app';

let run = 0;
// Real limits (the defaults), counters in Redis under a prefix of their own; TRUST_PROXY lets a test
// speak from several addresses through X-Forwarded-For.
const limitedEnv = (env: Record<string, string> = {}, prefix = `${process.env.TEST_REDIS_PREFIX}:login-${++run}`) => ({
  AUTH_LIMIT_PER_IP: '20',
  AUTH_LIMIT_PER_ACCOUNT: '10',
  AUTH_LIMIT_PER_ACCOUNT_ADDRESS: '5',
  TRUST_PROXY: '1',
  REDIS_PREFIX: prefix,
  ...env,
});
const limitedApp = (env: Record<string, string> = {}, prefix?: string) =>
  createTestApp(limitedEnv(env, prefix), { redis: true });

const logIn = (t: TestApp, email: string, password: string, from: string) =>
  t.http().post('/api/auth/login').set('X-Forwarded-For', from).send({ email, password });

describe('login throttling', () => {
  const { t } = appPerSuite(() => limitedEnv(), { redis: true });

  it('should let the owner in from another address after 12 wrong passwords from one', async () => {
    const { email } = await signedUp(t);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await logIn(t, email, 'clave-equivocada', '203.0.113.7')).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual(Array(7).fill(429));
    await logIn(t, email, PASSWORD, '198.51.100.4').expect(200);
  });

  it('should answer 429 at once, with Retry-After and a Spanish message, even to the right password', async () => {
    const { email } = await signedUp(t);
    for (let i = 0; i < 5; i++) await logIn(t, email, 'clave-equivocada', '203.0.113.8').expect(401);
    const started = performance.now();
    const res = await logIn(t, email, PASSWORD, '203.0.113.8').expect(429);
    expect(performance.now() - started).toBeLessThan(100);
    expect(res.body).toEqual({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: ERROR_MESSAGES[ErrorCode.TooManyRequests],
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(59);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('should never count successful sign-ins: 15 in a row all succeed', async () => {
    const { email } = await signedUp(t);
    for (let i = 0; i < 15; i++) await logIn(t, email, PASSWORD, '192.0.2.15').expect(200);
  });

  it("should forget a pair's failures once its owner signs in", async () => {
    const { email } = await signedUp(t);
    for (let i = 0; i < 4; i++) await logIn(t, email, 'clave-equivocada', '192.0.2.16').expect(401);
    await logIn(t, email, PASSWORD, '192.0.2.16').expect(200);
    for (let i = 0; i < 4; i++) await logIn(t, email, 'clave-equivocada', '192.0.2.16').expect(401);
    await logIn(t, email, PASSWORD, '192.0.2.16').expect(200);
  });

  it('should stop a brute force from one address over many accounts within 30 attempts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++)
      statuses.push((await logIn(t, uniqueEmail(), 'clave-equivocada', '203.0.113.9')).status);
    expect(statuses).toContain(429);
    expect(statuses.indexOf(429)).toBe(20);
    // Another address is not affected.
    await logIn(t, uniqueEmail(), 'clave-equivocada', '203.0.113.10').expect(401);
  });

  it('should hold back only addresses that failed when an account is attacked from many', async () => {
    const { email } = await signedUp(t);
    // Ten addresses, one wrong guess each: the account-wide count is reached.
    for (let i = 0; i < 10; i++) await logIn(t, email, 'clave-equivocada', `203.0.113.${100 + i}`).expect(401);
    // An address that already failed now waits, even with the right password…
    await logIn(t, email, PASSWORD, '203.0.113.100').expect(429);
    // …while the owner, from an address without failures, signs in.
    await logIn(t, email, PASSWORD, '198.51.100.77').expect(200);
  });
});

describe('login throttling across instances', () => {
  it('should share the counters of every instance through Redis', async () => {
    const prefix = `${process.env.TEST_REDIS_PREFIX}:login-shared`;
    const [a, b] = [await limitedApp({}, prefix), await limitedApp({}, prefix)];
    try {
      await a.reset();
      const { email } = await signedUp(a);
      for (let i = 0; i < 3; i++) await logIn(a, email, 'clave-equivocada', '203.0.113.50').expect(401);
      for (let i = 0; i < 2; i++) await logIn(b, email, 'clave-equivocada', '203.0.113.50').expect(401);
      await logIn(a, email, 'clave-equivocada', '203.0.113.50').expect(429);
      await logIn(b, email, PASSWORD, '203.0.113.50').expect(429);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
