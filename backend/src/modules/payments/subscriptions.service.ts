import { Injectable } from '@nestjs/common';
import {
  CreateSubscriptionDto,
  ErrorCode,
  PaymentResponse,
  PLAN_MSG,
  PremiumPlan,
  planTypeFor,
  PREMIUM_PLANS,
  SubscriptionResponse,
} from '@conectando/contracts';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { isUniqueViolation } from '../../infra/database/unique-violation';
import { TokensService } from '../tokens/tokens.service';
import type { User } from '../users/entities/user.entity';
import { PaymentCard } from './entities/payment-card.entity';
import { Payment } from './entities/payment.entity';
import { Subscription } from './entities/subscription.entity';
import { toResponse } from './payment-response';
import { LIVE_PLAN, PlanChargesService } from './plan-charges.service';

/**
 * Monthly plans charged to a card kept by Oneclick Mall (docs/decisions/payments.md): taking one,
 * the plan held, and ending it. Renewals and plan changes have their own services.
 */
@Injectable()
export class SubscriptionsService {
  constructor(
    @InjectRepository(PaymentCard) private readonly cards: Repository<PaymentCard>,
    @InjectRepository(Subscription) private readonly subscriptions: Repository<Subscription>,
    @InjectRepository(Payment) private readonly payments: Repository<Payment>,
    private readonly dataSource: DataSource,
    private readonly tokens: TokensService,
    private readonly charges: PlanChargesService,
  ) {}

  /** Charges the first month at once; a rejected charge leaves no plan (402). */
  async subscribe(user: User, dto: CreateSubscriptionDto): Promise<PaymentResponse> {
    const plan = this.planFor(user, dto.planId);
    const card = await this.cards.findOneBy({ userId: user.id, status: 'active' });
    if (!card) throw new AppError(ErrorCode.Conflict, PLAN_MSG.cardRequired);
    let payment: Payment;
    try {
      payment = await this.dataSource.transaction(async (tx) => {
        await this.tokens.prepare(tx, user.id);
        // A live subscription is the plan held (or one being charged): the unique index settles a race.
        if (await tx.existsBy(Subscription, { userId: user.id, status: In([...LIVE_PLAN]) }))
          throw new AppError(ErrorCode.Conflict, PLAN_MSG.alreadySubscribed);
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
            prepaid: false,
          }),
        );
        return this.charges.newCharge(tx, sub);
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw new AppError(ErrorCode.Conflict, PLAN_MSG.alreadySubscribed);
      throw e;
    }
    await this.charges.charge(payment, card);
    const after = await this.payments.findOneByOrFail({ id: payment.id });
    if (after.status === 'failed') throw new AppError(ErrorCode.PaymentRejected, PLAN_MSG.chargeRejected);
    return toResponse(after, false);
  }

  /** Ends the plan held and its future charges, in the caller's transaction. */
  async cancel(tx: EntityManager, userId: string): Promise<void> {
    await tx.update(
      Subscription,
      { userId, status: In([...LIVE_PLAN]) },
      { status: 'ended', endReason: 'cancelled', endedAt: new Date() },
    );
  }

  /** The live plan and a lower one chosen for the next renewal. */
  async current(userId: string): Promise<SubscriptionResponse> {
    const sub = await this.subscriptions.findOneBy({ userId, status: In(['active', 'past_due']), prepaid: false });
    if (!sub) return { planId: null, renewsAt: null, nextPlanId: null };
    return { planId: sub.planId, renewsAt: sub.nextChargeAt.toISOString(), nextPlanId: sub.nextPlanId };
  }

  /** The premium plan `planId`, when it exists and suits the user's kind of account. */
  planFor(user: User, planId: string): PremiumPlan {
    const plan = PREMIUM_PLANS.find((p) => p.id === planId);
    if (!plan) throw new AppError(ErrorCode.ValidationFailed, PLAN_MSG.planRequired);
    if (plan.planType !== planTypeFor(user.accountType))
      throw new AppError(ErrorCode.ValidationFailed, PLAN_MSG.planNotForAccount);
    return plan;
  }
}
