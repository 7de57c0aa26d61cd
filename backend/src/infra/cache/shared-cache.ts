import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { default as Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { RedisConnections } from '../redis/redis.module';
import { AfterCommitSubscriber } from './after-commit';

// Entries also expire on their own, in case an invalidation was lost (Redis restarting).
const DEFAULT_TTL_MS = 10_000;

/** One cache of rows read on every request: `get` loads a missing key once however many ask at once. */
export interface SharedCache<V extends object> {
  get(key: string): Promise<V | undefined>;
  /** Drops `key` here and on every other instance. */
  invalidate(key: string): void;
}

/**
 * Per-process copies of what nearly every request reads (the session's user, the maintenance switch),
 * so a request costs one database round trip less each. Their owners invalidate them on write; the
 * drop reaches every instance through Redis pub/sub. Without Redis there is one process.
 */
@Injectable()
export class SharedCaches implements OnApplicationBootstrap {
  private readonly logger = new Logger('SharedCaches');
  private readonly caches = new Map<string, LRUCache<string, object>>();
  private readonly channel: string;
  private publisher?: Redis;

  constructor(
    private readonly redis: RedisConnections,
    @Inject(APP_CONFIG) config: AppConfig,
    dataSource: DataSource,
  ) {
    this.channel = `${config.REDIS_PREFIX}:cache-invalidation`;
    new AfterCommitSubscriber(dataSource);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.redis.enabled) return;
    this.publisher = this.redis.open('cache-invalidation');
    const subscriber = this.redis.open('cache-invalidation-subscriber');
    subscriber.on('message', (_channel: string, message: string) => {
      const [name, key] = JSON.parse(message) as [string, string];
      this.caches.get(name)?.delete(key);
    });
    // Everything cached before the subscription could miss a drop: start from empty.
    subscriber.on('ready', () => this.caches.forEach((cache) => cache.clear()));
    await subscriber.subscribe(this.channel).catch((e: Error) => this.logger.warn(e.message));
  }

  /** This process's copies, all dropped: after rows were changed outside the app (psql, a test's fixture). */
  clearAll(): void {
    this.caches.forEach((cache) => cache.clear());
  }

  create<V extends object>(
    name: string,
    load: (key: string) => Promise<V | null>,
    options: { max: number; ttlMs?: number },
  ): SharedCache<V> {
    const cache = new LRUCache<string, V>({
      max: options.max,
      ttl: options.ttlMs ?? DEFAULT_TTL_MS,
      // A miss (null) is not kept: the next request asks again.
      fetchMethod: async (key) => (await load(key)) ?? undefined,
    });
    this.caches.set(name, cache as unknown as LRUCache<string, object>);
    return {
      // A drop while loading aborts that load (it may have read the old row): read again, uncached.
      get: (key) => cache.fetch(key).catch(async () => (await load(key)) ?? undefined),
      invalidate: (key) => {
        cache.delete(key);
        this.publisher?.publish(this.channel, JSON.stringify([name, key])).catch(() => undefined);
      },
    };
  }
}
