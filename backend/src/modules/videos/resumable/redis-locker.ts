import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import type { Lock, Locker, RequestRelease } from '@tus/server';

/** How long a lock lives unless its holder renews it: a crashed instance blocks an upload this long at most. */
const LOCK_TTL_MS = 30_000;
const RENEW_EVERY_MS = 10_000;
const RETRY_EVERY_MS = 50;

// Deletes or renews the key only while it still holds this holder's token: a lock that expired and
// went to another instance is never released or extended by the one that lost it.
const UNLOCK = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;

/** What tus answers when the lock stays taken (its status_code and body): 423 tells tus-js-client to retry. */
export class LockTimeout extends Error {
  readonly status_code = 423;
  readonly body = 'La subida está ocupada. Inténtalo de nuevo en un momento.\n';
}

/**
 * tus's Locker over Redis, so that every instance serves one upload in turn: a key per upload (SET NX
 * with a TTL the holder renews), and a channel per upload on which a newcomer asks the holder to let
 * go (tus's cancelReq: the client reconnected, the old PATCH is stale). The subscriber is one
 * connection shared by all the locks of this process.
 */
export class RedisLocker implements Locker {
  private readonly holders = new Map<string, RequestRelease>();
  private subscribed?: Promise<unknown>;

  constructor(
    private readonly redis: Redis,
    private readonly subscriber: Redis,
    private readonly prefix: string,
    readonly acquireTimeoutMs = 10_000,
  ) {
    subscriber.on('pmessage', (_pattern: string, channel: string) => void this.holders.get(channel)?.());
  }

  newLock(id: string): Lock {
    return new RedisLock(this, id);
  }

  keyOf(id: string): string {
    return `${this.prefix}:tus-lock:${id}`;
  }

  channelOf(id: string): string {
    return `${this.prefix}:tus-release:${id}`;
  }

  /** One pattern subscription for every upload's channel, made on first use. */
  async listen(id: string, release: RequestRelease): Promise<void> {
    this.subscribed ??= this.subscriber.psubscribe(`${this.prefix}:tus-release:*`);
    this.holders.set(this.channelOf(id), release);
    await this.subscribed;
  }

  forget(id: string): void {
    this.holders.delete(this.channelOf(id));
  }

  async tryTake(id: string, token: string): Promise<boolean> {
    return (await this.redis.set(this.keyOf(id), token, 'PX', LOCK_TTL_MS, 'NX')) === 'OK';
  }

  async askRelease(id: string): Promise<void> {
    await this.redis.publish(this.channelOf(id), 'release');
  }

  async renew(id: string, token: string): Promise<boolean> {
    return (await this.redis.eval(RENEW, 1, this.keyOf(id), token, LOCK_TTL_MS)) === 1;
  }

  async give(id: string, token: string): Promise<void> {
    await this.redis.eval(UNLOCK, 1, this.keyOf(id), token);
  }
}

class RedisLock implements Lock {
  private readonly token = randomUUID();
  private renewal?: NodeJS.Timeout;

  constructor(
    private readonly locker: RedisLocker,
    private readonly id: string,
  ) {}

  async lock(signal: AbortSignal, cancelReq: RequestRelease): Promise<void> {
    const until = Date.now() + this.locker.acquireTimeoutMs;
    for (;;) {
      if (await this.locker.tryTake(this.id, this.token)) break;
      if (signal.aborted || Date.now() > until) throw new LockTimeout('upload lock not acquired in time');
      await this.locker.askRelease(this.id);
      await new Promise((r) => setTimeout(r, RETRY_EVERY_MS));
    }
    await this.locker.listen(this.id, cancelReq);
    this.renewal = setInterval(
      () => void this.locker.renew(this.id, this.token).catch(() => undefined),
      RENEW_EVERY_MS,
    );
    this.renewal.unref();
  }

  async unlock(): Promise<void> {
    clearInterval(this.renewal);
    this.locker.forget(this.id);
    await this.locker.give(this.id, this.token);
  }
}
