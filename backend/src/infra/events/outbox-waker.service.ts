import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import type Redis from 'ioredis';
import { asyncScheduler, Subject, throttleTime } from 'rxjs';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { RedisConnections } from '../redis/redis.module';

export const outboxWakeChannel = (config: AppConfig) => `${config.REDIS_PREFIX}:outbox-wake`;

// A relay gathers a few milliseconds after a wake and drains everything committed by then, so more
// than one wake in this interval only makes Redis carry messages the relay ignores. At 1,000 chat
// messages a second each commit lands in a tick of its own: one wake per commit was one more Redis
// write per message in the API process, one more PUBLISH in Redis and one more read in the worker.
const WAKE_INTERVAL_MS = 5;

/**
 * Tells a relay that committed events are waiting: the one in this process directly, or, when the
 * relay runs in worker processes, over Redis pub/sub. It is only a hint (a lost wake is caught by the
 * relay's sweep), which is why it is not a PostgreSQL NOTIFY: those serialize every commit that uses
 * them behind one lock, and the chat path commits hundreds of times a second.
 */
@Injectable()
export class OutboxWaker implements OnModuleDestroy {
  private local?: () => void;
  private publisher?: Redis;
  // Leading: the first commit after a quiet spell wakes a relay at once. Trailing: a commit made during
  // the interval gets a wake at its end, so it never waits for the sweep.
  private readonly remoteWakes = new Subject<void>();
  private readonly subscription = this.remoteWakes
    .pipe(throttleTime(WAKE_INTERVAL_MS, asyncScheduler, { leading: true, trailing: true }))
    .subscribe(() => setImmediate(() => this.publish()));

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly redis: RedisConnections,
  ) {}

  /** The relay of this process, if it has one. */
  registerLocalRelay(wake: () => void): void {
    this.local = wake;
  }

  wake(): void {
    if (this.local) return this.local();
    if (this.redis.enabled) this.remoteWakes.next();
  }

  onModuleDestroy(): void {
    this.subscription.unsubscribe();
  }

  private publish(): void {
    this.publisher ??= this.redis.open('outbox-wake-pub', { enableOfflineQueue: false });
    this.publisher.publish(outboxWakeChannel(this.config), '').catch(() => undefined);
  }
}
