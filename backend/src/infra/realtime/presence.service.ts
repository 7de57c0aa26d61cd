import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import type Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { RedisConnections } from '../redis/redis.module';

// A socket's presence entry lives this long unless its instance refreshes it, so the sockets of an
// instance that died without saying goodbye stop counting as online within a minute.
const ENTRY_TTL_MS = 60_000;
const REFRESH_MS = 20_000;
const REFRESH_SLICE = 100;

/**
 * Who has a live socket, answered in one Redis round trip for any number of users. Each instance
 * records its own sockets (a sorted set per user: socket id scored by expiry) and refreshes them;
 * any process (a worker too) reads them. Without Redis there is one process, and memory is the truth.
 * Asking the socket.io adapter instead would cost a request to every instance for each chat message.
 */
@Injectable()
export class PresenceService implements OnApplicationShutdown {
  private readonly local = new Map<string, Set<string>>(); // userId → this instance's socket ids
  private readonly redis?: Redis;
  private refresher?: NodeJS.Timeout;

  constructor(redis: RedisConnections, @Inject(APP_CONFIG) config: AppConfig) {
    if (redis.enabled) this.redis = redis.open('presence', { keyPrefix: `${config.REDIS_PREFIX}:presence:` });
  }

  async connected(userId: string, socketId: string): Promise<void> {
    const sockets = this.local.get(userId) ?? new Set<string>();
    sockets.add(socketId);
    this.local.set(userId, sockets);
    if (!this.redis) return;
    this.refresher ??= setInterval(() => void this.refresh(), REFRESH_MS).unref();
    await this.redis.multi().zadd(userId, Date.now() + ENTRY_TTL_MS, socketId).pexpire(userId, ENTRY_TTL_MS).exec();
  }

  async disconnected(userId: string, socketId: string): Promise<void> {
    const sockets = this.local.get(userId);
    sockets?.delete(socketId);
    if (sockets?.size === 0) this.local.delete(userId);
    await this.redis?.zrem(userId, socketId);
  }

  /** The subset of `userIds` with at least one live socket on any instance. */
  async onlineAmong(userIds: string[]): Promise<Set<string>> {
    // A socket on this instance settles it without a round trip (the common case when the API and
    // the worker share a process); only the others are asked of Redis.
    const online = new Set(userIds.filter((id) => this.local.has(id)));
    const elsewhere = userIds.filter((id) => !online.has(id));
    if (!this.redis || elsewhere.length === 0) return online;
    const now = Date.now();
    const pipeline = this.redis.pipeline();
    elsewhere.forEach((id) => pipeline.zcount(id, now, '+inf'));
    const counts = (await pipeline.exec()) ?? [];
    elsewhere.forEach((id, i) => Number(counts[i]?.[1] ?? 0) > 0 && online.add(id));
    return online;
  }

  /**
   * Renews this instance's entries a slice of users at a time: one pipeline for thousands of users
   * holds the event loop for tens of milliseconds (building it and parsing its replies), which every
   * chat message in flight would wait out; slices let sends run in between.
   */
  private async refresh(): Promise<void> {
    if (!this.redis || this.local.size === 0) return;
    const expiresAt = Date.now() + ENTRY_TTL_MS;
    const users = [...this.local.keys()];
    for (let i = 0; i < users.length; i += REFRESH_SLICE) {
      const pipeline = this.redis.pipeline();
      for (const userId of users.slice(i, i + REFRESH_SLICE)) {
        const sockets = this.local.get(userId);
        if (!sockets) continue; // left meanwhile
        // Entries that expired meanwhile go; this instance's live ones get a new lease.
        pipeline.zremrangebyscore(userId, '-inf', Date.now());
        for (const socketId of sockets) pipeline.zadd(userId, expiresAt, socketId);
        pipeline.pexpire(userId, ENTRY_TTL_MS);
      }
      await pipeline.exec().catch(() => undefined); // the next refresh tries again; entries outlive one miss
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.refresher);
    if (!this.redis || this.local.size === 0) return;
    const pipeline = this.redis.pipeline();
    for (const [userId, sockets] of this.local) pipeline.zrem(userId, ...sockets);
    await pipeline.exec().catch(() => undefined);
  }
}
