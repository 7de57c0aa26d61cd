import { isPermanentRefusal, MAIL_ATTEMPTS, mailRetryDelay } from './mail-delivery';

describe('the mail retry schedule', () => {
  const waits = Array.from({ length: MAIL_ATTEMPTS - 1 }, (_, i) => mailRetryDelay(60_000, i + 1));

  it('should retry first after a minute, then ever longer up to 4 hours', () => {
    expect(waits.slice(0, 3)).toEqual([60_000, 120_000, 240_000]);
    expect(Math.max(...waits)).toBe(4 * 3600_000);
    waits.slice(1).forEach((w, i) => expect(w).toBeGreaterThanOrEqual(waits[i]));
  });

  it('should keep trying for at least a day', () => {
    const total = waits.reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThanOrEqual(24 * 3600_000);
    expect(total).toBeLessThan(26 * 3600_000);
  });

  it('should take only 5xx SMTP answers as permanent', () => {
    expect(isPermanentRefusal(Object.assign(new Error('x'), { responseCode: 550 }))).toBe(true);
    expect(isPermanentRefusal(Object.assign(new Error('x'), { responseCode: 451 }))).toBe(false);
    expect(isPermanentRefusal(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' }))).toBe(false);
  });
});
