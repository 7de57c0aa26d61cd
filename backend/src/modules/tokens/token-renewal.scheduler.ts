import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { JobQueue } from '../../infra/queues/job-queue';
import { RedisConnections } from '../../infra/redis/redis.module';
import { TokenRenewalService } from './token-renewal.service';

/** The BullMQ queue of scheduled jobs (shown on /admin/queues next to `domain-events`). */
export const SCHEDULED_QUEUE = 'scheduled';
export const RENEWAL_JOB = 'tokens-monthly-renewal';
const IN_PROCESS_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Runs the monthly renewal on a schedule. With Redis: a BullMQ job scheduler (one per cluster, whatever
 * the number of instances) and a worker in worker processes; without Redis: a timer in this process.
 * The schedule is hourly because the renewal is idempotent per user and month: a missed first-of-month
 * (server down) is caught up within the hour, and balances are also renewed on first touch.
 */
@Injectable()
export class TokenRenewalScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(TokenRenewalScheduler.name);
  private readonly jobs: JobQueue;
  private timer?: NodeJS.Timeout;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly redis: RedisConnections,
    private readonly renewal: TokenRenewalService,
  ) {
    this.jobs = new JobQueue(config, redis, this.logger, {
      name: SCHEDULED_QUEUE,
      process: async (job) => (job.name === RENEWAL_JOB ? this.renewal.runMonthlyRenewal() : undefined),
      concurrency: 1,
    });
  }

  /** The scheduled queue, for the dashboard (undefined without Redis). */
  get scheduledQueue(): Queue | undefined {
    return this.jobs.queue;
  }

  async onApplicationBootstrap(): Promise<void> {
    const runsWorkers = this.config.APP_ROLE !== 'api';
    if (!this.redis.enabled) {
      if (!runsWorkers) return;
      this.timer = setInterval(() => void this.runSafely(), IN_PROCESS_INTERVAL_MS);
      this.timer.unref();
      return;
    }
    this.jobs.open();
    if (!runsWorkers) return;
    await this.jobs.queue
      ?.upsertJobScheduler(
        RENEWAL_JOB,
        { pattern: this.config.TOKEN_RENEWAL_PATTERN, tz: 'America/Santiago' },
        {
          name: RENEWAL_JOB,
          opts: {
            attempts: 5,
            backoff: { type: 'exponential', delay: 5000 },
            removeOnComplete: { count: 200 },
            removeOnFail: false,
          },
        },
      )
      .catch((e: Error) => this.logger.warn(`No se pudo programar la renovación mensual: ${e.message}`));
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.jobs.close();
  }

  private async runSafely(): Promise<void> {
    await this.renewal
      .runMonthlyRenewal()
      .catch((e: Error) => this.logger.error(`Renovación mensual falló: ${e.message}`));
  }
}
