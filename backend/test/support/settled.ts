import { getQueueToken } from '@nestjs/bullmq';
import { DOMAIN_EVENTS_QUEUE } from '@conectando/contracts';
import type { JobType, Queue } from 'bullmq';
import { APP_CONFIG, AppConfig } from '../../src/config/app-config';
import { MAIL_QUEUE } from '../../src/infra/mail/mail-delivery';
import type { TestApp } from './test-app';

/**
 * Waits until every committed event has been relayed and (with Redis) handled and its emails sent, so that the next test's
 * TRUNCATE does not race a consumer still writing notifications (a deadlock, not a product failure).
 * `retries: false` does not wait for a job waiting to be tried again (the next reset drops it).
 */
export async function settled(t: TestApp, { retries = true } = {}): Promise<void> {
  // Without Redis the relay runs the consumers before it marks the rows relayed: the outbox says it all.
  const withRedis = Boolean(t.app.get<AppConfig>(APP_CONFIG).REDIS_URL);
  const queues = withRedis
    ? [DOMAIN_EVENTS_QUEUE, MAIL_QUEUE].map((name) => t.app.get<Queue>(getQueueToken(name), { strict: false }))
    : [];
  const states: JobType[] = retries
    ? ['waiting', 'active', 'delayed', 'prioritized']
    : ['waiting', 'active', 'prioritized'];
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM outbox WHERE relayed_at IS NULL`);
    const counts = await Promise.all(queues.map((q) => q.getJobCounts(...states)));
    if (n === 0 && counts.every((c) => Object.values(c).every((x) => x === 0))) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}
