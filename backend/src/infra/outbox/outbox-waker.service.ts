import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { RedisConnections } from '../redis/redis.module';

export const outboxWakeChannel = (config: AppConfig) => `${config.REDIS_PREFIX}:outbox-wake`;

/**
 * Tells a relay that committed events are waiting: the one in this process directly, or, when the
 * relay runs in worker processes, over Redis pub/sub. It is only a hint (a lost wake is caught by the
 * relay's sweep), which is why it is not a PostgreSQL NOTIFY: those serialize every commit that uses
 * them behind one lock, and the chat path commits hundreds of times a second.
 */
@Injectable()
export class OutboxWaker {
  private local?: () => void;
  private publisher?: Redis;
  private scheduled = false;

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
    if (!this.redis.enabled || this.scheduled) return;
    // Commits in the same tick share one message.
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.publisher ??= this.redis.open('outbox-wake-pub', { enableOfflineQueue: false });
      this.publisher.publish(outboxWakeChannel(this.config), '').catch(() => undefined);
    });
  }
}
