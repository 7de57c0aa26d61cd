import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  NOTIFICATION_CATEGORIES,
  NotificationCategory,
  NotificationPreferencesDto,
  NotificationPreferencesResponse,
} from '@conectando/contracts';
import { DataSource, Repository } from 'typeorm';
import { NotificationPreferenceEntity } from './notification-preference.entity';

export type NotificationChannel = 'push' | 'email';

// Everything on, except an email per chat (the push and the feed already say it) and for learning,
// whose notices are never emailed.
const DEFAULTS: Record<NotificationCategory, Record<NotificationChannel, boolean>> = {
  account: { push: true, email: true },
  marketplace: { push: true, email: true },
  chat: { push: true, email: false },
  meetings: { push: true, email: true },
  skills: { push: true, email: false },
};

/** Which channels besides the in-app feed (always on) a person wants, per kind of notification. */
@Injectable()
export class NotificationPreferencesService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(NotificationPreferenceEntity)
    private readonly preferences: Repository<NotificationPreferenceEntity>,
  ) {}

  async get(userId: string): Promise<NotificationPreferencesResponse> {
    const saved = new Map((await this.preferences.findBy({ userId })).map((p) => [p.type, p]));
    return {
      items: NOTIFICATION_CATEGORIES.map((type) => {
        const choice = saved.get(type) ?? DEFAULTS[type];
        return { type, push: choice.push, email: choice.email };
      }),
    };
  }

  /** Saves the given types together; types left out keep their current choice. */
  async set(userId: string, dto: NotificationPreferencesDto): Promise<NotificationPreferencesResponse> {
    await this.dataSource.transaction((tx) =>
      tx.upsert(
        NotificationPreferenceEntity,
        dto.items.map((item) => ({ userId, type: item.type, push: item.push, email: item.email })),
        { conflictPaths: ['userId', 'type'] },
      ),
    );
    return this.get(userId);
  }

  async allows(userId: string, category: NotificationCategory, channel: NotificationChannel): Promise<boolean> {
    const saved = await this.preferences.findOneBy({ userId, type: category });
    return (saved ?? DEFAULTS[category])[channel];
  }
}
