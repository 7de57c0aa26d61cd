import { MSG } from '@conectando/contracts';
import { personaPayload } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

const LIMIT = 3;
// A Redis prefix of their own: registrations of other test files (same run, same address) stay out.
const env = (trustProxy: string) => ({
  APP_ROLE: 'api',
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: String(LIMIT),
  TRUST_PROXY: trustProxy,
  REDIS_PREFIX: `${process.env.TEST_REDIS_PREFIX}:registrations-${trustProxy}`,
});

const register = (t: TestApp, forwardedFor?: string) => {
  const req = t.http().post('/api/auth/register');
  if (forwardedFor) req.set('X-Forwarded-For', forwardedFor);
  return req.send(personaPayload());
};

describe('accounts per client address and hour, shared by two instances', () => {
  describe('behind a trusted proxy', () => {
    let api1: TestApp;
    let api2: TestApp;
    beforeAll(async () => {
      api1 = await createTestApp(env('1'), { redis: true });
      api2 = await createTestApp(env('1'), { redis: true });
      await api1.reset();
    });
    afterAll(() => Promise.all([api1?.close(), api2?.close()]));

    it('should refuse the address its fourth account with a Spanish 429, whichever instance it reaches', async () => {
      await register(api1, '198.51.100.7').expect(201);
      await register(api2, '198.51.100.7').expect(201);
      await register(api1, '198.51.100.7').expect(201);
      const res = await register(api2, '198.51.100.7').expect(429);
      expect(res.body).toEqual({ statusCode: 429, code: 'TOO_MANY_REQUESTS', message: MSG.registrationsPerAddress });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
      await register(api1, '198.51.100.7').expect(429);
      // Someone else behind the same proxy still signs up.
      await register(api1, '198.51.100.8').expect(201);
    });

    it('should not count a registration that failed', async () => {
      const dup = personaPayload();
      await api1.http().post('/api/auth/register').set('X-Forwarded-For', '198.51.100.9').send(dup).expect(201);
      for (let i = 0; i < LIMIT + 2; i++)
        await api2.http().post('/api/auth/register').set('X-Forwarded-For', '198.51.100.9').send(dup).expect(409);
      await register(api1, '198.51.100.9').expect(201);
    });
  });

  describe('without a trusted proxy', () => {
    let api1: TestApp;
    let api2: TestApp;
    beforeAll(async () => {
      api1 = await createTestApp(env('0'), { redis: true });
      api2 = await createTestApp(env('0'), { redis: true });
    });
    afterAll(() => Promise.all([api1?.close(), api2?.close()]));

    it('should count the socket address, whatever X-Forwarded-For claims', async () => {
      for (let i = 0; i < LIMIT; i++) await register(i % 2 ? api2 : api1, `203.0.113.${i}`).expect(201);
      const res = await register(api2, '203.0.113.200').expect(429);
      expect(res.body.message).toBe(MSG.registrationsPerAddress);
    });
  });
});
