import { getQueueToken } from '@nestjs/bullmq';
import { DOMAIN_EVENTS_QUEUE } from '@conectando/contracts';
import type { Queue } from 'bullmq';
import { professionalPayload, signedInAdmin, signedUp } from '../support/factories';
import { jobHolding } from '../support/event-jobs';
import { eventually } from '../support/sockets';
import { createTestApp, TestApp } from '../support/test-app';
import { appPerSuite } from '../support/suite-app';
import { ThrowawayRedis } from '../support/throwaway-redis';

const notificationsOf = (t: TestApp, userId: string) =>
  t.db.query(`SELECT type FROM notifications WHERE user_id = $1`, [userId]);

describe('outbox delivery', () => {
  let redis: ThrowawayRedis;
  let t: TestApp;
  beforeAll(async () => {
    redis = await ThrowawayRedis.start();
    t = await createTestApp({ REDIS_URL: redis.url, OUTBOX_SWEEP_MS: '200' });
  });
  beforeEach(() => t.reset());
  afterAll(async () => {
    await t.close();
    await redis.down();
  });

  it('should commit a validation while Redis is down and deliver its event once when Redis is back', async () => {
    const pro = await signedUp(t, professionalPayload());
    const admin = await signedInAdmin(t);
    await redis.down();

    await admin.agent.patch(`/api/admin/users/${pro.user.id}/validate`).expect(200);
    expect((await t.db.query(`SELECT is_validated FROM users WHERE id = $1`, [pro.user.id]))[0].is_validated).toBe(
      true,
    );
    await eventually(async () => {
      const [row] = await t.db.query(`SELECT attempts, relayed_at FROM outbox WHERE name = 'account.validated'`);
      expect(row).toMatchObject({ relayed_at: null });
      expect(row.attempts).toBeGreaterThan(0);
    });
    expect(await notificationsOf(t, pro.user.id)).toEqual([]);

    await redis.up();
    await eventually(
      async () => expect(await notificationsOf(t, pro.user.id)).toEqual([{ type: 'account.validated' }]),
      20000,
    );
    await new Promise((r) => setTimeout(r, 500));
    expect(await notificationsOf(t, pro.user.id)).toHaveLength(1);
    expect(await t.db.query(`SELECT 1 FROM outbox WHERE relayed_at IS NULL`)).toEqual([]);
  });

  it('should not notify twice when a job is delivered again (a worker died after its work committed)', async () => {
    const pro = await signedUp(t, professionalPayload());
    const admin = await signedInAdmin(t);
    await admin.agent.patch(`/api/admin/users/${pro.user.id}/validate`).expect(200);
    await eventually(async () => expect(await notificationsOf(t, pro.user.id)).toHaveLength(1));

    // BullMQ redelivers a stalled job: the same event arrives again.
    const [row] = await t.db.query(`SELECT id, name, payload, created_at FROM outbox WHERE name = 'account.validated'`);
    const queue = t.app.get<Queue>(getQueueToken(DOMAIN_EVENTS_QUEUE));
    const again = await queue.add(
      row.name,
      {
        events: [
          { id: String(row.id), name: row.name, payload: row.payload, occurredAt: row.created_at.toISOString() },
        ],
      },
      { jobId: `evt-${row.id}-again` },
    );
    await eventually(async () => expect(await again.getState()).toBe('completed'));
    expect(await notificationsOf(t, pro.user.id)).toHaveLength(1);
  });

  it('should relay a burst of events as one job named after its outbox rows, in order', async () => {
    const admin = await signedInAdmin(t);
    const queue = t.app.get<Queue>(getQueueToken(DOMAIN_EVENTS_QUEUE));
    // Three commits the relay finds together (as under load): they leave in one job.
    const rows: { id: string }[] = await t.db.query(
      `INSERT INTO outbox (name, payload)
       SELECT 'maintenance.changed', jsonb_build_object('isInMaintenance', false, 'adminId', $1::text)
         FROM generate_series(1, 3) RETURNING id`,
      [admin.user.id],
    );
    const ids = rows.map((r) => String(r.id)).sort((x, y) => Number(x) - Number(y));
    await eventually(async () => expect(await (await jobHolding(queue, ids[0]))?.getState()).toBe('completed'));
    const job = await jobHolding(queue, ids[0]);
    expect(job?.id).toBe(`evt-${ids[0]}-${ids[2]}`);
    expect(job?.name).toBe('maintenance.changed ×3');
    expect(job?.data.events.map((e) => e.id)).toEqual(ids);
  });
});

describe('outbox without Redis', () => {
  const { t } = appPerSuite();

  it('should run the same handlers in-process', async () => {
    const pro = await signedUp(t, professionalPayload());
    const admin = await signedInAdmin(t);
    await admin.agent.patch(`/api/admin/users/${pro.user.id}/validate`).expect(200);
    await eventually(async () =>
      expect(await notificationsOf(t, pro.user.id)).toEqual([{ type: 'account.validated' }]),
    );
  });
});
