import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ERASE_NORMAL, PersonalDataRegistry } from '../../infra/personal-data/personal-data.registry';

/** The notices a person received and how they chose to be told: exported, then deleted with the account. */
@Injectable()
export class NotificationsPersonalData implements OnModuleInit {
  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      key: 'notifications',
      eraseOrder: ERASE_NORMAL,
      exportFor: async (userId) => {
        const rows: {
          id: string;
          type: string;
          title: string;
          body: string;
          link: string | null;
          read_at: Date | null;
          created_at: Date;
        }[] = await this.dataSource.query(
          `SELECT id, type, title, body, link, read_at, created_at FROM notifications
              WHERE user_id = $1 ORDER BY created_at, id`,
          [userId],
        );
        return rows.map((n) => ({
          id: n.id,
          type: n.type,
          title: n.title,
          body: n.body,
          link: n.link,
          readAt: n.read_at?.toISOString() ?? null,
          createdAt: n.created_at.toISOString(),
        }));
      },
      eraseFor: async ({ tx, userId }) => {
        await tx.query(`DELETE FROM notifications WHERE user_id = $1`, [userId]);
      },
    });
    this.registry.register({
      key: 'notificationPreferences',
      eraseOrder: ERASE_NORMAL,
      exportFor: (userId) =>
        this.dataSource.query(
          `SELECT type, push, email FROM notification_preferences WHERE user_id = $1 ORDER BY type`,
          [userId],
        ),
      eraseFor: async ({ tx, userId }) => {
        await tx.query(`DELETE FROM notification_preferences WHERE user_id = $1`, [userId]);
      },
    });
  }
}
