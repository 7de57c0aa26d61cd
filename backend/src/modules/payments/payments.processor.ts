import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { Job } from 'bullmq';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { PaymentJobRunner } from './payment-job-runner';
import { PaymentJobs, PAYMENTS_QUEUE, PLAN_RENEWAL_JOB, RENEWAL_JOB_OPTIONS, StatusJob } from './payment-jobs';

/**
 * The BullMQ worker of `payments` (worker processes with Redis): a status check that is still 'retry'
 * throws, so BullMQ waits and asks again; the plan renewals run every PLAN_RENEWAL_CHECK_MS through a
 * job scheduler, one per cluster however many workers.
 */
// Started by ShutdownState once it watches the worker's jobs (given back if cut at the deadline).
@Processor(PAYMENTS_QUEUE, { concurrency: 2, autorun: false })
export class PaymentsProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger('PaymentStatus');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly runner: PaymentJobRunner,
    private readonly jobs: PaymentJobs,
  ) {
    super();
  }

  async process(job: Job<StatusJob>): Promise<unknown> {
    const result = await this.runner.run(job.name, job.data);
    if (result === 'retry') throw new Error('El pago sigue pendiente en Webpay');
    return result;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.queue
      ?.upsertJobScheduler(
        PLAN_RENEWAL_JOB,
        { every: this.config.PLAN_RENEWAL_CHECK_MS },
        { name: PLAN_RENEWAL_JOB, opts: RENEWAL_JOB_OPTIONS },
      )
      .catch((e: Error) => this.logger.warn(`No se pudo programar la renovación de planes: ${e.message}`));
  }
}
