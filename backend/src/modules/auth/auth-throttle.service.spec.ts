import { loadConfig } from '../../config/app-config';
import { RateLimiters, TooManyRequestsError } from '../../infra/rate-limit/rate-limiters';
import type { RedisConnections } from '../../infra/redis/redis.module';
import { AuthThrottle } from './auth-throttle.service';

const retryAfterOf = (p: Promise<unknown>) =>
  p.then(
    () => 0,
    (e: unknown) => (e instanceof TooManyRequestsError ? e.retryAfterSeconds : Promise.reject(e)),
  );

describe(AuthThrottle.name, () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-24T12:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  const throttle = () => {
    const config = loadConfig({
      SESSION_SECRET: 'x'.repeat(40),
      DATA_DIR: '/tmp/cg-throttle-spec',
      AUTH_LIMIT_PER_ACCOUNT: '100',
    });
    return new AuthThrottle(new RateLimiters({ enabled: false } as RedisConnections, config), config);
  };

  describe('recordFailure', () => {
    it('should make a pair wait 1, then 2, then 4 minutes', async () => {
      const t = throttle();
      for (const wait of [60, 120, 240]) {
        for (let i = 0; i < 5; i++) {
          expect(await retryAfterOf(t.assertMayLogIn('203.0.113.1', 'ana@prueba.cl'))).toBe(0);
          await t.recordFailure('203.0.113.1', 'ana@prueba.cl');
        }
        expect(await retryAfterOf(t.assertMayLogIn('203.0.113.1', 'ana@prueba.cl'))).toBe(wait);
        // Another address is never held back by this pair.
        expect(await retryAfterOf(t.assertMayLogIn('198.51.100.1', 'ana@prueba.cl'))).toBe(0);
        jest.advanceTimersByTime(wait * 1000 + 1);
      }
    });
  });
});
