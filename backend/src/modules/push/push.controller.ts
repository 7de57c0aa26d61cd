import { Body, Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { PushPublicKeyResponse, PushSubscriptionDto, PushUnsubscribeDto } from '@conectando/contracts';
import { Public } from '../../common/decorators/access.decorators';
import { CurrentUser, SessionUser } from '../../common/decorators/current-user.decorator';
import { PushSubscriptionsService } from './push-subscriptions.service';
import { VapidKeysService } from './vapid-keys.service';

@Controller('push')
export class PushController {
  constructor(
    private readonly vapid: VapidKeysService,
    private readonly subscriptions: PushSubscriptionsService,
  ) {}

  /** Anyone: the browser needs it to subscribe. */
  @Get('public-key')
  @Public()
  publicKey(): PushPublicKeyResponse {
    return { publicKey: this.vapid.get().publicKey };
  }

  /** A session: this device, for the signed-in person. */
  @Post('subscriptions')
  @HttpCode(201)
  async subscribe(@CurrentUser() user: SessionUser, @Body() dto: PushSubscriptionDto): Promise<void> {
    await this.subscriptions.subscribe(user.id, dto);
  }

  /** A session: only the person's own device. */
  @Delete('subscriptions')
  @HttpCode(204)
  async unsubscribe(@CurrentUser() user: SessionUser, @Body() dto: PushUnsubscribeDto): Promise<void> {
    await this.subscriptions.unsubscribe(user.id, dto.endpoint);
  }
}
