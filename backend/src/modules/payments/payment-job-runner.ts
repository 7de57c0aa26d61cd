import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Payment } from './entities/payment.entity';
import { PLAN_RENEWAL_JOB, STATUS_JOB, StatusJob } from './payment-jobs';
import { PlanChargesService } from './plan-charges.service';
import { PlanRenewalsService } from './plan-renewals.service';
import { WebpaySettlementService } from './webpay-settlement.service';

/** What one payments job does, whoever works it (BullMQ's worker, or this process without Redis). */
@Injectable()
export class PaymentJobRunner {
  private readonly logger = new Logger('Payments');

  constructor(
    @InjectRepository(Payment) private readonly payments: Repository<Payment>,
    private readonly webpay: WebpaySettlementService,
    private readonly planCharges: PlanChargesService,
    private readonly renewals: PlanRenewalsService,
  ) {}

  /** A status check answers 'done' or 'retry'; a renewal run, how many plans it charged. */
  run(name: string, data: StatusJob): Promise<'done' | 'retry' | number | undefined> {
    if (name === PLAN_RENEWAL_JOB) return this.renewPlans();
    if (name === STATUS_JOB) return this.checkStatus(data.paymentId);
    return Promise.resolve(undefined);
  }

  /** Payments a crash left waiting for the status job (it lives in memory without Redis). */
  async waitingForStatus(): Promise<string[]> {
    const rows = await this.payments
      .createQueryBuilder('p')
      .select('p.id')
      .where("p.status = 'pending' AND p.statusChecks > 0")
      .getMany();
    return rows.map((r) => r.id);
  }

  /** The status job's one try: 'done' when the payment is final (now or already), 'retry' otherwise. */
  private async checkStatus(id: string): Promise<'done' | 'retry'> {
    const payment = await this.payments.findOneBy({ id });
    if (payment?.kind === 'plan') return this.planCharges.checkStatus(payment);
    return this.webpay.checkStatus(payment);
  }

  /** The payments job's run (the job scheduler calls it): payments left at the bank, then plan renewals. */
  private async renewPlans(): Promise<number> {
    // A failure here must not hold back the renewals: the next run asks again.
    await this.webpay.closeAbandoned().catch((e: Error) => this.logger.error(`Pagos abandonados: ${e.message}`));
    return this.renewals.renewDue();
  }
}
