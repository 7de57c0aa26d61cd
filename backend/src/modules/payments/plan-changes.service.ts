import { Inject, Injectable } from '@nestjs/common';
import {
  ChangePlanDto,
  chileDaysBetween,
  ErrorCode,
  PaymentResponse,
  PLAN_MSG,
  PlanChangeQuote,
  PlanChangeResponse,
  PremiumPlan,
  PREMIUM_PLANS,
} from '@conectando/contracts';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, IsNull, Not, Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { isUniqueViolation } from '../../infra/database/unique-violation';
import type { User } from '../users/entities/user.entity';
import { PaymentCard } from './entities/payment-card.entity';
import { Payment } from './entities/payment.entity';
import { Subscription } from './entities/subscription.entity';
import { pendingPayment } from './buy-order';
import { toResponse } from './payment-response';
import { LIVE_PLAN, PlanChargesService } from './plan-charges.service';
import { SubscriptionsService } from './subscriptions.service';

/** Moving a live plan up (now, prorated) or down (at the next renewal). */
@Injectable()
export class PlanChangesService {
  constructor(
    @InjectRepository(PaymentCard) private readonly cards: Repository<PaymentCard>,
    @InjectRepository(Subscription) private readonly subscriptions: Repository<Subscription>,
    @InjectRepository(Payment) private readonly payments: Repository<Payment>,
    private readonly dataSource: DataSource,
    private readonly charges: PlanChargesService,
    private readonly plans: SubscriptionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** What a change to `planId` would charge today and each month, without changing anything. */
  async quote(user: User, dto: ChangePlanDto): Promise<PlanChangeQuote> {
    const plan = this.plans.planFor(user, dto.planId);
    const sub = await this.subscriptions.findOneBy({ userId: user.id, status: In([...LIVE_PLAN]), prepaid: false });
    if (!sub) throw new AppError(ErrorCode.Conflict, PLAN_MSG.noPlanToChange);
    return this.quoteFor(sub, plan, new Date());
  }

  /**
   * A higher plan starts now: the rest of the period is charged (the price difference, prorated by
   * Chile's days) and its tokens granted, once, under the subscription's row lock and the index that
   * allows one open change charge. A lower plan waits for the next renewal. The same plan again undoes
   * a lower plan waiting.
   */
  async changePlan(user: User, dto: ChangePlanDto): Promise<PlanChangeResponse> {
    const plan = this.plans.planFor(user, dto.planId);
    const card = await this.cards.findOneBy({ userId: user.id, status: 'active' });
    let payment: Payment | null;
    try {
      payment = await this.dataSource.transaction(async (tx) => {
        const sub = await tx.findOne(Subscription, {
          where: { userId: user.id, status: In([...LIVE_PLAN]), prepaid: false },
          lock: { mode: 'pessimistic_write' },
        });
        if (!sub) throw new AppError(ErrorCode.Conflict, PLAN_MSG.noPlanToChange);
        if (sub.status === 'pending') throw new AppError(ErrorCode.Conflict, PLAN_MSG.changeInProgress);
        if (sub.status === 'past_due') throw new AppError(ErrorCode.Conflict, PLAN_MSG.changePastDue);
        const open = await tx.exists(Payment, {
          where: { subscriptionId: sub.id, status: 'pending', changeFrom: Not(IsNull()) },
        });
        if (open) throw new AppError(ErrorCode.Conflict, PLAN_MSG.changeInProgress);
        const quote = this.quoteFor(sub, plan, new Date());
        if (plan.id === sub.planId) {
          if (!sub.nextPlanId) throw new AppError(ErrorCode.Conflict, PLAN_MSG.samePlan);
          sub.nextPlanId = null;
          await tx.save(sub);
          return null;
        }
        if (!quote.startsNow) {
          sub.nextPlanId = plan.id;
          await tx.save(sub);
          return null;
        }
        if (!card) throw new AppError(ErrorCode.Conflict, PLAN_MSG.cardRequired);
        // An upgrade replaces a lower plan that was waiting.
        if (sub.nextPlanId) {
          sub.nextPlanId = null;
          await tx.save(sub);
        }
        return tx.save(
          tx.create(Payment, {
            userId: user.id,
            kind: 'plan',
            itemId: plan.id,
            itemName: PLAN_MSG.changeItemName(plan.name),
            tokens: quote.tokensToday,
            amount: quote.chargeToday,
            ...pendingPayment(),
            subscriptionId: sub.id,
            period: null,
            changeFrom: sub.planId,
          }),
        );
      });
    } catch (e) {
      // Two taps at once: the second meets the first's open charge.
      if (isUniqueViolation(e)) throw new AppError(ErrorCode.Conflict, PLAN_MSG.changeInProgress);
      throw e;
    }
    let receipt: PaymentResponse | null = null;
    if (payment) {
      await this.charges.charge(payment, card!);
      const after = await this.payments.findOneByOrFail({ id: payment.id });
      if (after.status === 'failed') throw new AppError(ErrorCode.PaymentRejected, PLAN_MSG.chargeRejected);
      receipt = toResponse(after, false);
    }
    return { ...(await this.plans.current(user.id)), payment: receipt };
  }

  /**
   * The price difference for what is left of the paid period, in Chile's days (at least one: today),
   * and the tokens in the same proportion, rounded up to whole tokens.
   */
  quoteFor(sub: Subscription, plan: PremiumPlan, now: Date): PlanChangeQuote {
    const current = PREMIUM_PLANS.find((p) => p.id === sub.planId)!;
    const monthlyFrom = sub.nextChargeAt.toISOString();
    const startsNow = plan.priceClp > current.priceClp;
    if (!startsNow)
      return { planId: plan.id, startsNow, chargeToday: 0, tokensToday: 0, monthly: plan.priceClp, monthlyFrom };
    const end = sub.nextChargeAt;
    const start = this.charges.periodEnd(sub.startedAt, Math.max(0, sub.period - 2));
    let share: number;
    if (this.config.PLAN_PERIOD_SECONDS > 0) {
      const length = end.getTime() - start.getTime();
      share = Math.min(1, Math.max(0, end.getTime() - now.getTime()) / length);
    } else {
      const days = Math.max(1, chileDaysBetween(start, end));
      share = Math.min(days, Math.max(1, chileDaysBetween(now, end))) / days;
    }
    return {
      planId: plan.id,
      startsNow,
      chargeToday: Math.max(1, Math.round((plan.priceClp - current.priceClp) * share)),
      tokensToday: Math.max(1, Math.ceil((plan.tokensMonthly - current.tokensMonthly) * share)),
      monthly: plan.priceClp,
      monthlyFrom,
    };
  }
}
