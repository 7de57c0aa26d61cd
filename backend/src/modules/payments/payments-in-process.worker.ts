import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { PaymentJobRunner } from './payment-job-runner';
import { PaymentJobs, PLAN_RENEWAL_JOB } from './payment-jobs';

/**
 * Without Redis, this process works the payments' jobs: the status checks PaymentJobs times, and the
 * plan renewals every PLAN_RENEWAL_CHECK_MS. Timers do not survive a restart, so the payments a
 * stopped process left waiting for their status are asked about again at start.
 */
@Injectable()
export class PaymentsInProcessWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('PaymentStatus');
  private renewals?: NodeJS.Timeout;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly runner: PaymentJobRunner,
    private readonly jobs: PaymentJobs,
  ) {
    jobs.workInProcess((name, data) => runner.run(name, data));
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.APP_ROLE === 'api') return;
    this.renewals = setInterval(
      () =>
        void this.runner
          .run(PLAN_RENEWAL_JOB, { paymentId: '' })
          .catch((e: Error) => this.logger.error(`Renovación de planes: ${e.message}`)),
      this.config.PLAN_RENEWAL_CHECK_MS,
    );
    this.renewals.unref();
    for (const id of await this.runner.waitingForStatus()) this.jobs.later(id, 1);
  }

  onModuleDestroy(): void {
    if (this.renewals) clearInterval(this.renewals);
  }
}
