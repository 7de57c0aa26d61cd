import { OnEvent } from '../../infra/events/on-event.decorator';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { DomainEvent } from '@conectando/contracts';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { MailService } from '../../infra/mail/mail.service';
import { ProcessedEventsService } from '../../infra/events/processed-events.service';
import { PresenceService } from '../../infra/realtime/presence.service';
import { NotificationsService } from '../notifications/notifications.service';
import { NotificationPreferencesService } from '../notifications/preferences/notification-preferences.service';
import { Message } from './entities/message.entity';
import { UsersService } from '../users/users.service';

const CONSUMER = 'chat-notifications';
const PREVIEW = 120;

/** A recipient with no live socket gets the message in the conversation's notification (the socket path covers the rest). */
@Injectable()
export class ChatNotificationsListener {
  private readonly logger = new Logger(ChatNotificationsListener.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly processed: ProcessedEventsService,
    private readonly notifications: NotificationsService,
    private readonly presence: PresenceService,
    private readonly preferences: NotificationPreferencesService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
  ) {}

  @OnEvent('chat.message.created')
  async onMessageCreated(event: DomainEvent<'chat.message.created'>): Promise<void> {
    const { chatId, messageId, senderId, recipientIds } = event.payload;
    const online = await this.presence.onlineAmong(recipientIds);
    const offline = recipientIds.filter((id) => !online.has(id));
    if (online.size > 0) this.logger.debug(`Mensaje ${messageId}: sin aviso para ${[...online].join(', ')}, en línea`);
    if (offline.length === 0) return;
    const [message, sender] = await Promise.all([
      this.dataSource.getRepository(Message).findOneBy({ id: messageId }),
      this.users.findById(senderId),
    ]);
    if (!message || !sender) return;
    const preview = message.content.length > PREVIEW ? `${message.content.slice(0, PREVIEW)}…` : message.content;
    const created = await this.processed.runOnce(CONSUMER, event.id, (tx) =>
      Promise.all(
        offline.map((userId) =>
          this.notifications.addChatMessage(tx, { userId, chatId, seq: message.seq, senderName: sender.name, preview }),
        ),
      ),
    );
    created?.forEach((n) => this.notifications.push(n));
    // Those who asked for chat emails get one when a conversation's first unread message arrives.
    const firstUnread = (created ?? []).filter((n) => n.count === 1).map((n) => n.userId);
    if (firstUnread.length > 0) await this.emailFirstUnread(firstUnread, sender.name, chatId);
  }

  private async emailFirstUnread(userIds: string[], senderName: string, chatId: string): Promise<void> {
    const recipients = await this.users.findByIds(userIds);
    for (const recipient of recipients) {
      if (!(await this.preferences.allows(recipient.id, 'chat', 'email'))) continue;
      await this.mail.sendOrLog({
        to: recipient.email,
        subject: `Tienes un mensaje nuevo de ${senderName}`,
        text: `Hola ${recipient.name}:\n\n${senderName} te escribió en Conectando Generaciones. Puedes leerlo y responder en ${this.config.PUBLIC_URL}/chat/${chatId}.\n\nEquipo de Conectando Generaciones`,
      });
    }
  }
}
