import { Injectable } from '@nestjs/common';
import {
  ErrorCode,
  PREMIUM_MSG,
  PREMIUM_PLANS,
  PremiumCatalogResponse,
  planTypeFor,
  SubscribePremiumDto,
  TOKEN_PACKS,
  TokenSummaryResponse,
  TopUpTokensDto,
} from '@conectando/contracts';
import { DataSource } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { TokensService } from '../tokens/tokens.service';
import type { User } from '../users/entities/user.entity';

/**
 * Monthly plans and one-off packs, by account type. There is no payment provider in the spec:
 * subscribing and buying grant tokens directly (docs/decisions/marketplace-and-tokens.md), each with its ledger row.
 */
@Injectable()
export class PremiumService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tokens: TokensService,
  ) {}

  catalog(user: User): PremiumCatalogResponse {
    const planType = planTypeFor(user.accountType);
    return {
      planType,
      plans: PREMIUM_PLANS.filter((p) => p.planType === planType),
      packs: TOKEN_PACKS.filter((p) => p.planType === planType),
    };
  }

  /** Refused while any plan is active ('Suscrito'); grants the plan's first month of tokens at once. */
  async subscribe(user: User, dto: SubscribePremiumDto): Promise<TokenSummaryResponse> {
    const planType = planTypeFor(user.accountType);
    if (dto.planType && dto.planType !== planType)
      throw new AppError(ErrorCode.ValidationFailed, PREMIUM_MSG.planTypeInvalid);
    const plan = PREMIUM_PLANS.find((p) => p.id === dto.planId);
    if (!plan) throw new AppError(ErrorCode.ValidationFailed, PREMIUM_MSG.planRequired);
    if (plan.planType !== planType) throw new AppError(ErrorCode.ValidationFailed, PREMIUM_MSG.planNotForAccount);
    const summary = await this.dataSource.transaction(async (tx) => {
      await this.tokens.prepare(tx, user.id);
      if (!(await this.tokens.startPlan(tx, user.id, plan)))
        throw new AppError(ErrorCode.Conflict, PREMIUM_MSG.alreadySubscribed);
      await this.tokens.grantPremium(tx, user.id, 'plan_subscribe', plan.tokensMonthly, plan.id);
      return this.tokens.summaryIn(tx, user.id, user.accountType);
    });
    await this.tokens.pushBalance(user.id);
    return summary;
  }

  async topUp(user: User, dto: TopUpTokensDto): Promise<TokenSummaryResponse> {
    const planType = planTypeFor(user.accountType);
    if (dto.planType && dto.planType !== planType)
      throw new AppError(ErrorCode.ValidationFailed, PREMIUM_MSG.planTypeInvalid);
    const pack = TOKEN_PACKS.find((p) => p.id === dto.packId);
    if (!pack) throw new AppError(ErrorCode.ValidationFailed, PREMIUM_MSG.packRequired);
    if (pack.planType !== planType) throw new AppError(ErrorCode.ValidationFailed, PREMIUM_MSG.packNotForAccount);
    const summary = await this.dataSource.transaction(async (tx) => {
      await this.tokens.grantPremium(tx, user.id, 'pack_purchase', pack.tokens, pack.id, dto.purchaseId ?? null);
      return this.tokens.summaryIn(tx, user.id, user.accountType);
    });
    // The person's other screens and devices show the new balance too.
    await this.tokens.pushBalance(user.id);
    return summary;
  }

  /** Ends the plan; the tokens already granted stay until used. Cancelling without a plan changes nothing. */
  async cancel(user: User): Promise<TokenSummaryResponse> {
    return this.dataSource.transaction(async (tx) => {
      await this.tokens.prepare(tx, user.id);
      await this.tokens.endPlan(tx, user.id);
      return this.tokens.summaryIn(tx, user.id, user.accountType);
    });
  }
}
