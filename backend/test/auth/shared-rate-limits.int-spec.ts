import { createTestApp, TestApp } from '../support/test-app';
import { signedUp } from '../support/factories';

// A Redis prefix of their own: counters of other test files (same run, same address) stay out.
const LIMITS = {
  AUTH_LIMIT_PER_IP: '6',
  AUTH_LIMIT_PER_ACCOUNT: '4',
  TRUST_PROXY: '1',
  REDIS_PREFIX: `${process.env.TEST_REDIS_PREFIX}:shared-limits`,
};

/** Sign-in attempts with a wrong password from `ip` until the first 429, spread over `instances` in turn. */
async function attemptsUntilRefused(instances: TestApp[], email: string, ip: string): Promise<number> {
  for (let attempt = 1; attempt <= 100; attempt++) {
    const instance = instances[attempt % instances.length];
    const res = await instance
      .http()
      .post('/api/auth/login')
      .set('X-Forwarded-For', ip)
      .send({ email, password: 'no-es-la-clave' });
    if (res.status === 429) return attempt;
  }
  return Infinity;
}

/** Behind a load balancer, the limits are the configured ones, not one set per instance. */
describe('sign-in limits across instances', () => {
  let api1: TestApp;
  let api2: TestApp;
  beforeAll(async () => {
    api1 = await createTestApp({ APP_ROLE: 'api', ...LIMITS }, { redis: true });
    api2 = await createTestApp({ APP_ROLE: 'api', ...LIMITS }, { redis: true });
    await api1.reset();
  });
  afterAll(() => Promise.all([api1.close(), api2.close()]));

  // Issue 17: the counters live in Redis (rate-limiter-flexible), shared by every instance.
  it('should refuse a brute force spread over two instances as soon as one instance alone would', async () => {
    const alone = await attemptsUntilRefused([api1], (await signedUp(api1)).email, '203.0.113.10');
    const spread = await attemptsUntilRefused([api1, api2], (await signedUp(api1)).email, '203.0.113.11');
    expect(alone).toBeLessThan(100);
    expect(spread).toBeLessThanOrEqual(alone);
  });
});
