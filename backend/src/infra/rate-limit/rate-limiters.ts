import { Global, Inject, Injectable, Module } from '@nestjs/common';
import { ErrorCode, ERROR_MESSAGES } from '@conectando/contracts';
import type { Redis } from 'ioredis';
import { RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { AppError } from '../../common/errors/app-error';
import { RedisConnections } from '../redis/redis.module';

export interface LimiterOptions {
  /** Points (attempts, bytes…) allowed per window. */
  points: number;
  /** Window, in seconds; 0 keeps a key until it is deleted. */
  duration: number;
  /** Seconds a key stays refused once over its points (default: until the window ends). */
  blockDuration?: number;
}

/** A 429 that says when to come back; the error filter writes Retry-After from it. */
export class TooManyRequestsError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = ERROR_MESSAGES[ErrorCode.TooManyRequests],
  ) {
    super(ErrorCode.TooManyRequests, message);
  }
}

export const retryAfterOf = (res: RateLimiterRes | null | undefined) =>
  Math.max(1, Math.ceil((res?.msBeforeNext ?? 1000) / 1000));

/** rate-limiter-flexible throws its result (not an Error) when a key is over its points. */
export const isRefusal = (e: unknown): e is RateLimiterRes => e instanceof RateLimiterRes;

/**
 * Every rate limit and counter of the app comes from here, one library for all: with REDIS_URL the
 * counters live in Redis, so all instances share them; without it (one process) in memory. When Redis
 * does not answer, a limiter falls back to this instance's memory instead of failing the request.
 * The one exception is a socket's per-second event budget, which only its own process needs and which
 * is checked on every message (event-budget.ts).
 */
@Injectable()
export class RateLimiters {
  private readonly client?: Redis;

  constructor(
    redis: RedisConnections,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    // No offline queue: while Redis is away a limiter asks its in-memory insurance at once, never waits.
    if (redis.enabled) this.client = redis.open('rate-limits', { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  }

  create(name: string, options: LimiterOptions): RateLimiterAbstract {
    const keyPrefix = `${this.config.REDIS_PREFIX}:rl:${name}`;
    const memory = new RateLimiterMemory({ ...options, keyPrefix });
    if (!this.client) return memory;
    return new RateLimiterRedis({
      ...options,
      keyPrefix,
      storeClient: this.client,
      rejectIfRedisNotReady: true,
      insuranceLimiter: memory,
    });
  }
}

@Global()
@Module({ providers: [RateLimiters], exports: [RateLimiters] })
export class RateLimitModule {}
