import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ReminderQueue } from '../../infra/queues/reminder-queue';
import { RedisConnections } from '../../infra/redis/redis.module';
import type { LiveClass } from './entities/live-class.entity';
import { LiveClassNotices, LiveClassReminderJob } from './live-class-notices.service';

export const LIVE_CLASS_REMINDERS_QUEUE = 'live-class-reminders';

/**
 * A class's reminders, named after the class, its version and the offset, as meetings' are: a job of
 * an older version (or of a cancelled class) finds it changed and sends nothing (LiveClassNotices.remind).
 */
@Injectable()
export class LiveClassReminders implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly reminders: ReminderQueue<LiveClassReminderJob>;

  constructor(@Inject(APP_CONFIG) config: AppConfig, redis: RedisConnections, notices: LiveClassNotices) {
    this.reminders = new ReminderQueue(config, redis, new Logger('LiveClassReminders'), {
      name: LIVE_CLASS_REMINDERS_QUEUE,
      offsets: config.LIVE_CLASS_REMINDERS_BEFORE_SECONDS,
      send: (data) => notices.remind(data),
      failure: 'Recordatorio de taller no enviado',
    });
  }

  onApplicationBootstrap(): void {
    this.reminders.open();
  }

  /** The reminders of the class's current time that are still ahead. */
  async schedule(c: LiveClass, now = Date.now()): Promise<void> {
    if (c.status !== 'scheduled') return;
    await this.reminders.schedule(c.startsAt, now, (beforeSeconds) => ({
      name: 'live-class-reminder',
      data: { classId: c.id, version: c.version, beforeSeconds },
      jobId: `live-class-reminder-${c.id}-v${c.version}-${beforeSeconds}`,
    }));
  }

  onModuleDestroy(): Promise<void> {
    return this.reminders.close();
  }
}
