import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  CreatePaymentDto,
  CreatePaymentResponse,
  ERROR_MESSAGES,
  ErrorCode,
  PaymentResponse,
} from '@conectando/contracts';
import { CurrentUser, SessionUser } from '../../common/decorators/current-user.decorator';
import { uuidParam } from '../../common/pipes/uuid-param';
import { RepeatSafe } from '../../infra/idempotency/repeat-safe.decorator';
import { MarketplaceRoute } from '../users/marketplace-access.guard';
import { PaymentsService } from './payments.service';

const notFound = uuidParam(ERROR_MESSAGES[ErrorCode.NotFound]);

/** Validated professionals and institutions: their own payments only. */
@Controller('payments')
@MarketplaceRoute('any')
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  /** Starts a Webpay Plus payment of one pack; the client posts `token_ws` to `redirect.url`. */
  @RepeatSafe()
  @Post()
  create(@CurrentUser() user: SessionUser, @Body() dto: CreatePaymentDto): Promise<CreatePaymentResponse> {
    return this.payments.create(user, dto);
  }

  /** The person's payments, newest first. */
  @Get()
  list(@CurrentUser() user: SessionUser): Promise<PaymentResponse[]> {
    return this.payments.list(user.id);
  }

  @Get(':id')
  get(@CurrentUser() user: SessionUser, @Param('id', notFound) id: string): Promise<PaymentResponse> {
    return this.payments.get(user.id, id);
  }

  /** Right of withdrawal: a pack within its window, none of its tokens spent. */
  @RepeatSafe()
  @Post(':id/refund')
  @HttpCode(200)
  refund(@CurrentUser() user: SessionUser, @Param('id', notFound) id: string): Promise<PaymentResponse> {
    return this.payments.refund(user, id);
  }
}
