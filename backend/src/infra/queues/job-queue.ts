import type { Logger } from '@nestjs/common';
import { type Job, type JobsOptions, Queue, Worker } from 'bullmq';
import type { AppConfig } from '../../config/app-config';
import type { RedisConnections } from '../redis/redis.module';

export interface JobQueueOptions<T> {
  /** The queue's name (and of its Redis connections); every queue is on /admin/queues. */
  name: string;
  /** What one job does; a throw retries it by the job's options. */
  process: (job: Job<T>) => Promise<unknown>;
  /** Jobs worked at once by each worker process. */
  concurrency: number;
  defaultJobOptions?: JobsOptions;
}

/**
 * A module's BullMQ queue with its worker, as every queue of the app is set up: with Redis, the queue
 * in every process and the worker in worker processes (not APP_ROLE=api); without Redis, neither, and
 * the module runs its work on timers in this process (`later`, `every`), which a restart forgets.
 */
export class JobQueue<T = unknown> {
  private queueOf?: Queue<T>;
  private worker?: Worker<T>;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly intervals = new Set<NodeJS.Timeout>();

  constructor(
    private readonly config: Pick<AppConfig, 'APP_ROLE' | 'REDIS_PREFIX'>,
    private readonly redis: RedisConnections,
    private readonly logger: Logger,
    private readonly options: JobQueueOptions<T>,
  ) {}

  /** The BullMQ queue, once opened with Redis; undefined without it. */
  get queue(): Queue<T> | undefined {
    return this.queueOf;
  }

  /** Whether this process works jobs (or, without Redis, runs the timers). */
  get runsWorkers(): boolean {
    return this.config.APP_ROLE !== 'api';
  }

  /** Opens the queue, and the worker in a worker process; call from onApplicationBootstrap. */
  open(): void {
    if (!this.redis.enabled) return;
    const { name, process, concurrency, defaultJobOptions } = this.options;
    this.queueOf = new Queue<T>(name, {
      connection: this.redis.open(`${name}-queue`),
      prefix: this.config.REDIS_PREFIX,
      defaultJobOptions,
    });
    if (!this.runsWorkers) return;
    this.worker = new Worker<T>(name, process, {
      connection: this.redis.open(`${name}-worker`, { maxRetriesPerRequest: null }),
      prefix: this.config.REDIS_PREFIX,
      concurrency,
    });
    this.worker.on('error', (e) => this.logger.warn(`${name} worker: ${e.message}`));
  }

  /** Without Redis: runs `work` in this process after `delayMs`, logging `failure` if it throws. */
  later(delayMs: number, work: () => Promise<unknown>, failure: string): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      work().catch((e: Error) => this.logger.warn(`${failure}: ${e.message}`));
    }, delayMs);
    timer.unref();
    this.timers.add(timer);
  }

  /**
   * Recurring work, every `everyMs`. With Redis: a BullMQ job scheduler named `jobName`, upserted by
   * worker processes, so the cluster runs one job per period whatever its number of processes, worked
   * by this queue's `process`. Without Redis: `work` on a timer in this process. Call after open().
   */
  async every(
    this: JobQueue,
    jobName: string,
    everyMs: number,
    work: () => Promise<unknown>,
    failure: string,
  ): Promise<void> {
    if (!this.redis.enabled) {
      const interval = setInterval(
        () => void work().catch((e: Error) => this.logger.warn(`${failure}: ${e.message}`)),
        everyMs,
      );
      interval.unref();
      this.intervals.add(interval);
      return;
    }
    if (!this.runsWorkers) return;
    await this.queueOf
      ?.upsertJobScheduler(
        jobName,
        { every: everyMs },
        { name: jobName, opts: { removeOnComplete: { count: 50 }, removeOnFail: { count: 50 } } },
      )
      .catch((e: Error) => this.logger.warn(`${failure}: ${e.message}`));
  }

  /** Call from onModuleDestroy. */
  async close(): Promise<void> {
    this.timers.forEach((t) => clearTimeout(t));
    this.timers.clear();
    this.intervals.forEach((t) => clearInterval(t));
    this.intervals.clear();
    await this.worker?.close().catch(() => undefined);
    await this.queueOf?.close().catch(() => undefined);
  }
}
