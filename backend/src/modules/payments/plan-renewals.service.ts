import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, IsNull, LessThan, LessThanOrEqual, Not, Repository } from 'typeorm';
import { PaymentCard } from './entities/payment-card.entity';
import { Payment } from './entities/payment.entity';
import { Subscription } from './entities/subscription.entity';
import { PlanChargesService } from './plan-charges.service';

const BATCH = 100;
// A charge left pending this long without an answer (the process stopped mid-call) is asked about.
const STALE_CHARGE_MS = 5 * 60 * 1000;

/**
 * The monthly renewal of plans (docs/decisions/payments.md). Each period is charged at most once: the
 * charge is claimed under the subscription's row lock, and the unique index on (subscription, period)
 * refuses a second live charge whatever the number of workers.
 */
@Injectable()
export class PlanRenewalsService {
  constructor(
    @InjectRepository(Subscription) private readonly subscriptions: Repository<Subscription>,
    @InjectRepository(Payment) private readonly payments: Repository<Payment>,
    private readonly dataSource: DataSource,
    private readonly charges: PlanChargesService,
  ) {}

  /**
   * The renewal run: every subscription whose charge (or retry) is due is charged once for its period.
   * Safe to run any number of times and in several workers at once.
   */
  async renewDue(now: Date = new Date()): Promise<number> {
    await this.endUnpaidPlans(now);
    let charged = 0;
    const due = await this.subscriptions.find({
      where: { status: In(['active', 'past_due']), nextChargeAt: LessThanOrEqual(now), prepaid: false },
      order: { nextChargeAt: 'ASC' },
      take: BATCH,
    });
    for (const sub of due) if (await this.renew(sub.id, now)) charged += 1;
    // A charge a stopped process left without an answer is settled from Oneclick's status.
    const stale = await this.payments.find({
      where: {
        kind: 'plan',
        status: 'pending',
        statusChecks: 0,
        createdAt: LessThan(new Date(now.getTime() - STALE_CHARGE_MS)),
      },
      take: BATCH,
    });
    for (const p of stale) await this.charges.checkStatus(p);
    return charged;
  }

  private async renew(subscriptionId: string, now: Date): Promise<boolean> {
    const claim = await this.dataSource.transaction(async (tx) => {
      // Another worker charging this subscription holds the row: it is skipped here, not waited for.
      const sub = await tx.findOne(Subscription, {
        where: { id: subscriptionId },
        lock: { mode: 'pessimistic_write', onLocked: 'skip_locked' },
      });
      if (!sub || sub.prepaid || !['active', 'past_due'].includes(sub.status) || sub.nextChargeAt > now) return null;
      const live = await tx.exists(Payment, {
        where: { subscriptionId: sub.id, period: sub.period, status: In(['pending', 'paid', 'refunded']) },
      });
      if (live) return null;
      // A change to a higher plan still waiting for its answer decides which plan this period is.
      if (await tx.exists(Payment, { where: { subscriptionId: sub.id, status: 'pending', changeFrom: Not(IsNull()) } }))
        return null;
      if (sub.nextPlanId) {
        // The lower plan chosen earlier starts with this period.
        sub.planId = sub.nextPlanId;
        sub.nextPlanId = null;
        await tx.save(sub);
      }
      const payment = await this.charges.newCharge(tx, sub);
      const card = await tx.findOneBy(PaymentCard, { userId: sub.userId, status: 'active' });
      return { payment, card };
    });
    if (!claim) return false;
    if (claim.card) await this.charges.charge(claim.payment, claim.card);
    else await this.charges.reject(claim.payment.id); // no card left to charge: a rejected charge
    return true;
  }

  /** Plans from before card charges stop at the end of their paid period. */
  private async endUnpaidPlans(now: Date): Promise<void> {
    await this.subscriptions.update(
      { prepaid: true, status: 'active', nextChargeAt: LessThanOrEqual(now) },
      { status: 'ended', endReason: 'lapsed', endedAt: now },
    );
  }
}
