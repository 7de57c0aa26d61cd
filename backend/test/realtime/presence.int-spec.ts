import type { AppConfig } from '../../src/config/app-config';
import { PresenceService } from '../../src/infra/realtime/presence.service';
import { RedisConnections } from '../../src/infra/redis/redis.module';
import { testRedisUrl } from '../support/test-app';

/** Presence as two API instances and a worker see it, over the real Redis. */
describe('presence', () => {
  const config = {
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: `${process.env.TEST_REDIS_PREFIX}:presence-spec`,
  } as AppConfig;
  const connections: RedisConnections[] = [];
  const instance = () => {
    const redis = new RedisConnections(config);
    connections.push(redis);
    return new PresenceService(redis, config);
  };
  afterAll(async () => {
    const cleanup = new RedisConnections(config).open('cleanup');
    const keys = await cleanup.keys(`${config.REDIS_PREFIX}:*`);
    if (keys.length) await cleanup.del(...keys);
    await cleanup.quit();
    await Promise.all(connections.map((c) => c.onApplicationShutdown()));
  });

  it('should see a user connected to another instance until their last socket there leaves', async () => {
    const api = instance();
    const worker = instance();
    await api.connected('ana', 'socket-1');
    await api.connected('ana', 'socket-2');
    expect(await worker.onlineAmong(['ana', 'beto'])).toEqual(new Set(['ana']));
    await api.disconnected('ana', 'socket-1');
    expect(await worker.onlineAmong(['ana'])).toEqual(new Set(['ana']));
    await api.disconnected('ana', 'socket-2');
    expect(await worker.onlineAmong(['ana'])).toEqual(new Set());
  });

  it('should stop counting the sockets of an instance whose lease lapsed (it died without saying goodbye)', async () => {
    const dying = instance();
    await dying.connected('carla', 'socket-3');
    const redis = new RedisConnections(config).open('lease');
    const [instanceId] = await redis.hvals(`${config.REDIS_PREFIX}:presence:user:carla`);
    await redis.del(`${config.REDIS_PREFIX}:presence:instance:${instanceId}`);
    await redis.quit();
    // A reader that never asked about that instance before sees it gone at once.
    expect(await instance().onlineAmong(['carla'])).toEqual(new Set());
  });

  it('should forget an instance that shuts down, and its sockets', async () => {
    const leaving = instance();
    const reader = instance();
    await leaving.connected('diego', 'socket-4');
    await leaving.onApplicationShutdown();
    expect(await reader.onlineAmong(['diego'])).toEqual(new Set());
  });
});
