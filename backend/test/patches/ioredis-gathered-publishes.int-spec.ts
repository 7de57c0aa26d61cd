import type Redis from 'ioredis';
import type { AppConfig } from '../../src/config/app-config';
import { gatherPublishes } from '../../src/infra/patches/ioredis-gathered-publishes';
import { RedisConnections } from '../../src/infra/redis/redis.module';
import { testRedisUrl } from '../support/test-app';

/** The socket adapter's publishing connection, over the real Redis. */
describe('gathered publishes', () => {
  const config = { REDIS_URL: testRedisUrl() } as AppConfig;
  const channel = `${process.env.TEST_REDIS_PREFIX}:gathered-spec`;
  const redis = new RedisConnections(config);
  let publisher: Redis;
  let subscriber: Redis;
  const received: string[] = [];

  beforeAll(async () => {
    publisher = gatherPublishes(redis.open('gathered-pub'), 50);
    subscriber = redis.open('gathered-sub');
    subscriber.on('message', (_channel: string, message: string) => received.push(message));
    await subscriber.subscribe(channel);
    await publisher.ping();
  });
  afterAll(() => redis.onApplicationShutdown());
  beforeEach(() => (received.length = 0));

  const burst = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => publisher.publish(channel, `message ${from + i}`));

  it('should write a burst of publishes to Redis at once, when the window closes, in the order they were made', async () => {
    const replies = burst(1, 20);
    // Held in the socket's buffer, not yet handed to the kernel.
    expect(publisher.stream.writableLength).toBeGreaterThan(20 * 'message 1'.length);
    expect(await Promise.all(replies)).toEqual(Array(20).fill(1));
    await waitFor(() => received.length === 20);
    expect(received).toEqual(Array.from({ length: 20 }, (_, i) => `message ${i + 1}`));
  });

  it('should open a new window for the publishes after one has closed', async () => {
    await Promise.all(burst(1, 3));
    await Promise.all(burst(4, 3));
    await waitFor(() => received.length === 6);
    expect(received).toEqual(['message 1', 'message 2', 'message 3', 'message 4', 'message 5', 'message 6']);
  });
});

async function waitFor(done: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
}
