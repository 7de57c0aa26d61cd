import { Inject, Injectable, Logger } from '@nestjs/common';
import { PLAN_RETRY_DAYS, PREMIUM_PLANS } from '@conectando/contracts';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { OutboxService } from '../../infra/events/outbox.service';
import { PremiumTokensService } from '../tokens/premium-tokens.service';
import { PaymentCard } from './entities/payment-card.entity';
import { Payment } from './entities/payment.entity';
import { Subscription } from './entities/subscription.entity';
import { pendingPayment } from './buy-order';
import { planPeriodEnd } from './plan-period';
import { PaymentJobs } from './payment-jobs';
import { OneclickTransaction, TransbankClient } from './transbank.client';
import { recordAnswer } from './transbank-fields';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A plan's live states: the plan held, or one whose first charge is being made. */
export const LIVE_PLAN = ['pending', 'active', 'past_due'] as const;

/** Transbank's answer that it has no such transaction: the charge never happened. */
const notFoundAtBank = (e: Error) => /status code (404|422)/.test(e.message);

/**
 * One plan charge to the card kept by Oneclick Mall, from its row to Oneclick's final answer
 * (docs/decisions/payments.md): the answer is applied once, under the payment's and the plan's row locks.
 */
@Injectable()
export class PlanChargesService {
  private readonly logger = new Logger('Subscriptions');

  constructor(
    @InjectRepository(Payment) private readonly payments: Repository<Payment>,
    private readonly dataSource: DataSource,
    private readonly tokens: PremiumTokensService,
    private readonly outbox: OutboxService,
    private readonly transbank: TransbankClient,
    private readonly statusJobs: PaymentJobs,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The pending charge of the subscription's current period, in the caller's transaction. */
  async newCharge(tx: EntityManager, sub: Subscription): Promise<Payment> {
    const plan = PREMIUM_PLANS.find((p) => p.id === sub.planId)!;
    return tx.save(
      tx.create(Payment, {
        userId: sub.userId,
        kind: 'plan',
        itemId: plan.id,
        itemName: `Plan ${plan.name}`,
        tokens: plan.tokensMonthly,
        amount: plan.priceClp,
        ...pendingPayment(),
        subscriptionId: sub.id,
        period: sub.period,
        changeFrom: null,
      }),
    );
  }

  async charge(payment: Payment, card: PaymentCard): Promise<void> {
    let answer: OneclickTransaction;
    try {
      answer = await this.transbank.authorizeOneclick(card.userId, card.tbkUser!, payment.buyOrder, payment.amount);
    } catch (e) {
      const error = e as Error;
      this.logger.warn(`Oneclick authorize ${payment.buyOrder}: ${error.message}`);
      // Transbank answered with an error (a 4xx): nothing was charged. No answer: ask for its status.
      if (/status code 4\d\d/.test(error.message)) return this.settle(payment.id, {});
      await this.payments.update({ id: payment.id, status: 'pending' }, { statusChecks: () => 'status_checks + 1' });
      await this.statusJobs.schedule(payment.id);
      return;
    }
    await this.settle(payment.id, answer);
  }

  /** A charge that cannot be made (no card left): settled as a rejected one. */
  reject(paymentId: string): Promise<void> {
    return this.settle(paymentId, {});
  }

  /** The status job's try for a plan charge whose authorize got no answer. */
  async checkStatus(payment: Payment): Promise<'done' | 'retry'> {
    if (payment.status !== 'pending') return 'done';
    await this.payments.update({ id: payment.id }, { statusChecks: () => 'status_checks + 1' });
    try {
      const answer = await this.transbank.statusOneclick(payment.buyOrder);
      const status = answer.details?.[0]?.status;
      if (status === 'INITIALIZED' || !status) return 'retry';
      await this.settle(payment.id, answer);
      return 'done';
    } catch (e) {
      const error = e as Error;
      if (notFoundAtBank(error)) {
        await this.settle(payment.id, {});
        return 'done';
      }
      this.logger.warn(`Oneclick status ${payment.buyOrder}: ${error.message}`);
      return 'retry';
    }
  }

  /** The end of period n of a plan started at `start` (period 0 ends where it starts). */
  periodEnd(start: Date, n: number): Date {
    return planPeriodEnd(this.config, start, n);
  }

  /**
   * Oneclick's final answer for one charge, applied once under the payment's and the subscription's
   * row locks: paid → the period's tokens and the next period; rejected → a retry day, or the plan ends.
   */
  private async settle(paymentId: string, answer: OneclickTransaction): Promise<void> {
    const result = await this.dataSource.transaction(async (tx) => {
      const payment = await tx.findOne(Payment, { where: { id: paymentId }, lock: { mode: 'pessimistic_write' } });
      if (!payment || payment.status !== 'pending' || !payment.subscriptionId) return null;
      const sub = await tx.findOneOrFail(Subscription, {
        where: { id: payment.subscriptionId },
        lock: { mode: 'pessimistic_write' },
      });
      const detail = answer.details?.[0];
      const paid =
        detail?.status === 'AUTHORIZED' &&
        detail.response_code === 0 &&
        detail.amount === payment.amount &&
        answer.buy_order === payment.buyOrder;
      recordAnswer(payment, detail, answer);
      payment.status = paid ? 'paid' : 'failed';
      if (payment.changeFrom) await this.settleChange(tx, payment, sub, paid);
      else await this.settlePeriod(tx, payment, sub, paid);
      await tx.save(payment);
      await tx.save(sub);
      return { payment, paid };
    });
    if (result && !result.paid && answer.details?.[0]?.status === 'AUTHORIZED') {
      // Charged, but not what we asked for: the charge is given back, nothing credited.
      const d = answer.details[0];
      await this.transbank
        .refundOneclick(result.payment.buyOrder, d.amount ?? 0)
        .catch((e: Error) => this.logger.error(`Oneclick reversal ${result.payment.buyOrder}: ${e.message}`));
    }
  }

  /** A period's charge: paid → its tokens and the next period; rejected → a retry day, or the plan ends. */
  private async settlePeriod(tx: EntityManager, payment: Payment, sub: Subscription, paid: boolean): Promise<void> {
    const plan = PREMIUM_PLANS.find((p) => p.id === sub.planId)!;
    if (paid) {
      payment.paidAt = new Date();
      const first = sub.status === 'pending';
      await this.tokens.grantPremium(
        tx,
        sub.userId,
        first ? 'plan_subscribe' : 'plan_monthly',
        payment.tokens,
        plan.id,
        payment.id,
      );
      // A period paid while the plan was being cancelled is credited; the plan stays ended.
      if (sub.status !== 'ended') {
        const paidUntil = this.periodEnd(sub.startedAt, payment.period!);
        sub.status = 'active';
        sub.period = payment.period! + 1;
        sub.nextChargeAt = paidUntil;
        sub.failedAttempts = 0;
      }
      await this.outbox.add(tx, 'payment.paid', { userId: sub.userId, paymentId: payment.id });
    } else if (sub.status === 'pending') {
      sub.status = 'ended';
      sub.endReason = 'rejected';
      sub.endedAt = new Date();
    } else if (sub.status !== 'ended') {
      sub.failedAttempts += 1;
      const retryDays = PLAN_RETRY_DAYS[sub.failedAttempts - 1];
      const lapsed = retryDays === undefined;
      if (lapsed) {
        sub.status = 'ended';
        sub.endReason = 'lapsed';
        sub.endedAt = new Date();
      } else {
        // Retries count from the day the period was due, so a late run does not push them further.
        sub.status = 'past_due';
        sub.nextChargeAt = new Date(this.periodEnd(sub.startedAt, sub.period - 1).getTime() + retryDays * DAY_MS);
      }
      await this.outbox.add(tx, 'payment.renewal_failed', { userId: sub.userId, paymentId: payment.id, lapsed });
    }
  }

  /** A change charge's answer: paid → the higher plan now and its tokens; refused → nothing changes. */
  private async settleChange(tx: EntityManager, payment: Payment, sub: Subscription, paid: boolean): Promise<void> {
    if (!paid) return;
    payment.paidAt = new Date();
    const plan = PREMIUM_PLANS.find((p) => p.id === payment.itemId)!;
    await this.tokens.grantPremium(tx, sub.userId, 'plan_change', payment.tokens, plan.id, payment.id);
    if (sub.status !== 'ended' && sub.planId === payment.changeFrom) sub.planId = plan.id;
    await this.outbox.add(tx, 'payment.paid', { userId: sub.userId, paymentId: payment.id });
  }
}
