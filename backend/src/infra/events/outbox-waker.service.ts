import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import type Redis from 'ioredis';
import { asyncScheduler, Subject, throttleTime } from 'rxjs';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { RedisConnections } from '../redis/redis.module';
import type { WakePace } from './drain-scheduler';
import { WAKE_INTERVAL_MS } from './event-pipe.tuning';

export const outboxWakeChannel = (config: AppConfig) => `${config.REDIS_PREFIX}:outbox-wake`;

/**
 * Tells a relay that committed events are waiting, and how soon they must leave (drain-scheduler.ts):
 * the relay in this process directly, or, when relays run in worker processes, over Redis pub/sub. It
 * is only a hint (a lost wake is caught by the relay's sweep), which is why it is not a PostgreSQL
 * NOTIFY: those serialize every commit that uses them behind one lock, and the chat path commits
 * hundreds of times a second.
 */
@Injectable()
export class OutboxWaker implements OnModuleDestroy {
  private local?: (pace: WakePace) => void;
  private publisher?: Redis;
  // Per pace, leading: the first commit after a quiet spell wakes a relay at once. Trailing: a commit
  // made during the interval gets a wake at its end, so it never waits for the sweep.
  private readonly remoteWakes = { now: new Subject<void>(), soon: new Subject<void>() };
  private readonly subscriptions = (['now', 'soon'] as const).map((pace) =>
    this.remoteWakes[pace]
      .pipe(throttleTime(WAKE_INTERVAL_MS[pace], asyncScheduler, { leading: true, trailing: true }))
      .subscribe(() => setImmediate(() => this.publish(pace))),
  );

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly redis: RedisConnections,
  ) {}

  /** The relay of this process, if it has one. */
  registerLocalRelay(wake: (pace: WakePace) => void): void {
    this.local = wake;
  }

  wake(pace: WakePace = 'now'): void {
    if (this.local) return this.local(pace);
    if (this.redis.enabled) this.remoteWakes[pace].next();
  }

  onModuleDestroy(): void {
    this.subscriptions.forEach((subscription) => subscription.unsubscribe());
  }

  private publish(pace: WakePace): void {
    this.publisher ??= this.redis.open('outbox-wake-pub', { enableOfflineQueue: false });
    this.publisher.publish(outboxWakeChannel(this.config), pace).catch(() => undefined);
  }
}
