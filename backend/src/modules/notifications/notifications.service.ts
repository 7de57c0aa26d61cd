import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  ErrorCode,
  NOTIFICATION_CATEGORY_OF,
  NotificationResponse,
  NotificationsPage,
  NotificationType,
  RANGE_MSG,
  UnreadCountResponse,
  NOTIFICATION_MSG,
  chatPath,
} from '@conectando/contracts';
import { EntityManager, IsNull, Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { ProcessedEventsService } from '../../infra/events/processed-events.service';
import { RealtimeEmitter } from '../../infra/realtime/realtime-emitter.service';
import { WebPushQueue } from '../push/web-push.queue';
import { blockedBetween } from '../safety/blocks.service';
import { Notification } from './entities/notification.entity';
import { NotificationPreferencesService } from './preferences/notification-preferences.service';

export interface NewNotification {
  userId: string;
  type: NotificationType;
  title: string;
  body: string;
  link: string | null;
  /** The person whose action caused it: nothing reaches `userId` while either has blocked the other. */
  fromUserId?: string;
}

export const toNotificationResponse = (n: Notification): NotificationResponse => ({
  id: n.id,
  type: n.type,
  title: n.title,
  body: n.body,
  link: n.link,
  readAt: n.readAt?.toISOString() ?? null,
  createdAt: n.createdAt.toISOString(),
  count: n.count,
});

export interface ChatMessageNotice {
  userId: string;
  chatId: string;
  seq: number;
  senderName: string;
  preview: string;
}

// Later messages give '<n> mensajes nuevos de <name>' (built in the upsert below).
const PAGE_SIZE = 20;
const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The per-user feed: written by event consumers, read and marked by its owner only. */
@Injectable()
export class NotificationsService {
  constructor(
    @InjectRepository(Notification) private readonly notifications: Repository<Notification>,
    private readonly realtime: RealtimeEmitter,
    private readonly preferences: NotificationPreferencesService,
    private readonly webPush: WebPushQueue,
    private readonly processed: ProcessedEventsService,
  ) {}

  private readonly logger = new Logger('Notifications');

  /** The entry `consumer` writes for `eventId`, once however often the event is delivered; pushed when new. */
  async notifyOnce(consumer: string, eventId: string, n: NewNotification): Promise<Notification | null> {
    const created = await this.processed.runOnce(consumer, eventId, async (tx) =>
      n.fromUserId && (await blockedBetween(tx, n.userId, n.fromUserId)) ? null : this.create(tx, n),
    );
    if (created) this.push(created);
    return created;
  }

  /** Written inside the consumer's transaction, next to its processed-event record. */
  create(tx: EntityManager, { fromUserId: _from, ...n }: NewNotification): Promise<Notification> {
    return tx.save(tx.create(Notification, n));
  }

  /**
   * A conversation has one unread entry: the first message creates it, later ones raise its count,
   * bring it to the top and show their text (unless a later message's text is already there).
   */
  async addChatMessage(tx: EntityManager, m: ChatMessageNotice): Promise<Notification> {
    const [row] = await tx.query<{ id: string }[]>(
      `INSERT INTO notifications (user_id, type, title, body, link, chat_id, chat_seq, count)
       VALUES ($1, 'chat.message', $2, $3, $4, $5, $6, 1)
       ON CONFLICT (user_id, chat_id) WHERE read_at IS NULL AND chat_id IS NOT NULL DO UPDATE SET
         count = notifications.count + 1,
         title = (notifications.count + 1) || $7,
         body = CASE WHEN EXCLUDED.chat_seq > notifications.chat_seq THEN EXCLUDED.body ELSE notifications.body END,
         chat_seq = GREATEST(EXCLUDED.chat_seq, notifications.chat_seq),
         created_at = now()
       RETURNING id`,
      [
        m.userId,
        NOTIFICATION_MSG.chatMessageTitle(m.senderName),
        m.preview,
        chatPath(m.chatId),
        m.chatId,
        m.seq,
        NOTIFICATION_MSG.chatMessagesTitleAfterCount(m.senderName),
      ],
    );
    return tx.findOneByOrFail(Notification, { id: row.id });
  }

  /** Reading a conversation reads its message notifications, on every device of the person. */
  async markChatRead(userId: string, chatId: string): Promise<void> {
    const [rows] = await this.notifications.query<[{ id: string }[], number]>(
      `UPDATE notifications SET read_at = now() WHERE user_id = $1 AND chat_id = $2 AND read_at IS NULL RETURNING id`,
      [userId, chatId],
    );
    if (rows.length > 0)
      await this.pushRead(
        userId,
        rows.map((r) => r.id),
        false,
      );
  }

  private async pushRead(userId: string, ids: string[], all: boolean): Promise<void> {
    const { count } = await this.unreadCount(userId);
    this.realtime.toUser(userId, 'notifications:read', { ids, all, unreadCount: count });
  }

  /** After the commit: the bell updates live on every device of the user, and closed apps get a push. */
  push(n: Notification): void {
    this.realtime.toUser(n.userId, 'notification:created', toNotificationResponse(n));
    this.pushToDevices(n).catch((e: Error) => this.logger.warn(`Notificación push no encolada: ${e.message}`));
  }

  private async pushToDevices(n: Notification): Promise<void> {
    if (!(await this.preferences.allows(n.userId, NOTIFICATION_CATEGORY_OF[n.type], 'push'))) return;
    // A chat's later push replaces its earlier one on the device (a UUID without dashes fits a topic).
    const topic = n.chatId ? n.chatId.replace(/-/g, '') : undefined;
    await this.webPush.send(n.userId, { title: n.title, body: n.body, url: n.link ?? '/' }, topic);
  }

  async list(userId: string, cursor?: string, limit = PAGE_SIZE): Promise<NotificationsPage> {
    const take = Math.min(Math.max(limit, 1), 50);
    const qb = this.notifications
      .createQueryBuilder('n')
      .where('n.userId = :userId', { userId })
      .orderBy('n.createdAt', 'DESC')
      .addOrderBy('n.id', 'DESC')
      .take(take + 1);
    if (cursor) {
      const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
      // A cursor is ours only if it decodes to what we wrote; anything else is bad input, not a query.
      if (!at || !id || !CURSOR_TIME.test(at) || !(Date.parse(at) >= 0) || !UUID.test(id)) {
        throw new AppError(ErrorCode.ValidationFailed, RANGE_MSG.cursorInvalid);
      }
      qb.andWhere('(n.createdAt, n.id) < (:at, :id)', { at, id });
    }
    const rows = await qb.getMany();
    const items = rows.slice(0, take);
    const last = items[items.length - 1];
    const nextCursor =
      rows.length > take && last
        ? Buffer.from(`${last.createdAt.toISOString()}|${last.id}`).toString('base64url')
        : null;
    return { items: items.map(toNotificationResponse), nextCursor };
  }

  async unreadCount(userId: string): Promise<UnreadCountResponse> {
    return { count: await this.notifications.countBy({ userId, readAt: IsNull() }) };
  }

  async markRead(userId: string, id: string): Promise<NotificationResponse> {
    const n = await this.notifications.findOneBy({ id, userId });
    if (!n) throw new AppError(ErrorCode.NotFound, NOTIFICATION_MSG.notFound);
    if (!n.readAt) {
      n.readAt = new Date();
      await this.notifications.save(n);
      await this.pushRead(userId, [n.id], false);
    }
    return toNotificationResponse(n);
  }

  async markAllRead(userId: string): Promise<UnreadCountResponse> {
    const { affected } = await this.notifications.update({ userId, readAt: IsNull() }, { readAt: () => 'now()' });
    if (affected) await this.pushRead(userId, [], true);
    return { count: 0 };
  }
}
