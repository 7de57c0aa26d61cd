import { Inject, Injectable } from '@nestjs/common';
import {
  AccountType,
  PREMIUM_PLANS,
  PremiumCatalogResponse,
  PremiumPlan,
  planTypeFor,
  TOKEN_PACKS,
  TokenSummaryResponse,
} from '@conectando/contracts';
import { DataSource, EntityManager, In } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { TokensService } from '../tokens/tokens.service';
import type { User } from '../users/entities/user.entity';
import { Subscription } from './entities/subscription.entity';
import { planPeriodEnd } from './plan-period';
import { SubscriptionsService } from './subscriptions.service';

const MARKETPLACE_ACCOUNTS: string[] = [AccountType.Profesional, AccountType.Institucion];

/** A plan a person holds now: the subscription's plan, and the end of what is paid. */
export interface HeldPlan {
  plan: PremiumPlan;
  paidUntil: Date;
}

/**
 * Monthly plans and one-off packs, by account type (bought through the payments routes), and the summary
 * of tokens with the plan held: the balance is the tokens module's, the plan this module's subscriptions.
 */
@Injectable()
export class PremiumService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tokens: TokensService,
    private readonly subscriptions: SubscriptionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  catalog(user: User): PremiumCatalogResponse {
    const planType = planTypeFor(user.accountType);
    return {
      planType,
      plans: PREMIUM_PLANS.filter((p) => p.planType === planType),
      packs: TOKEN_PACKS.filter((p) => p.planType === planType),
    };
  }

  /**
   * Ends the plan and its future card charges; the tokens already granted stay until used. Cancelling
   * without a plan changes nothing.
   */
  async cancel(user: User): Promise<TokenSummaryResponse> {
    return this.dataSource.transaction(async (tx) => {
      await this.tokens.prepare(tx, user.id);
      await this.subscriptions.cancel(tx, user.id);
      return this.summaryIn(tx, user);
    });
  }

  /** GET /api/tokens/summary: persona accounts have no tokens (zeros). */
  async summary(user: User): Promise<TokenSummaryResponse> {
    if (!MARKETPLACE_ACCOUNTS.includes(user.accountType)) return this.emptySummary();
    return this.dataSource.transaction(async (tx) => {
      await this.tokens.prepare(tx, user.id);
      return this.summaryIn(tx, user);
    });
  }

  /** The plan held: an active or late subscription; a late one is paid until its last paid period. */
  async heldPlan(manager: EntityManager, userId: string): Promise<HeldPlan | null> {
    const sub = await manager.findOneBy(Subscription, { userId, status: In(['active', 'past_due']) });
    const plan = sub && PREMIUM_PLANS.find((p) => p.id === sub.planId);
    if (!sub || !plan) return null;
    const paidUntil =
      sub.status === 'past_due' ? planPeriodEnd(this.config, sub.startedAt, sub.period - 1) : sub.nextChargeAt;
    return { plan, paidUntil };
  }

  private async summaryIn(tx: EntityManager, user: User): Promise<TokenSummaryResponse> {
    const balance = await this.tokens.balanceIn(tx, user.id);
    if (!balance) return this.emptySummary();
    const held = await this.heldPlan(tx, user.id);
    const premiumMonthly = held?.plan.tokensMonthly ?? 0;
    return {
      free: balance.free,
      premiumMonthly,
      premiumBalance: balance.premium,
      available: balance.free + balance.premium,
      premiumPlan: held?.plan.id ?? 'none',
      premiumPlanType: held?.plan.planType ?? null,
      premiumRenewsAt: held?.paidUntil.toISOString() ?? null,
      total: balance.free + premiumMonthly,
      used: Math.max(0, premiumMonthly - balance.premium),
      ...this.tokens.freeAllowance(),
      isPremium: held !== null && held.plan.planType === planTypeFor(user.accountType),
    };
  }

  private emptySummary(): TokenSummaryResponse {
    return {
      free: 0,
      premiumMonthly: 0,
      premiumBalance: 0,
      available: 0,
      premiumPlan: 'none',
      premiumPlanType: null,
      premiumRenewsAt: null,
      total: 0,
      used: 0,
      ...this.tokens.freeAllowance(),
      isPremium: false,
    };
  }
}
