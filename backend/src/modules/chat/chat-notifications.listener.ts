import { Injectable } from '@nestjs/common';
import type { DomainEvent } from '@conectando/contracts';
import { DataSource } from 'typeorm';
import { ProcessedEventsService } from '../../infra/outbox/processed-events.service';
import { PresenceService } from '../../infra/realtime/presence.service';
import { NotificationsService } from '../notifications/notifications.service';
import { User } from '../users/entities/user.entity';
import { Message } from './entities/message.entity';

const CONSUMER = 'chat-notifications';
const PREVIEW = 120;

/** A recipient with no live socket gets the message in the conversation's notification (the socket path covers the rest). */
@Injectable()
export class ChatNotificationsListener {
  constructor(
    private readonly dataSource: DataSource,
    private readonly processed: ProcessedEventsService,
    private readonly notifications: NotificationsService,
    private readonly presence: PresenceService,
  ) {}

  async onMessageCreated(event: DomainEvent<'chat.message.created'>): Promise<void> {
    const { chatId, messageId, senderId, recipientIds } = event.payload;
    const online = await this.presence.onlineAmong(recipientIds);
    const offline = recipientIds.filter((id) => !online.has(id));
    if (offline.length === 0) return;
    const [message, sender] = await Promise.all([
      this.dataSource.getRepository(Message).findOneBy({ id: messageId }),
      this.dataSource.getRepository(User).findOneBy({ id: senderId }),
    ]);
    if (!message || !sender) return;
    const preview = message.content.length > PREVIEW ? `${message.content.slice(0, PREVIEW)}…` : message.content;
    const created = await this.processed.runOnce(CONSUMER, event.id, (tx) =>
      Promise.all(
        offline.map((userId) => this.notifications.addChatMessage(tx, { userId, chatId, seq: message.seq, senderName: sender.name, preview })),
      ),
    );
    created?.forEach((n) => this.notifications.push(n));
  }
}
