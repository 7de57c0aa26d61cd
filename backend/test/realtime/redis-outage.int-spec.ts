import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { personaPayload, signedUp, openChat } from '../support/factories';
import { connectSocket, eventually, sendMessage, TestSocket } from '../support/sockets';
import { createTestApp, TestApp } from '../support/test-app';
import { ThrowawayRedis } from '../support/throwaway-redis';
import { PresenceService } from '../../src/infra/realtime/presence.service';

/** Redis is down: people still connect, and who is online is caught up when it is back. */
describe('socket admission during a Redis outage', () => {
  let redis: ThrowawayRedis;
  let t: TestApp;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    redis = await ThrowawayRedis.start();
    t = await createTestApp({ REDIS_URL: redis.url }, { listen: true });
  });
  afterEach(() => sockets.splice(0).forEach((s) => s.close()));
  afterAll(async () => {
    await t.close();
    await redis.down();
  });

  it('should connect a socket within 2 s while Redis is stopped, and count it online once Redis is back', async () => {
    const ana = await signedUp(t, personaPayload({ name: 'Ana' }));
    await redis.down();

    const started = Date.now();
    const socket = await connectSocket(t.url, ana.cookie);
    sockets.push(socket);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(socket.connected).toBe(true);

    await redis.up();
    // Another reader (a worker) asks Redis, not this instance's memory.
    const presence = t.app.get(PresenceService);
    const probe = new Redis(redis.url);
    try {
      await eventually(async () => {
        const keys = await probe.keys('*presence:user:*');
        expect(keys.length ? await probe.hkeys(keys[0]) : []).toContain(socket.id);
      }, 15_000);
    } finally {
      probe.disconnect();
    }
    expect(await presence.onlineAmong([ana.user.id])).toEqual(new Set([ana.user.id]));

    // And the event path is back: a message to someone away reaches their notifications.
    const beto = await signedUp(t, personaPayload({ name: 'Beto' }));
    const chat = await openChat(ana, beto);
    await sendMessage(socket, { chatId: chat.id, clientMessageId: randomUUID(), content: 'Ya volvió todo' });
    await eventually(
      async () => expect((await beto.agent.get('/api/notifications/unread-count')).body).toEqual({ count: 1 }),
      15_000,
    );
  });
});
