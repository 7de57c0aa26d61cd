import type { Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { AppConfig } from '../../config/app-config';
import type { RedisConnections } from '../redis/redis.module';
import { JobQueue } from './job-queue';

export interface ReminderQueueOptions<T> {
  /** The queue's name. */
  name: string;
  /** When reminders go out, in seconds before the start (comma-separated, as the configuration has it). */
  offsets: string;
  /** Sends one reminder; a throw retries it. */
  send: (data: T) => Promise<unknown>;
  /** Logged when a reminder on a timer (without Redis) fails. */
  failure: string;
}

/** One reminder: its job's name, what it carries, and the id that makes scheduling it twice add one job. */
export interface Reminder<T> {
  name: string;
  data: T;
  jobId: string;
}

/**
 * Reminders as BullMQ delayed jobs named after what they remind of, its version and the offset:
 * scheduling twice adds one job, and a job of an older version finds it changed and sends nothing.
 * Without Redis, a timer in this process (a restart forgets it).
 */
export class ReminderQueue<T> {
  private readonly offsets: number[];
  private readonly jobs: JobQueue<T>;

  constructor(
    config: Pick<AppConfig, 'APP_ROLE' | 'REDIS_PREFIX'>,
    redis: RedisConnections,
    logger: Logger,
    private readonly options: ReminderQueueOptions<T>,
  ) {
    this.offsets = options.offsets
      .split(',')
      .map((s) => Number(s.trim()))
      .filter((n) => Number.isInteger(n) && n > 0);
    this.jobs = new JobQueue(config, redis, logger, {
      name: options.name,
      process: (job) => options.send(job.data),
      concurrency: 4,
      defaultJobOptions: {
        attempts: 5,
        backoff: { type: 'exponential', delay: 2000 },
        removeOnComplete: { age: 24 * 3600, count: 1000 },
        removeOnFail: { age: 7 * 24 * 3600 },
      },
    });
  }

  /** Call from onApplicationBootstrap. */
  open(): void {
    this.jobs.open();
  }

  /** The reminders of something starting at `startsAt` that are still ahead. */
  async schedule(startsAt: Date, now: number, reminder: (beforeSeconds: number) => Reminder<T>): Promise<void> {
    for (const beforeSeconds of this.offsets) {
      const delay = startsAt.getTime() - beforeSeconds * 1000 - now;
      if (delay <= 0) continue;
      const { name, data, jobId } = reminder(beforeSeconds);
      // BullMQ narrows a job's name by the queue's data type, which a generic queue cannot name.
      const queue = this.jobs.queue as Queue | undefined;
      if (queue) {
        await queue.add(name, data, { delay, jobId });
        continue;
      }
      this.jobs.later(delay, () => this.options.send(data), this.options.failure);
    }
  }

  /** Call from onModuleDestroy. */
  close(): Promise<void> {
    return this.jobs.close();
  }
}
