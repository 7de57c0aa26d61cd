import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { IDEMPOTENCY_MSG, ErrorCode } from '@conectando/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { JobQueue } from '../queues/job-queue';
import { RedisConnections } from '../redis/redis.module';

/** The BullMQ queue whose job scheduler prunes kept answers (on /admin/queues). */
export const IDEMPOTENCY_CLEANUP_QUEUE = 'idempotency-cleanup';
const PRUNE_JOB = 'prune-idempotent-requests';

/** What to do with a keyed change: run it (the first time), or answer as it was answered then. */
export type Claim = { kind: 'first' } | { kind: 'replay'; response: unknown };

// A first request still unanswered after this long died with its process (no request runs this long):
// a retry may run it again rather than wait for ever.
const ABANDONED_AFTER_SECONDS = 120;
// Retries come within minutes of a lost answer; a day covers a phone left without signal overnight.
const KEPT_FOR_HOURS = 24;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * The answers to changes sent with an Idempotency-Key, per person, so that a retry after a lost
 * answer gets the first answer instead of a second purchase, offer or application.
 */
@Injectable()
export class IdempotentRequests implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(IdempotentRequests.name);
  private readonly jobs: JobQueue;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    redis: RedisConnections,
  ) {
    this.jobs = new JobQueue(config, redis, this.logger, {
      name: IDEMPOTENCY_CLEANUP_QUEUE,
      process: () => this.prune(),
      concurrency: 1,
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    // API processes neither work nor schedule the pruning: they need no queue of their own.
    if (this.jobs.runsWorkers) this.jobs.open();
    await this.jobs.every(
      PRUNE_JOB,
      PRUNE_EVERY_MS,
      () => this.prune(),
      'No se pudo programar el borrado de respuestas antiguas',
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.jobs.close();
  }

  /** Claims the key for this change, or says how the change it names was answered. */
  async claim(userId: string, key: string, fingerprint: string): Promise<Claim> {
    const claimed: unknown[] = await this.dataSource.query(
      `INSERT INTO idempotent_requests (user_id, key, fingerprint) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, key) DO UPDATE SET created_at = now()
        WHERE idempotent_requests.completed_at IS NULL
          AND idempotent_requests.fingerprint = EXCLUDED.fingerprint
          AND idempotent_requests.created_at < now() - make_interval(secs => $4)
       RETURNING key`,
      [userId, key, fingerprint, ABANDONED_AFTER_SECONDS],
    );
    if (claimed.length > 0) return { kind: 'first' };
    const [earlier]: { fingerprint: string; response: { body?: unknown } | null; done: boolean }[] =
      await this.dataSource.query(
        `SELECT fingerprint, response, completed_at IS NOT NULL AS done
           FROM idempotent_requests WHERE user_id = $1 AND key = $2`,
        [userId, key],
      );
    // Gone between the two statements (pruned, or its first request failed just now): run it.
    if (!earlier) return this.claim(userId, key, fingerprint);
    if (earlier.fingerprint !== fingerprint) throw new AppError(ErrorCode.Conflict, IDEMPOTENCY_MSG.keyReused);
    if (!earlier.done) throw new AppError(ErrorCode.Conflict, IDEMPOTENCY_MSG.inProgress);
    return { kind: 'replay', response: earlier.response?.body };
  }

  /** Keeps the answer of a change that was made, for its retries. */
  async complete(userId: string, key: string, body: unknown): Promise<void> {
    await this.dataSource.query(
      `UPDATE idempotent_requests SET response = $3::jsonb, completed_at = now() WHERE user_id = $1 AND key = $2`,
      [userId, key, JSON.stringify({ body })],
    );
  }

  /** A change that failed changed nothing: its retry runs it again. */
  async release(userId: string, key: string): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM idempotent_requests WHERE user_id = $1 AND key = $2 AND completed_at IS NULL`,
      [userId, key],
    );
  }

  /** An erased account's kept answers go with it (they may hold what it wrote). */
  async forget(tx: EntityManager, userId: string): Promise<void> {
    await tx.query(`DELETE FROM idempotent_requests WHERE user_id = $1`, [userId]);
  }

  async prune(): Promise<number> {
    try {
      const [, deleted]: [unknown, number] = await this.dataSource.query(
        `DELETE FROM idempotent_requests WHERE created_at < now() - make_interval(hours => $1)`,
        [KEPT_FOR_HOURS],
      );
      return deleted;
    } catch (e) {
      this.logger.warn(`No se pudieron borrar respuestas antiguas: ${(e as Error).message}`);
      return 0;
    }
  }
}
