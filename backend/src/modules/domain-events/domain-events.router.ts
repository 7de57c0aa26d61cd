import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '@conectando/contracts';
import { ChatNotificationsListener } from '../chat/chat-notifications.listener';
import { MarketplaceListener } from '../marketplace/marketplace.listener';
import { NotificationsListener } from '../notifications/notifications.listener';
import { RealtimeListener } from '../realtime/realtime.listener';

/** Reacts to each event by name; the BullMQ processor and the in-process sink both come here. */
@Injectable()
export class DomainEventsRouter {
  constructor(
    private readonly notifications: NotificationsListener,
    private readonly chat: ChatNotificationsListener,
    private readonly realtime: RealtimeListener,
    private readonly marketplace: MarketplaceListener,
  ) {}

  async route(event: DomainEvent): Promise<void> {
    switch (event.name) {
      case 'account.validated':
        await this.notifications.onAccountValidated(event as DomainEvent<'account.validated'>);
        await this.realtime.onAccountValidated(event as DomainEvent<'account.validated'>);
        await this.marketplace.onAccountValidated(event as DomainEvent<'account.validated'>);
        return;
      case 'chat.message.created':
        return this.chat.onMessageCreated(event as DomainEvent<'chat.message.created'>);
      case 'maintenance.changed':
        return this.realtime.onMaintenanceChanged(event as DomainEvent<'maintenance.changed'>);
      case 'account.registered':
        return this.marketplace.onAccountRegistered(event as DomainEvent<'account.registered'>);
      case 'offer.submitted':
        return this.marketplace.onOfferSubmitted(event as DomainEvent<'offer.submitted'>);
      case 'offer.approved':
        return this.marketplace.onOfferApproved(event as DomainEvent<'offer.approved'>);
      case 'offer.rejected':
        return this.marketplace.onOfferRejected(event as DomainEvent<'offer.rejected'>);
      case 'offer.closed':
        return this.marketplace.onOfferClosed(event as DomainEvent<'offer.closed'>);
      case 'application.submitted':
        return this.marketplace.onApplicationSubmitted(event as DomainEvent<'application.submitted'>);
      case 'application.read':
        return this.marketplace.onApplicationRead(event as DomainEvent<'application.read'>);
      case 'application.awarded':
        return this.marketplace.onApplicationAwarded(event as DomainEvent<'application.awarded'>);
      case 'application.rejected':
        return this.marketplace.onApplicationRejected(event as DomainEvent<'application.rejected'>);
      case 'tokens.renewed':
        return this.marketplace.onTokensRenewed(event as DomainEvent<'tokens.renewed'>);
      default:
        // Events of features that have no consumer yet are relayed and simply not handled.
        return;
    }
  }
}
