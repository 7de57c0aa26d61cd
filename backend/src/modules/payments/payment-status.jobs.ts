import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { JobQueue } from '../../infra/queues/job-queue';
import { RedisConnections } from '../../infra/redis/redis.module';

/** What the jobs run: one status check of a payment, the payments left waiting for one, the plan renewals. */
export interface StatusChecker {
  checkStatus(paymentId: string): Promise<'done' | 'retry'>;
  waitingForStatus(): Promise<string[]>;
  renewPlans(): Promise<number>;
}

export const PAYMENTS_QUEUE = 'payments';
const STATUS_JOB = 'webpay-status';
export const PLAN_RENEWAL_JOB = 'plan-renewals';
// With the first wait at 2 s, five doublings end within a minute of the failed commit.
const ATTEMPTS = 6;

/**
 * Asks Webpay for a payment's status after its commit failed, until the answer is final. With Redis:
 * a BullMQ job per payment (its id is the job id, so a second failure does not add a second job), run
 * by worker processes with growing waits; without Redis: timers in this process. Also runs the plan
 * renewals every PLAN_RENEWAL_CHECK_MS (a job scheduler: one per cluster, however many workers).
 */
@Injectable()
export class PaymentStatusJobs implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('PaymentStatus');
  private readonly jobs: JobQueue<{ paymentId: string }>;
  private renewalTimer?: NodeJS.Timeout;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    redis: RedisConnections,
  ) {
    this.jobs = new JobQueue(config, redis, this.logger, {
      name: PAYMENTS_QUEUE,
      process: async (job: Job<{ paymentId: string }>) => {
        if (job.name === PLAN_RENEWAL_JOB) return this.payments.renewPlans();
        if (job.name !== STATUS_JOB) return;
        if ((await this.payments.checkStatus(job.data.paymentId)) === 'retry')
          throw new Error('El pago sigue pendiente en Webpay');
      },
      concurrency: 2,
    });
  }

  private payments!: StatusChecker;

  /** The payments service registers itself (it also schedules jobs here: no constructor cycle). */
  runWith(checker: StatusChecker): void {
    this.payments = checker;
  }

  get paymentsQueue(): Queue | undefined {
    return this.jobs.queue;
  }

  async onApplicationBootstrap(): Promise<void> {
    this.jobs.open();
    const queue = this.jobs.queue;
    if (queue) {
      if (!this.jobs.runsWorkers) return;
      await queue
        .upsertJobScheduler(
          PLAN_RENEWAL_JOB,
          { every: this.config.PLAN_RENEWAL_CHECK_MS },
          { name: PLAN_RENEWAL_JOB, opts: { removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } } },
        )
        .catch((e: Error) => this.logger.warn(`No se pudo programar la renovación de planes: ${e.message}`));
      return;
    }
    if (!this.jobs.runsWorkers) return;
    this.renewalTimer = setInterval(
      () =>
        void this.payments.renewPlans().catch((e: Error) => this.logger.error(`Renovación de planes: ${e.message}`)),
      this.config.PLAN_RENEWAL_CHECK_MS,
    );
    this.renewalTimer.unref();
    // In memory, the waits do not survive a restart: payments left waiting are asked about again.
    for (const id of await this.payments.waitingForStatus()) this.scheduleInProcess(id, 1);
  }

  async schedule(paymentId: string): Promise<void> {
    const delay = this.config.PAYMENT_STATUS_RETRY_MS;
    if (this.jobs.queue) {
      await this.jobs.queue.add(
        STATUS_JOB,
        { paymentId },
        {
          jobId: `status-${paymentId}`,
          delay,
          attempts: ATTEMPTS,
          backoff: { type: 'exponential', delay },
          removeOnComplete: { count: 500 },
          removeOnFail: false,
        },
      );
      return;
    }
    this.scheduleInProcess(paymentId, 1);
  }

  private scheduleInProcess(paymentId: string, attempt: number): void {
    this.jobs.later(
      this.config.PAYMENT_STATUS_RETRY_MS * 2 ** (attempt - 1),
      async () => {
        const result = await this.payments.checkStatus(paymentId).catch((e: Error) => {
          this.logger.warn(`Estado del pago ${paymentId}: ${e.message}`);
          return 'retry' as const;
        });
        if (result === 'retry' && attempt < ATTEMPTS) this.scheduleInProcess(paymentId, attempt + 1);
      },
      `Estado del pago ${paymentId}`,
    );
  }

  /** Runs the plan renewals now, through the queue when there is one (as the scheduler does). */
  async renewPlansNow(): Promise<void> {
    const queue = this.jobs.queue;
    if (queue) await queue.add(PLAN_RENEWAL_JOB, { paymentId: '' }, { removeOnComplete: { count: 100 } });
    else await this.payments.renewPlans();
  }

  onModuleDestroy(): Promise<void> {
    if (this.renewalTimer) clearInterval(this.renewalTimer);
    return this.jobs.close();
  }
}
