import { OnEvent } from '../../infra/events/on-event.decorator';
import { Injectable } from '@nestjs/common';
import { DomainEvent, TOKEN_MSG, CLIENT_PATHS, NOTIFICATION_MSG } from '@conectando/contracts';
import { NotificationsService } from '../notifications/notifications.service';
import { TokensService } from './tokens.service';

const NOTIFY = 'marketplace-notifications';

/** The monthly renewal, told in the feed and on the balance. */
@Injectable()
export class TokensListener {
  constructor(
    private readonly tokens: TokensService,
    private readonly notifications: NotificationsService,
  ) {}

  @OnEvent('tokens.renewed')
  async onTokensRenewed(event: DomainEvent<'tokens.renewed'>): Promise<void> {
    const { userId, amount } = event.payload;
    await this.notifications.notifyOnce(`${NOTIFY}:tokens.renewed`, event.id, {
      userId,
      type: 'tokens.renewed',
      title: TOKEN_MSG.renewedTitle,
      body: NOTIFICATION_MSG.tokensRenewed(amount),
      link: CLIENT_PATHS.premium,
    });
    await this.tokens.pushBalance(userId);
  }
}
