import { DOMAIN_EVENTS_QUEUE } from '@conectando/contracts';
import { Queue } from 'bullmq';
import { DASHBOARD_MSG, DASHBOARD_QUEUES } from '../../src/modules/queue-dashboard/queue-dashboard.service';
import { personaPayload, signedInAdmin, signedUp } from '../support/factories';
import { eventually } from '../support/sockets';
import { createTestApp, testRedisUrl, TestApp } from '../support/test-app';
import { appPerSuite } from '../support/suite-app';
import { validatedInstitution } from '../support/marketplace-fixtures';
import { settled } from '../support/settled';

/** What a browser sends when a person opens a page. */
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('Queue dashboard at /admin/queues', () => {
  const { t } = appPerSuite({}, { redis: true });
  afterEach(() => settled(t));

  it('should show admins every queue of the app, with a CSP that lets its own bundle load', async () => {
    const admin = await signedInAdmin(t);
    const page = await admin.agent.get('/admin/queues').expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('static/js/main');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    const asset = page.text.match(/src="(static\/js\/main[^"]+)"/)![1];
    await admin.agent.get(`/admin/queues/${asset}`).expect(200);
    const api = await admin.agent.get('/admin/queues/api/queues').expect(200);
    const names = api.body.queues.map((q: { name: string }) => q.name);
    expect([...names].sort()).toEqual([...DASHBOARD_QUEUES].sort());
  });

  it('should answer 403 with a Spanish body to signed-in non-admins, and 401 without a session', async () => {
    const persona = await signedUp(t, personaPayload());
    const inst = await validatedInstitution(t);
    for (const agent of [persona.agent, inst.agent]) {
      const res = await agent.get('/admin/queues').expect(403);
      expect(res.body).toEqual({ statusCode: 403, code: 'FORBIDDEN', message: DASHBOARD_MSG.adminsOnly });
      await agent.get('/admin/queues/api/queues').expect(403);
      await agent.put(`/admin/queues/api/queues/${DOMAIN_EVENTS_QUEUE}/retry/failed`).expect(403);
    }
    expect((await t.http().get('/admin/queues').expect(401)).body.message).toBe(DASHBOARD_MSG.signIn);
    expect(
      (await t.http().get('/admin/queues/api/queues').set('Accept', 'application/json').expect(401)).body.message,
    ).toBe(DASHBOARD_MSG.signIn);
    // A signed-in non-admin in a browser still gets the 403, not a trip to the login page.
    await persona.agent.get('/admin/queues').set('Accept', BROWSER_ACCEPT).expect(403);
  });

  it('should send a signed-out browser to /login instead of answering raw JSON', async () => {
    const page = await t.http().get('/admin/queues').set('Accept', BROWSER_ACCEPT).expect(302);
    expect(page.headers.location).toBe('/login');
    expect(page.headers['content-type'] ?? '').not.toMatch(/json/);
    // Also with a session cookie whose user no longer exists.
    const gone = await signedUp(t, personaPayload());
    await t.db.query(`DELETE FROM users WHERE id = $1`, [gone.user.id]);
    expect((await gone.agent.get('/admin/queues').set('Accept', BROWSER_ACCEPT).expect(302)).headers.location).toBe(
      '/login',
    );
    // Nothing a signed-out visitor can change: a retry is still refused.
    await t
      .http()
      .put(`/admin/queues/api/queues/${DOMAIN_EVENTS_QUEUE}/retry/failed`)
      .set('Accept', BROWSER_ACCEPT)
      .expect(401);
  });

  it('should let an admin retry failed jobs', async () => {
    const admin = await signedInAdmin(t);
    const queue = new Queue(DOMAIN_EVENTS_QUEUE, {
      connection: { url: testRedisUrl() },
      prefix: process.env.TEST_REDIS_PREFIX,
    });
    try {
      // An event whose consumer throws (the offer id is not a uuid): one attempt, then failed.
      const job = await queue.add('application.read', {
        id: '999999',
        name: 'offer.approved',
        payload: { offerId: 'no-es-uuid', institutionId: 'x' },
        occurredAt: new Date().toISOString(),
      });
      await eventually(async () => expect(await job.getState()).toBe('failed'));
      await admin.agent.put(`/admin/queues/api/queues/${DOMAIN_EVENTS_QUEUE}/retry/failed`).expect(200);
      await eventually(async () => expect((await queue.getJob(job.id!))!.attemptsMade).toBeGreaterThanOrEqual(2));
    } finally {
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
    }
  });
});

describe('Queue dashboard without Redis', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('should explain to admins that the dashboard needs Redis, and still refuse non-admins', async () => {
    await t.reset();
    const admin = await signedInAdmin(t);
    expect((await admin.agent.get('/admin/queues').expect(503)).body.message).toBe(DASHBOARD_MSG.noRedis);
    const persona = await signedUp(t, personaPayload());
    await persona.agent.get('/admin/queues').expect(403);
  });
});
