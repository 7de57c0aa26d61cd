import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ErrorCode, NotificationResponse, NotificationsPage, NotificationType, UnreadCountResponse } from '@conectando/contracts';
import { EntityManager, IsNull, Repository } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { RealtimeEmitter } from '../../infra/realtime/realtime-emitter.service';
import { Notification } from './entities/notification.entity';

export interface NewNotification {
  userId: string;
  type: NotificationType;
  title: string;
  body: string;
  link: string | null;
}

export const toNotificationResponse = (n: Notification): NotificationResponse => ({
  id: n.id,
  type: n.type,
  title: n.title,
  body: n.body,
  link: n.link,
  readAt: n.readAt?.toISOString() ?? null,
  createdAt: n.createdAt.toISOString(),
});

const PAGE_SIZE = 20;

/** The per-user feed: written by event consumers, read and marked by its owner only. */
@Injectable()
export class NotificationsService {
  constructor(
    @InjectRepository(Notification) private readonly notifications: Repository<Notification>,
    private readonly realtime: RealtimeEmitter,
  ) {}

  /** Written inside the consumer's transaction, next to its processed-event record. */
  create(tx: EntityManager, n: NewNotification): Promise<Notification> {
    return tx.save(tx.create(Notification, n));
  }

  /** After the commit: the bell updates live on every device of the user. */
  push(n: Notification): void {
    this.realtime.toUser(n.userId, 'notification:created', toNotificationResponse(n));
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
      qb.andWhere('(n.createdAt, n.id) < (:at, :id)', { at, id });
    }
    const rows = await qb.getMany();
    const items = rows.slice(0, take);
    const last = items[items.length - 1];
    const nextCursor = rows.length > take && last ? Buffer.from(`${last.createdAt.toISOString()}|${last.id}`).toString('base64url') : null;
    return { items: items.map(toNotificationResponse), nextCursor };
  }

  async unreadCount(userId: string): Promise<UnreadCountResponse> {
    return { count: await this.notifications.countBy({ userId, readAt: IsNull() }) };
  }

  async markRead(userId: string, id: string): Promise<NotificationResponse> {
    const n = await this.notifications.findOneBy({ id, userId });
    if (!n) throw new AppError(ErrorCode.NotFound, 'Notificación no encontrada');
    if (!n.readAt) {
      n.readAt = new Date();
      await this.notifications.save(n);
    }
    return toNotificationResponse(n);
  }

  async markAllRead(userId: string): Promise<UnreadCountResponse> {
    await this.notifications.update({ userId, readAt: IsNull() }, { readAt: () => 'now()' });
    return { count: 0 };
  }
}
