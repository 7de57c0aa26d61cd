import { Injectable } from '@nestjs/common';
import {
  PREMIUM_PLANS,
  PremiumCatalogResponse,
  planTypeFor,
  TOKEN_PACKS,
  TokenSummaryResponse,
} from '@conectando/contracts';
import { DataSource } from 'typeorm';
import { SubscriptionsService } from '../payments/subscriptions.service';
import { TokensService } from '../tokens/tokens.service';
import type { User } from '../users/entities/user.entity';

/** Monthly plans and one-off packs, by account type; they are bought through the payments module. */
@Injectable()
export class PremiumService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tokens: TokensService,
    private readonly subscriptions: SubscriptionsService,
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
      await this.tokens.endPlan(tx, user.id);
      await this.subscriptions.cancel(tx, user.id);
      return this.tokens.summaryIn(tx, user.id, user.accountType);
    });
  }
}
