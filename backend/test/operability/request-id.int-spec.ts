import { getQueueToken } from '@nestjs/bullmq';
import { DOMAIN_EVENTS_QUEUE } from '@conectando/contracts';
import type { Queue } from 'bullmq';
import { professionalPayload } from '../support/factories';
import { eventually } from '../support/sockets';
import { jobHolding } from '../support/event-jobs';
import { createTestApp, TestApp } from '../support/test-app';

/** One id follows a request: its response, the events it raises, their BullMQ jobs in the worker. */
describe('request ids', () => {
  let api: TestApp;
  let behindProxy: TestApp;
  let worker: TestApp;
  beforeAll(async () => {
    api = await createTestApp({ APP_ROLE: 'api' }, { redis: true });
    behindProxy = await createTestApp({ APP_ROLE: 'api', TRUST_PROXY: '1' }, { redis: true });
    worker = await createTestApp({ APP_ROLE: 'worker' }, { redis: true });
    await api.reset();
  });
  afterAll(() => Promise.all([api.close(), behindProxy.close(), worker.close()]));

  it('should answer with X-Request-Id and carry it into the outbox and the event’s BullMQ job', async () => {
    const res = await api.http().post('/api/auth/register').send(professionalPayload()).expect(201);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await api.db.query(
      `SELECT id, request_id FROM outbox WHERE name = 'account.registered' AND payload->>'userId' = $1`,
      [res.body.id],
    );
    expect(row.request_id).toBe(id);
    const queue = worker.app.get<Queue>(getQueueToken(DOMAIN_EVENTS_QUEUE));
    await eventually(async () => {
      const job = await jobHolding(queue, row.id);
      expect(job?.data.events.find((e) => e.id === String(row.id))?.requestId).toBe(id);
      expect(await job?.getState()).toBe('completed');
    });
  });

  it('should take the id from X-Request-Id only behind a trusted proxy', async () => {
    const proxied = await behindProxy.http().get('/api/auth/me').set('X-Request-Id', 'nginx-7f3a9c').expect(401);
    expect(proxied.headers['x-request-id']).toBe('nginx-7f3a9c');
    const direct = await api.http().get('/api/auth/me').set('X-Request-Id', 'nginx-7f3a9c').expect(401);
    expect(direct.headers['x-request-id']).not.toBe('nginx-7f3a9c');
    const forged = await behindProxy.http().get('/api/auth/me').set('X-Request-Id', 'a"} {"level":60').expect(401);
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('should serve the OpenAPI reference with the contracts’ routes', async () => {
    const doc = (await api.http().get('/api/docs-json').expect(200)).body as {
      paths: Record<string, unknown>;
      info: { title: string };
    };
    expect(doc.info.title).toBe('Conectando Generaciones API');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/register', '/api/chats', '/api/health']),
    );
    const ui = await api.http().get('/api/docs').expect(200);
    expect(ui.text).toContain('swagger');
  });
});
