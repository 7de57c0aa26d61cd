import { chatMessageEmail } from '@conectando/contracts';
import { OnEvent } from '../../infra/events/on-event.decorator';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { DomainEvent } from '@conectando/contracts';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { MailService } from '../../infra/mail/mail.service';
import { ProcessedEventsService } from '../../infra/events/processed-events.service';
import { PresenceService } from '../../infra/realtime/presence.service';
import type { Notification } from '../notifications/entities/notification.entity';
import { NotificationsService } from '../notifications/notifications.service';
import { NotificationPreferencesService } from '../notifications/preferences/notification-preferences.service';
import { Message } from './entities/message.entity';
import { UsersService } from '../users/users.service';
import { OnSocketSilence } from '../realtime-gateway/socket-handler.decorator';

const CONSUMER = 'chat-notifications';
const PREVIEW = 120;

const notice = (userId: string, m: Pick<Message, 'chatId' | 'seq' | 'content'>, senderName: string) => ({
  userId,
  chatId: m.chatId,
  seq: m.seq,
  senderName,
  preview: m.content.length > PREVIEW ? `${m.content.slice(0, PREVIEW)}…` : m.content,
});

/** A recipient with no live socket gets the message in the conversation's notification (the socket path covers the rest). */
@Injectable()
export class ChatNotificationsListener {
  private readonly logger = new Logger(ChatNotificationsListener.name);
  private readonly presenceOfBatch = new WeakMap<readonly DomainEvent[], Promise<Set<string>>>();

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
  async onMessageCreated(
    event: DomainEvent<'chat.message.created'>,
    batch: readonly DomainEvent<'chat.message.created'>[],
  ): Promise<void> {
    const { messageId, senderId, recipientIds } = event.payload;
    const online = await this.onlineRecipientsOf(batch);
    const offline = recipientIds.filter((id) => !online.has(id));
    if (offline.length === 0) return;
    const [message, sender] = await Promise.all([
      this.dataSource.getRepository(Message).findOneBy({ id: messageId }),
      this.users.findById(senderId),
    ]);
    if (!message || !sender) return;
    const created = await this.processed.runOnce(CONSUMER, event.id, (tx) =>
      Promise.all(offline.map((userId) => this.notifications.addChatMessage(tx, notice(userId, message, sender.name)))),
    );
    await this.announce(created ?? [], sender.name, message.chatId);
  }

  /**
   * Who of the batch's recipients has a live socket, asked once for the whole batch: one Redis round
   * trip per message was most of the worker's time under chat load (docs/decisions/measured-choices.md). The answer
   * is a few milliseconds old by the batch's last message, as presence always is by the time it is read.
   */
  private onlineRecipientsOf(batch: readonly DomainEvent<'chat.message.created'>[]): Promise<Set<string>> {
    let online = this.presenceOfBatch.get(batch);
    if (!online) {
      const recipients = new Set(batch.flatMap((e) => e.payload.recipientIds));
      online = this.presence.onlineAmong([...recipients]);
      // A failed lookup fails this event (it is retried alone); the batch's next event asks again.
      online.catch(() => this.presenceOfBatch.delete(batch));
      this.presenceOfBatch.set(batch, online);
    }
    return online;
  }

  /**
   * A phone that goes silent without closing its connection (no signal, the app killed) still counts
   * as connected until the heartbeat gives up on it, up to SOCKET_PING_INTERVAL_MS +
   * SOCKET_PING_TIMEOUT_MS later, and the messages that came meanwhile were not notified, as to an
   * open app. When such a socket times out and the person has no other, the messages of that window
   * they have not read are notified now. The last second is left to the event consumer, which may
   * be handling those messages this very moment (and now finds the person offline).
   */
  @OnSocketSilence()
  async notifyMissedWhileSilent(userId: string, silentSince: Date): Promise<void> {
    if ((await this.presence.onlineAmong([userId])).size > 0) return;
    const missed: (Message & { senderName: string })[] = await this.dataSource.query(
      `SELECT m.id, m.chat_id AS "chatId", m.seq, m.sender_id AS "senderId", m.content, u.name AS "senderName"
         FROM chat_participants p
         JOIN messages m ON m.chat_id = p.chat_id AND m.seq > p.last_read_seq
         JOIN users u ON u.id = m.sender_id
        WHERE p.user_id = $1 AND m.sender_id <> $1
          AND m.created_at >= $2 AND m.created_at < now() - interval '1 second'
          AND NOT EXISTS (SELECT 1 FROM notifications n
                           WHERE n.user_id = $1 AND n.chat_id = m.chat_id AND n.read_at IS NULL AND n.chat_seq >= m.seq)
        ORDER BY m.chat_id, m.seq`,
      [userId, silentSince],
    );
    if (missed.length === 0) return;
    this.logger.log(`${missed.length} mensaje(s) para ${userId} llegaron a un teléfono sin señal: se avisan ahora`);
    const created = await this.dataSource.transaction((tx) =>
      Promise.all(missed.map((m) => this.notifications.addChatMessage(tx, notice(userId, m, m.senderName)))),
    );
    // Per conversation, one push with its latest message, and the email of a first unread message.
    const byChat = new Map<string, { first: Notification; last: Notification; senderName: string }>();
    created.forEach((n, i) => {
      const seen = byChat.get(missed[i].chatId);
      byChat.set(missed[i].chatId, { first: seen?.first ?? n, last: n, senderName: missed[i].senderName });
    });
    for (const [chatId, { first, last, senderName }] of byChat) {
      this.notifications.push(last);
      if (first.count === 1) await this.emailFirstUnread([userId], senderName, chatId);
    }
  }

  /** After the commit: the feed and the devices hear of it; a conversation's first unread message may be emailed. */
  private async announce(created: Notification[], senderName: string, chatId: string): Promise<void> {
    created.forEach((n) => this.notifications.push(n));
    // Those who asked for chat emails get one when a conversation's first unread message arrives.
    const firstUnread = created.filter((n) => n.count === 1).map((n) => n.userId);
    if (firstUnread.length > 0) await this.emailFirstUnread(firstUnread, senderName, chatId);
  }

  private async emailFirstUnread(userIds: string[], senderName: string, chatId: string): Promise<void> {
    const recipients = await this.users.findByIds(userIds);
    for (const recipient of recipients) {
      if (!(await this.preferences.allows(recipient.id, 'chat', 'email'))) continue;
      await this.mail.sendOrLog({
        to: recipient.email,
        ...chatMessageEmail(recipient.name, senderName, this.config.PUBLIC_URL, chatId),
      });
    }
  }
}
