import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import type { ChainableCommander, default as Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { RedisConnections } from '../redis/redis.module';

// An instance's sockets count as online while its lease lives; it renews the lease, so the sockets of
// an instance that died without saying goodbye stop counting within a minute.
const INSTANCE_LEASE_MS = 60_000;
const RENEW_MS = 20_000;
// How long a reader trusts an answer about another instance's lease: one round trip less per message.
const LEASE_CACHE_MS = 2_000;
// A user's record is garbage-collected this long after their last connection, whatever happened.
const USER_RECORD_TTL_MS = 24 * 60 * 60_000;
// Users written per pipeline when catching up after an outage, so the event loop is never held long.
const RESYNC_SLICE = 100;

const userKey = (userId: string) => `user:${userId}`;
const instanceKey = (instanceId: string) => `instance:${instanceId}`;

/**
 * Who has a live socket, answered in one Redis round trip for any number of users (two when another
 * instance's lease is not in the short cache). Each user has a hash of their sockets (socket id →
 * instance id) and each instance one lease, so keeping presence alive costs one command per instance,
 * not one per connected user: renewing every user's entry held the event loop, and every chat send in
 * flight waited (docs/decisions/measured-choices.md).
 * Any process (a worker too) reads it. Without Redis there is one process, and memory is the truth.
 * Asking the socket.io adapter instead would cost a request to every instance for each chat message.
 */
@Injectable()
export class PresenceService implements OnApplicationShutdown {
  private readonly instanceId = randomUUID();
  private readonly local = new Map<string, Set<string>>(); // userId → this instance's socket ids
  private readonly leases = new Map<string, { alive: boolean; until: number }>(); // other instances
  private readonly redis?: Redis;
  private renewer?: NodeJS.Timeout;

  // Removals that did not reach Redis (it was down): replayed when it is back.
  private readonly unsyncedRemovals = new Map<string, Set<string>>();
  private readonly logger = new Logger(PresenceService.name);

  constructor(redis: RedisConnections, @Inject(APP_CONFIG) config: AppConfig) {
    if (!redis.enabled) return;
    // Writes during an outage wait in ioredis' queue until it gives up on them; the 'ready' of every
    // reconnection then writes this instance's whole picture again, so presence catches up either way.
    this.redis = redis.open('presence', { keyPrefix: `${config.REDIS_PREFIX}:presence:` });
    this.redis.on('ready', () => void this.resync());
  }

  /**
   * Best-effort: local at once; the returned promise settles (never rejects) once Redis has it or
   * failed to, and callers on the admission path do not wait for it.
   */
  connected(userId: string, socketId: string): Promise<void> {
    const sockets = this.local.get(userId) ?? new Set<string>();
    sockets.add(socketId);
    this.local.set(userId, sockets);
    this.unsyncedRemovals.get(userId)?.delete(socketId);
    if (!this.redis) return Promise.resolve();
    if (!this.renewer) {
      // Only instances that hold sockets take a lease; the first socket starts it.
      this.renewer = setInterval(() => void this.renewLease().catch(() => undefined), RENEW_MS).unref();
      void this.renewLease().catch(() => undefined);
    }
    return this.publish(this.redis.multi(), userId, [socketId])
      .exec()
      .then(
        () => undefined,
        () => undefined,
      );
  }

  disconnected(userId: string, socketId: string): Promise<void> {
    const sockets = this.local.get(userId);
    sockets?.delete(socketId);
    if (sockets?.size === 0) this.local.delete(userId);
    if (!this.redis) return Promise.resolve();
    return this.redis.hdel(userKey(userId), socketId).then(
      () => undefined,
      () => {
        const pending = this.unsyncedRemovals.get(userId) ?? new Set<string>();
        this.unsyncedRemovals.set(userId, pending.add(socketId));
      },
    );
  }

  private publish<P extends ChainableCommander>(pipeline: P, userId: string, socketIds: string[]): P {
    const fields = socketIds.flatMap((socketId) => [socketId, this.instanceId]);
    pipeline.hset(userKey(userId), ...fields).pexpire(userKey(userId), USER_RECORD_TTL_MS);
    return pipeline;
  }

  /** After an outage: the lease, every local socket and the removals Redis missed, in slices. */
  private async resync(): Promise<void> {
    if (!this.redis || (this.local.size === 0 && this.unsyncedRemovals.size === 0)) return;
    try {
      if (this.renewer) await this.renewLease();
      const removals = [...this.unsyncedRemovals].filter(([, ids]) => ids.size > 0);
      this.unsyncedRemovals.clear();
      for (let i = 0; i < removals.length; i += RESYNC_SLICE) {
        const pipeline = this.redis.pipeline();
        removals.slice(i, i + RESYNC_SLICE).forEach(([userId, ids]) => pipeline.hdel(userKey(userId), ...ids));
        await pipeline.exec();
      }
      const users = [...this.local];
      for (let i = 0; i < users.length; i += RESYNC_SLICE) {
        const pipeline = this.redis.pipeline();
        users.slice(i, i + RESYNC_SLICE).forEach(([userId, ids]) => this.publish(pipeline, userId, [...ids]));
        await pipeline.exec();
      }
    } catch (e) {
      this.logger.warn(`Presencia no sincronizada con Redis: ${(e as Error).message}`);
    }
  }

  /** The subset of `userIds` with at least one live socket on any instance. */
  async onlineAmong(userIds: string[]): Promise<Set<string>> {
    // A socket on this instance settles it without a round trip (the common case when the API and
    // the worker share a process); only the others are asked of Redis.
    const online = new Set(userIds.filter((id) => this.local.has(id)));
    const elsewhere = userIds.filter((id) => !online.has(id));
    if (!this.redis || elsewhere.length === 0) return online;
    const pipeline = this.redis.pipeline();
    elsewhere.forEach((id) => pipeline.hgetall(userKey(id)));
    const replies = (await pipeline.exec()) ?? [];
    // This instance's own entries are answered by `local` above: one left in Redis is stale.
    const socketsOf = elsewhere.map((_, i) =>
      Object.entries((replies[i]?.[1] ?? {}) as Record<string, string>).filter(
        ([, instance]) => instance !== this.instanceId,
      ),
    );
    const alive = await this.aliveInstances(
      new Set(socketsOf.flatMap((sockets) => sockets.map(([, instance]) => instance))),
    );
    // Entries of instances without a lease are ignored, not deleted: a lease that lapsed during a Redis
    // outage comes back with its renewal, and a crash's leftovers go with the record's own expiry.
    elsewhere.forEach((userId, i) => {
      if (socketsOf[i].some(([, instance]) => alive.has(instance))) online.add(userId);
    });
    return online;
  }

  private async renewLease(): Promise<void> {
    await this.redis?.set(instanceKey(this.instanceId), '1', 'PX', INSTANCE_LEASE_MS);
  }

  /** Which of `instanceIds` hold a lease, from a short-lived cache or one MGET. */
  private async aliveInstances(instanceIds: Set<string>): Promise<Set<string>> {
    const now = Date.now();
    for (const [id, lease] of this.leases) if (lease.until <= now) this.leases.delete(id);
    const unknown = [...instanceIds].filter((id) => !this.leases.has(id));
    if (unknown.length) {
      const leases = await this.redis!.mget(unknown.map(instanceKey));
      unknown.forEach((id, i) => this.leases.set(id, { alive: leases[i] !== null, until: now + LEASE_CACHE_MS }));
    }
    return new Set([...instanceIds].filter((id) => this.leases.get(id)?.alive));
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.renewer);
    if (!this.redis || !this.renewer) return;
    const pipeline = this.redis.pipeline();
    for (const [userId, sockets] of this.local) pipeline.hdel(userKey(userId), ...sockets);
    pipeline.del(instanceKey(this.instanceId));
    await pipeline.exec().catch(() => undefined);
  }
}
