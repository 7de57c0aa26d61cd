import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  CardInscriptionResponse,
  CardResponse,
  CreateSubscriptionDto,
  ERROR_MESSAGES,
  ErrorCode,
  PaymentResponse,
} from '@conectando/contracts';
import { CurrentUser, SessionUser } from '../../common/decorators/current-user.decorator';
import { uuidParam } from '../../common/pipes/uuid-param';
import { RepeatSafe } from '../../infra/idempotency/repeat-safe.decorator';
import { MarketplaceRoute } from '../users/marketplace-access.guard';
import { SubscriptionsService } from './subscriptions.service';

const notFound = uuidParam(ERROR_MESSAGES[ErrorCode.NotFound]);

/** Validated professionals and institutions: their own card (Oneclick) and their monthly plan. */
@Controller('payments')
@MarketplaceRoute('any')
export class PlansController {
  constructor(private readonly plans: SubscriptionsService) {}

  /** Starts a card inscription; the client posts `TBK_TOKEN` to `redirect.url`. */
  @RepeatSafe()
  @Post('cards')
  startInscription(@CurrentUser() user: SessionUser): Promise<CardInscriptionResponse> {
    return this.plans.startInscription(user);
  }

  @Get('cards')
  cards(@CurrentUser() user: SessionUser): Promise<CardResponse[]> {
    return this.plans.listCards(user.id);
  }

  @Delete('cards/:id')
  @HttpCode(204)
  deleteCard(@CurrentUser() user: SessionUser, @Param('id', notFound) id: string): Promise<void> {
    return this.plans.deleteCard(user, id);
  }

  /** Subscribes to a plan: the first month is charged to the card at once. */
  @RepeatSafe()
  @Post('subscriptions')
  subscribe(@CurrentUser() user: SessionUser, @Body() dto: CreateSubscriptionDto): Promise<PaymentResponse> {
    return this.plans.subscribe(user, dto);
  }
}
