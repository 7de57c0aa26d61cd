import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  CancelPremiumDto,
  PAYMENT_MSG,
  PremiumCatalogResponse,
  TokenSummaryResponse,
  PLAN_MSG,
} from '@conectando/contracts';
import { CurrentUser, SessionUser } from '../../common/decorators/current-user.decorator';
import { ErrorCode } from '@conectando/contracts';
import { AppError } from '../../common/errors/app-error';
import { MarketplaceRoute } from '../users/marketplace-access.guard';
import { PremiumService } from './premium.service';
import { RepeatSafe } from '../../infra/idempotency/repeat-safe.decorator';

/** Validated professionals and institutions: their catalogue, subscribe, top up, cancel. */
@Controller('premium')
@MarketplaceRoute('any')
export class PremiumController {
  constructor(private readonly premium: PremiumService) {}

  @Get('catalog')
  catalog(@CurrentUser() user: SessionUser): PremiumCatalogResponse {
    return this.premium.catalog(user);
  }

  /** Plans and packs are paid now (POST /api/payments): the old grants without a payment are gone. */
  @Post('subscribe')
  subscribe(): never {
    throw new AppError(ErrorCode.Gone, PAYMENT_MSG.grantsGone);
  }

  @Post('top-up')
  topUp(): never {
    throw new AppError(ErrorCode.Gone, PAYMENT_MSG.grantsGone);
  }

  @RepeatSafe()
  @Post('cancel')
  @HttpCode(200)
  cancel(@CurrentUser() user: SessionUser, @Body() dto: CancelPremiumDto): Promise<TokenSummaryResponse> {
    ownBody(user, dto.userId);
    return this.premium.cancel(user);
  }
}

// The spec's client sends its userId; the session decides, and a different id is not this user's to change.
function ownBody(user: SessionUser, userId?: string): void {
  if (userId && userId !== user.id) throw new AppError(ErrorCode.Forbidden, PLAN_MSG.ownPlanOnly);
}
