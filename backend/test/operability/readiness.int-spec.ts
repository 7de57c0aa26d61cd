import type { AddressInfo } from 'node:net';
import { eventually } from '../support/sockets';
import { createTestApp, TestApp } from '../support/test-app';
import { ThrowawayRedis } from '../support/throwaway-redis';
import { ShutdownState } from '../../src/infra/process/shutdown';
import { ReadinessService } from '../../src/modules/health/readiness.service';
import { workerHealthServer } from '../../src/modules/health/worker-health-server';

/** What an orchestrator asks: live (the process answers) and ready (every part it needs answers). */
describe('health: live and ready (an API instance)', () => {
  let redis: ThrowawayRedis;
  let t: TestApp;

  beforeAll(async () => {
    redis = await ThrowawayRedis.start();
    t = await createTestApp({ REDIS_URL: redis.url, APP_ROLE: 'api' });
  });
  afterAll(async () => {
    await t.close();
    await redis.down();
  });

  it('should turn ready 503 naming redis while Redis is stopped, keep live 200, and be ready again once back', async () => {
    expect((await t.http().get('/api/health/ready').expect(200)).body).toEqual({
      status: 'ok',
      database: 'up',
      redis: 'up',
      storage: 'up',
      failing: [],
    });

    await redis.down();
    const down = await t.http().get('/api/health/ready').expect(503);
    expect(down.body).toMatchObject({
      status: 'error',
      database: 'up',
      redis: 'down',
      storage: 'up',
      failing: ['redis'],
    });
    await t.http().get('/api/health/live').expect(200, { status: 'ok' });

    await redis.up();
    await eventually(async () => {
      expect((await t.http().get('/api/health/ready')).status).toBe(200);
    }, 15_000);
    // The old route answers as it always did.
    await t.http().get('/api/health').expect(200, { status: 'ok', database: 'up', redis: 'up' });
  });

  it('should answer 503 draining at once when the process begins to shut down', async () => {
    const leaving = await createTestApp({ REDIS_URL: redis.url, APP_ROLE: 'api' });
    try {
      await leaving.http().get('/api/health/ready').expect(200);
      await leaving.app.get(ShutdownState).begin();
      const res = await leaving.http().get('/api/health/ready').expect(503);
      expect(res.body).toEqual({ status: 'draining', failing: ['shutdown'] });
      await leaving.http().get('/api/health/live').expect(200);
    } finally {
      await leaving.close();
    }
  });
});

describe('health on a worker (APP_ROLE=worker)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ APP_ROLE: 'worker' }, { redis: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('should answer on its health-only port with its queues, and 503 naming the queues once its workers stop', async () => {
    const server = workerHealthServer(t.app.get(ReadinessService));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const ready = await fetch(`${base}/api/health/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({
        status: 'ok',
        database: 'up',
        redis: 'up',
        storage: 'up',
        queues: 'up',
        failing: [],
      });
      expect((await fetch(`${base}/api/health/live`)).status).toBe(200);
      // Nothing else of the app is reachable on this port.
      expect((await fetch(`${base}/api/auth/me`)).status).toBe(404);

      // A queue worker that stopped taking jobs (closed, crashed) makes the worker unready.
      await t.app.get(ShutdownState).closeWorkers();
      const stopped = await fetch(`${base}/api/health/ready`);
      expect(stopped.status).toBe(503);
      expect(await stopped.json()).toMatchObject({ redis: 'up', queues: 'down', failing: ['queues'] });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
