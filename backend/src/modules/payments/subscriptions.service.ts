import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  CardInscriptionResponse,
  CardResponse,
  CreateSubscriptionDto,
  ErrorCode,
  PaymentResponse,
  PLAN_MSG,
  PLAN_RETRY_DAYS,
  planTypeFor,
  PREMIUM_PLANS,
  PRIVACY_MSG,
} from '@conectando/contracts';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, LessThan, LessThanOrEqual, Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { OutboxService } from '../../infra/events/outbox.service';
import { isUniqueViolation } from '../../infra/database/unique-violation';
import { TokensService } from '../tokens/tokens.service';
import type { User } from '../users/entities/user.entity';
import { PaymentCard } from './entities/payment-card.entity';
import { Payment } from './entities/payment.entity';
import { Subscription } from './entities/subscription.entity';
import { newBuyOrder } from './buy-order';
import { toResponse } from './payment-response';
import { PaymentStatusJobs } from './payment-status.jobs';
import { OneclickTransaction, TransbankClient } from './transbank.client';

/** What Transbank sends the browser back with after its card form (POST fields or GET query). */
export interface OneclickReturn {
  TBK_TOKEN?: unknown;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 100;
const LIVE = ['pending', 'active', 'past_due'] as const;
// A charge left pending this long without an answer (the process stopped mid-call) is asked about.
const STALE_CHARGE_MS = 5 * 60 * 1000;

const field = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined;

/** Transbank's answer that it has no such transaction: the charge never happened. */
const notFoundAtBank = (e: Error) => /status code (404|422)/.test(e.message);

/**
 * Monthly plans charged to a card kept by Oneclick Mall (docs/decisions/payments.md). Each period is
 * charged at most once: the charge is claimed under the subscription's row lock, and the unique index
 * on (subscription, period) refuses a second live charge whatever the number of workers.
 */
@Injectable()
export class SubscriptionsService {
  private readonly logger = new Logger('Subscriptions');

  constructor(
    @InjectRepository(PaymentCard) private readonly cards: Repository<PaymentCard>,
    @InjectRepository(Subscription) private readonly subscriptions: Repository<Subscription>,
    @InjectRepository(Payment) private readonly payments: Repository<Payment>,
    private readonly dataSource: DataSource,
    private readonly tokens: TokensService,
    private readonly outbox: OutboxService,
    private readonly transbank: TransbankClient,
    private readonly statusJobs: PaymentStatusJobs,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  // ---- Cards ----

  async startInscription(user: User): Promise<CardInscriptionResponse> {
    if (await this.cards.existsBy({ userId: user.id, status: 'active' }))
      throw new AppError(ErrorCode.Conflict, PLAN_MSG.cardExists);
    let redirect: { token: string; url: string };
    try {
      redirect = await this.transbank.startInscription(
        user.id,
        user.email,
        `${this.config.PUBLIC_URL}/api/payments/oneclick/return`,
      );
    } catch (e) {
      this.logger.warn(`Oneclick inscription start: ${(e as Error).message}`);
      throw new AppError(ErrorCode.PaymentUnavailable, PLAN_MSG.providerUnavailable);
    }
    await this.cards.insert({ userId: user.id, status: 'pending', inscriptionToken: redirect.token });
    return { redirect };
  }

  /** The return from Transbank's card form: 'ok' or 'error', or null when the token is not ours. */
  async finishInscription(params: OneclickReturn): Promise<'ok' | 'error' | null> {
    const token = field(params.TBK_TOKEN, 64);
    if (!token) return null;
    const card = await this.cards.findOneBy({ inscriptionToken: token });
    if (!card) return null;
    if (card.status !== 'pending') return card.status === 'active' ? 'ok' : 'error';
    let answer;
    try {
      answer = await this.transbank.finishInscription(token);
    } catch (e) {
      this.logger.warn(`Oneclick inscription finish: ${(e as Error).message}`);
      answer = null;
    }
    if (answer?.response_code === 0 && field(answer.tbk_user, 64)) {
      try {
        const done = await this.cards.update(
          { id: card.id, status: 'pending' },
          {
            status: 'active',
            tbkUser: answer.tbk_user!,
            cardType: field(answer.card_type, 20) ?? 'Tarjeta',
            last4: answer.card_number?.slice(-4) ?? null,
          },
        );
        return done.affected
          ? 'ok'
          : (await this.cards.findOneBy({ id: card.id }))?.status === 'active'
            ? 'ok'
            : 'error';
      } catch (e) {
        // Another card of this person became active meanwhile: this one is given up at Transbank too.
        if (!isUniqueViolation(e)) throw e;
        await this.transbank.deleteInscription(answer.tbk_user!, card.userId).catch(() => undefined);
      }
    }
    await this.cards.update({ id: card.id, status: 'pending' }, { status: 'failed' });
    return 'error';
  }

  async listCards(userId: string): Promise<CardResponse[]> {
    const rows = await this.cards.find({ where: { userId, status: 'active' }, order: { createdAt: 'DESC' } });
    return rows.map((c) => ({ id: c.id, cardType: c.cardType ?? 'Tarjeta', last4: c.last4 ?? '' }));
  }

  /** Removes the inscription at Transbank, then here; a card that pays a live plan stays. */
  async deleteCard(user: User, id: string): Promise<void> {
    const card = await this.cards.findOneBy({ id, userId: user.id, status: 'active' });
    if (!card) throw new AppError(ErrorCode.NotFound);
    if (await this.subscriptions.existsBy({ userId: user.id, status: In([...LIVE]) }))
      throw new AppError(ErrorCode.Conflict, PLAN_MSG.cardInUse);
    try {
      await this.transbank.deleteInscription(card.tbkUser!, user.id);
    } catch (e) {
      this.logger.warn(`Oneclick inscription delete: ${(e as Error).message}`);
      throw new AppError(ErrorCode.PaymentUnavailable, PLAN_MSG.providerUnavailable);
    }
    await this.cards.delete({ id: card.id });
  }

  /**
   * Erasure, in its transaction: no plan is charged again, and every card goes at Transbank, then here.
   * A card Transbank still holds would be out of anyone's reach once the account is gone, so when
   * Transbank cannot be reached the whole erasure is refused (nothing changed) and the person retries.
   */
  async forgetCardsIn(tx: EntityManager, userId: string): Promise<void> {
    await this.tokens.endPlan(tx, userId);
    await this.cancel(tx, userId);
    for (const card of await tx.findBy(PaymentCard, { userId })) {
      if (card.status === 'active') {
        try {
          await this.transbank.deleteInscription(card.tbkUser!, userId);
        } catch (e) {
          // Gone there already: an earlier try removed it and then rolled back here.
          if (!notFoundAtBank(e as Error)) {
            this.logger.warn(`Oneclick inscription delete on erasure: ${(e as Error).message}`);
            throw new AppError(ErrorCode.PaymentUnavailable, PRIVACY_MSG.cardNotRemoved);
          }
        }
      }
      await tx.delete(PaymentCard, { id: card.id });
    }
  }

  // ---- Subscriptions ----

  /** Charges the first month at once; a rejected charge leaves no plan (402). */
  async subscribe(user: User, dto: CreateSubscriptionDto): Promise<PaymentResponse> {
    const plan = PREMIUM_PLANS.find((p) => p.id === dto.planId);
    if (!plan) throw new AppError(ErrorCode.ValidationFailed, PLAN_MSG.planRequired);
    if (plan.planType !== planTypeFor(user.accountType))
      throw new AppError(ErrorCode.ValidationFailed, PLAN_MSG.planNotForAccount);
    const card = await this.cards.findOneBy({ userId: user.id, status: 'active' });
    if (!card) throw new AppError(ErrorCode.Conflict, PLAN_MSG.cardRequired);
    let payment: Payment;
    try {
      payment = await this.dataSource.transaction(async (tx) => {
        await this.tokens.prepare(tx, user.id);
        if (await this.tokens.planOf(tx, user.id)) throw new AppError(ErrorCode.Conflict, PLAN_MSG.alreadySubscribed);
        const sub = await tx.save(
          tx.create(Subscription, {
            userId: user.id,
            planId: plan.id,
            status: 'pending',
            period: 1,
            startedAt: new Date(),
            nextChargeAt: new Date(),
            failedAttempts: 0,
            endedAt: null,
            endReason: null,
          }),
        );
        return this.newCharge(tx, sub);
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw new AppError(ErrorCode.Conflict, PLAN_MSG.alreadySubscribed);
      throw e;
    }
    await this.charge(payment, card);
    const after = await this.payments.findOneByOrFail({ id: payment.id });
    if (after.status === 'failed') throw new AppError(ErrorCode.PaymentRejected, PLAN_MSG.chargeRejected);
    return toResponse(after, false);
  }

  /** Stops future charges (the plan itself is ended by the caller, in its transaction). */
  async cancel(tx: EntityManager, userId: string): Promise<void> {
    await tx.update(
      Subscription,
      { userId, status: In([...LIVE]) },
      { status: 'ended', endReason: 'cancelled', endedAt: new Date() },
    );
  }

  /**
   * The renewal run: every subscription whose charge (or retry) is due is charged once for its period.
   * Safe to run any number of times and in several workers at once.
   */
  async renewDue(now: Date = new Date()): Promise<number> {
    await this.endUnpaidPlans(now);
    let charged = 0;
    const due = await this.subscriptions.find({
      where: { status: In(['active', 'past_due']), nextChargeAt: LessThanOrEqual(now) },
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
    for (const p of stale) await this.checkStatus(p);
    return charged;
  }

  private async renew(subscriptionId: string, now: Date): Promise<boolean> {
    const claim = await this.dataSource.transaction(async (tx) => {
      // Another worker charging this subscription holds the row: it is skipped here, not waited for.
      const sub = await tx.findOne(Subscription, {
        where: { id: subscriptionId },
        lock: { mode: 'pessimistic_write', onLocked: 'skip_locked' },
      });
      if (!sub || !['active', 'past_due'].includes(sub.status) || sub.nextChargeAt > now) return null;
      const live = await tx.exists(Payment, {
        where: { subscriptionId: sub.id, period: sub.period, status: In(['pending', 'paid', 'refunded']) },
      });
      if (live) return null;
      const payment = await this.newCharge(tx, sub);
      const card = await tx.findOneBy(PaymentCard, { userId: sub.userId, status: 'active' });
      return { payment, card };
    });
    if (!claim) return false;
    if (claim.card) await this.charge(claim.payment, claim.card);
    else await this.settle(claim.payment.id, {}); // no card left to charge: a rejected charge
    return true;
  }

  private async newCharge(tx: EntityManager, sub: Subscription): Promise<Payment> {
    const plan = PREMIUM_PLANS.find((p) => p.id === sub.planId)!;
    return tx.save(
      tx.create(Payment, {
        userId: sub.userId,
        kind: 'plan',
        itemId: plan.id,
        itemName: `Plan ${plan.name}`,
        tokens: plan.tokensMonthly,
        amount: plan.priceClp,
        status: 'pending',
        buyOrder: newBuyOrder(),
        token: null,
        statusChecks: 0,
        paidAt: null,
        refundedAt: null,
        subscriptionId: sub.id,
        period: sub.period,
      }),
    );
  }

  private async charge(payment: Payment, card: PaymentCard): Promise<void> {
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
      const plan = PREMIUM_PLANS.find((p) => p.id === sub.planId)!;
      const detail = answer.details?.[0];
      const paid =
        detail?.status === 'AUTHORIZED' &&
        detail.response_code === 0 &&
        detail.amount === payment.amount &&
        answer.buy_order === payment.buyOrder;
      payment.responseCode = typeof detail?.response_code === 'number' ? detail.response_code : null;
      payment.authorizationCode = field(detail?.authorization_code, 6) ?? null;
      payment.cardLast4 = answer.card_detail?.card_number?.slice(-4) ?? null;
      payment.status = paid ? 'paid' : 'failed';
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
          if (first) await this.tokens.startPlan(tx, sub.userId, plan, paidUntil);
          else await this.tokens.planPaidUntil(tx, sub.userId, paidUntil);
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
          await this.tokens.endPlan(tx, sub.userId);
        } else {
          // Retries count from the day the period was due, so a late run does not push them further.
          sub.status = 'past_due';
          sub.nextChargeAt = new Date(this.periodEnd(sub.startedAt, sub.period - 1).getTime() + retryDays * DAY_MS);
        }
        await this.outbox.add(tx, 'payment.renewal_failed', { userId: sub.userId, paymentId: payment.id, lapsed });
      }
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

  /** The end of period n of a plan started at `start` (period 0 ends where it starts). */
  periodEnd(start: Date, n: number): Date {
    if (this.config.PLAN_PERIOD_SECONDS > 0)
      return new Date(start.getTime() + n * this.config.PLAN_PERIOD_SECONDS * 1000);
    const end = new Date(start);
    const day = end.getUTCDate();
    end.setUTCDate(1);
    end.setUTCMonth(end.getUTCMonth() + n);
    // The 31st of a 30-day month is its last day, not the 1st of the next.
    const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
    end.setUTCDate(Math.min(day, lastDay));
    return end;
  }

  /** Plans from before card charges (or whose subscription ended) stop at the end of their paid period. */
  private async endUnpaidPlans(now: Date): Promise<void> {
    const due = await this.tokens.plansDue(now, BATCH);
    if (due.length === 0) return;
    const paying = await this.subscriptions.find({
      where: { userId: In(due), status: In([...LIVE]) },
      select: { userId: true },
    });
    const paid = new Set(paying.map((s) => s.userId));
    for (const userId of due.filter((id) => !paid.has(id))) {
      await this.dataSource.transaction((tx) => this.tokens.endPlan(tx, userId));
    }
  }
}
