import { Queue } from 'bullmq';
import { EVENTS_RETENTION_QUEUE, EventsRetention } from '../../src/infra/events/events-retention.service';
import { IDEMPOTENCY_CLEANUP_QUEUE } from '../../src/infra/idempotency/idempotent-requests.service';
import { eventually } from '../support/sockets';
import { createTestApp, testRedisUrl, TestApp } from '../support/test-app';
import { appPerSuite } from '../support/suite-app';

/** The outbox and the processed-events ledger keep what may still be needed, and only that. */
describe('events retention', () => {
  const { t } = appPerSuite({ OUTBOX_RETENTION_SECONDS: '3600' });

  it('should delete relayed events past the retention and ledger rows past theirs, keeping the rest', async () => {
    const outbox = (relayedAgo: string | null) =>
      t.db.query(
        `INSERT INTO outbox (name, payload, created_at, relayed_at)
         VALUES ('maintenance.changed', '{}', now() - interval '2 days',
                 CASE WHEN $1::interval IS NULL THEN NULL ELSE now() - $1::interval END)
         RETURNING id`,
        [relayedAgo],
      );
    const [[oldRelayed], [recentRelayed], [neverRelayed]] = [
      await outbox('2 hours'),
      await outbox('10 minutes'),
      await outbox(null),
    ];
    await t.db.query(
      `INSERT INTO processed_events (consumer, event_id, processed_at)
       VALUES ('bench', 1, now() - interval '9 days'), ('bench', 2, now() - interval '6 days')`,
    );

    expect(await t.app.get(EventsRetention).prune()).toEqual({ outbox: 1, processedEvents: 1 });

    const ids = (await t.db.query(`SELECT id FROM outbox ORDER BY id`)).map((r: { id: string }) => r.id);
    expect(ids).toEqual([recentRelayed.id, neverRelayed.id]);
    expect(ids).not.toContain(oldRelayed.id);
    expect(await t.db.query(`SELECT event_id FROM processed_events`)).toEqual([{ event_id: '2' }]);
  });
});

/** Recurring clean-ups run as BullMQ job schedulers: once per period for the whole cluster. */
describe('recurring clean-ups with Redis', () => {
  const instances: TestApp[] = [];
  const queues: Queue[] = [];
  const queueOf = (name: string) => {
    const queue = new Queue(name, { connection: { url: testRedisUrl() }, prefix: process.env.TEST_REDIS_PREFIX });
    queues.push(queue);
    return queue;
  };
  afterAll(async () => {
    await Promise.all(queues.map((q) => q.close()));
    await Promise.all(instances.map((t) => t.close()));
  });

  it('should keep one scheduler per clean-up however many processes start, and run its jobs', async () => {
    for (let i = 0; i < 2; i++) instances.push(await createTestApp({ EVENTS_PRUNE_MS: '60000' }, { redis: true }));
    const retention = queueOf(EVENTS_RETENTION_QUEUE);
    const idempotency = queueOf(IDEMPOTENCY_CLEANUP_QUEUE);

    const schedulers = async (queue: Queue) =>
      (await queue.getJobSchedulers()).map((s) => ({ name: s.name, every: Number(s.every) }));
    expect(await schedulers(retention)).toEqual([{ name: 'prune-events', every: 60_000 }]);
    expect(await schedulers(idempotency)).toEqual([{ name: 'prune-idempotent-requests', every: 3_600_000 }]);
    await eventually(async () => {
      expect(await retention.getCompletedCount()).toBeGreaterThan(0);
      expect(await idempotency.getCompletedCount()).toBeGreaterThan(0);
    });
  });
});
