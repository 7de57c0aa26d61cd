import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '@conectando/contracts';
import { ChatNotificationsListener } from '../chat/chat-notifications.listener';
import { NotificationsListener } from '../notifications/notifications.listener';
import { RealtimeListener } from '../realtime/realtime.listener';

/** Reacts to each event by name; the BullMQ processor and the in-process sink both come here. */
@Injectable()
export class DomainEventsRouter {
  constructor(
    private readonly notifications: NotificationsListener,
    private readonly chat: ChatNotificationsListener,
    private readonly realtime: RealtimeListener,
  ) {}

  async route(event: DomainEvent): Promise<void> {
    switch (event.name) {
      case 'account.validated':
        await this.notifications.onAccountValidated(event as DomainEvent<'account.validated'>);
        await this.realtime.onAccountValidated(event as DomainEvent<'account.validated'>);
        return;
      case 'chat.message.created':
        return this.chat.onMessageCreated(event as DomainEvent<'chat.message.created'>);
      case 'maintenance.changed':
        return this.realtime.onMaintenanceChanged(event as DomainEvent<'maintenance.changed'>);
      default:
        // Events of features that have no consumer yet are relayed and simply not handled.
        return;
    }
  }
}
