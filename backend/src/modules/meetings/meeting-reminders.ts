import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { ReminderQueue } from '../../infra/queues/reminder-queue';
import { RedisConnections } from '../../infra/redis/redis.module';
import type { Meeting } from './entities/meeting.entity';
import { MeetingNotices } from './meeting-notices.service';
import type { ReminderJob } from './meeting-reminder-job';

export const MEETING_REMINDERS_QUEUE = 'meeting-reminders';

/**
 * A meeting's reminders, named after the meeting, its version and the offset: a job of an older
 * version finds the meeting changed and sends nothing (MeetingNotices.remind).
 */
@Injectable()
export class MeetingReminders implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly reminders: ReminderQueue<ReminderJob>;

  constructor(@Inject(APP_CONFIG) config: AppConfig, redis: RedisConnections, notices: MeetingNotices) {
    this.reminders = new ReminderQueue(config, redis, new Logger('MeetingReminders'), {
      name: MEETING_REMINDERS_QUEUE,
      offsets: config.MEETING_REMINDERS_BEFORE_SECONDS,
      send: (data) => notices.remind(data),
      failure: 'Recordatorio no enviado',
    });
  }

  onApplicationBootstrap(): void {
    this.reminders.open();
  }

  /** The reminders of a confirmed time that are still ahead. */
  async schedule(meeting: Meeting, now = Date.now()): Promise<void> {
    if (meeting.status !== 'confirmed' || !meeting.startsAt) return;
    await this.reminders.schedule(meeting.startsAt, now, (beforeSeconds) => ({
      name: 'meeting-reminder',
      data: { meetingId: meeting.id, version: meeting.version, beforeSeconds },
      jobId: `reminder-${meeting.id}-v${meeting.version}-${beforeSeconds}`,
    }));
  }

  onModuleDestroy(): Promise<void> {
    return this.reminders.close();
  }
}
