import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  CardInscriptionResponse,
  CardResponse,
  ChangePlanDto,
  CreateSubscriptionDto,
  ERROR_MESSAGES,
  ErrorCode,
  PaymentResponse,
  PlanChangeQuote,
  PlanChangeResponse,
  SubscriptionResponse,
} from '@conectando/contracts';
import { CurrentUser, SessionUser } from '../../common/decorators/current-user.decorator';
import { uuidParam } from '../../common/pipes/uuid-param';
import { RepeatSafe } from '../../infra/idempotency/repeat-safe.decorator';
import { MarketplaceRoute } from '../users/marketplace-access.guard';
import { CardsService } from './cards.service';
import { PlanChangesService } from './plan-changes.service';
import { SubscriptionsService } from './subscriptions.service';

const notFound = uuidParam(ERROR_MESSAGES[ErrorCode.NotFound]);

/** Validated professionals and institutions: their own card (Oneclick) and their monthly plan. */
@Controller('payments')
@MarketplaceRoute('any')
export class PlansController {
  constructor(
    private readonly plans: SubscriptionsService,
    private readonly changes: PlanChangesService,
    private readonly cards: CardsService,
  ) {}

  /** Starts a card inscription; the client posts `TBK_TOKEN` to `redirect.url`. */
  @RepeatSafe()
  @Post('cards')
  startInscription(@CurrentUser() user: SessionUser): Promise<CardInscriptionResponse> {
    return this.cards.startInscription(user);
  }

  @Get('cards')
  listCards(@CurrentUser() user: SessionUser): Promise<CardResponse[]> {
    return this.cards.listCards(user.id);
  }

  @Delete('cards/:id')
  @HttpCode(204)
  deleteCard(@CurrentUser() user: SessionUser, @Param('id', notFound) id: string): Promise<void> {
    return this.cards.deleteCard(user, id);
  }

  /** Subscribes to a plan: the first month is charged to the card at once. */
  @RepeatSafe()
  @Post('subscriptions')
  subscribe(@CurrentUser() user: SessionUser, @Body() dto: CreateSubscriptionDto): Promise<PaymentResponse> {
    return this.plans.subscribe(user, dto);
  }

  /** The caller's live plan, and a lower one waiting for the next renewal. */
  @Get('subscriptions/current')
  current(@CurrentUser() user: SessionUser): Promise<SubscriptionResponse> {
    return this.plans.current(user.id);
  }

  /** What changing to another plan would charge today and each month (nothing changes). */
  @Get('subscriptions/change')
  quote(@CurrentUser() user: SessionUser, @Query() dto: ChangePlanDto): Promise<PlanChangeQuote> {
    return this.changes.quote(user, dto);
  }

  /** Changes plan: a higher one now (the prorated difference charged to the card), a lower one at renewal. */
  @RepeatSafe()
  @Post('subscriptions/change')
  change(@CurrentUser() user: SessionUser, @Body() dto: ChangePlanDto): Promise<PlanChangeResponse> {
    return this.changes.changePlan(user, dto);
  }
}
