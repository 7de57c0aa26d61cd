import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, OnModuleDestroy, Optional } from '@nestjs/common';
import type { JobsOptions, Queue } from 'bullmq';
import { APP_CONFIG, AppConfig } from '../../config/app-config';

/** The BullMQ queue of the payments' jobs (on /admin/queues). */
export const PAYMENTS_QUEUE = 'payments';
export const STATUS_JOB = 'webpay-status';
export const PLAN_RENEWAL_JOB = 'plan-renewals';
// With the first wait at 2 s, five doublings end within a minute of the failed commit.
export const STATUS_ATTEMPTS = 6;
export const RENEWAL_JOB_OPTIONS: JobsOptions = { removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } };

export interface StatusJob {
  paymentId: string;
}

/** What works a job without Redis: the in-process worker (payments-in-process.worker.ts). */
export type InProcessWork = (name: string, data: StatusJob) => Promise<unknown>;

/**
 * Where the payments hand their jobs: a status check of a payment whose commit or charge got no answer,
 * and the plan renewals. With Redis a BullMQ job (the payment's id is the job id, so a second failure
 * adds no second job), worked by PaymentsProcessor in worker processes with growing waits; without
 * Redis, timers in this process, worked as BullMQ's worker would by PaymentsInProcessWorker.
 */
@Injectable()
export class PaymentJobs implements OnModuleDestroy {
  private readonly logger = new Logger('PaymentStatus');
  private readonly timers = new Set<NodeJS.Timeout>();
  private work?: InProcessWork;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() @InjectQueue(PAYMENTS_QUEUE) readonly queue?: Queue<StatusJob>,
  ) {}

  /** Without Redis the in-process worker takes the jobs, as a BullMQ worker takes them from Redis. */
  workInProcess(work: InProcessWork): void {
    this.work = work;
  }

  async schedule(paymentId: string): Promise<void> {
    const delay = this.config.PAYMENT_STATUS_RETRY_MS;
    if (!this.queue) return this.later(paymentId, 1);
    await this.queue.add(
      STATUS_JOB,
      { paymentId },
      {
        jobId: `status-${paymentId}`,
        delay,
        attempts: STATUS_ATTEMPTS,
        backoff: { type: 'exponential', delay },
        removeOnComplete: { count: 500 },
        removeOnFail: false,
      },
    );
  }

  /** Without Redis: the status check after the attempt's wait, again while Webpay has no final answer. */
  later(paymentId: string, attempt: number): void {
    const timer = setTimeout(
      () => {
        this.timers.delete(timer);
        void this.run(STATUS_JOB, { paymentId })
          .catch((e: Error) => {
            this.logger.warn(`Estado del pago ${paymentId}: ${e.message}`);
            return 'retry';
          })
          .then((result) => {
            if (result === 'retry' && attempt < STATUS_ATTEMPTS) this.later(paymentId, attempt + 1);
          });
      },
      this.config.PAYMENT_STATUS_RETRY_MS * 2 ** (attempt - 1),
    );
    timer.unref();
    this.timers.add(timer);
  }

  /** Runs the plan renewals now, through the queue when there is one (as the scheduler does). */
  async renewPlansNow(): Promise<void> {
    if (this.queue) await this.queue.add(PLAN_RENEWAL_JOB, { paymentId: '' }, RENEWAL_JOB_OPTIONS);
    else await this.run(PLAN_RENEWAL_JOB, { paymentId: '' });
  }

  private async run(name: string, data: StatusJob): Promise<unknown> {
    if (!this.work) throw new Error('No hay quien trabaje los pagos en este proceso');
    return this.work(name, data);
  }

  onModuleDestroy(): void {
    this.timers.forEach((t) => clearTimeout(t));
    this.timers.clear();
  }
}
