import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { JobQueue } from '../../infra/queues/job-queue';
import { RedisConnections } from '../../infra/redis/redis.module';
import type { Meeting } from './entities/meeting.entity';
import { MeetingNotices } from './meeting-notices.service';

export const MEETING_REMINDERS_QUEUE = 'meeting-reminders';

export interface ReminderJob {
  meetingId: string;
  version: number;
  beforeSeconds: number;
}

/**
 * Reminders are BullMQ delayed jobs named after the meeting, its version and the offset: scheduling
 * twice adds one job, and a job of an older version finds the meeting changed and sends nothing
 * (MeetingNotices.remind). Without Redis, a timer in this process (a restart forgets it).
 */
@Injectable()
export class MeetingReminders implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('MeetingReminders');
  private readonly offsets: number[];
  private readonly jobs: JobQueue<ReminderJob>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    redis: RedisConnections,
    private readonly notices: MeetingNotices,
  ) {
    this.offsets = config.MEETING_REMINDERS_BEFORE_SECONDS.split(',')
      .map((s) => Number(s.trim()))
      .filter((n) => Number.isInteger(n) && n > 0);
    this.jobs = new JobQueue(config, redis, this.logger, {
      name: MEETING_REMINDERS_QUEUE,
      process: (job) => this.notices.remind(job.data),
      concurrency: 4,
      defaultJobOptions: {
        attempts: 5,
        backoff: { type: 'exponential', delay: 2000 },
        removeOnComplete: { age: 24 * 3600, count: 1000 },
        removeOnFail: { age: 7 * 24 * 3600 },
      },
    });
  }

  onApplicationBootstrap(): void {
    this.jobs.open();
  }

  /** The reminders of a confirmed time that are still ahead. */
  async schedule(meeting: Meeting, now = Date.now()): Promise<void> {
    if (meeting.status !== 'confirmed' || !meeting.startsAt) return;
    for (const beforeSeconds of this.offsets) {
      const delay = meeting.startsAt.getTime() - beforeSeconds * 1000 - now;
      if (delay <= 0) continue;
      const data: ReminderJob = { meetingId: meeting.id, version: meeting.version, beforeSeconds };
      if (this.jobs.queue) {
        await this.jobs.queue.add('meeting-reminder', data, {
          delay,
          jobId: `reminder-${meeting.id}-v${meeting.version}-${beforeSeconds}`,
        });
        continue;
      }
      this.jobs.later(delay, () => this.notices.remind(data), 'Recordatorio no enviado');
    }
  }

  onModuleDestroy(): Promise<void> {
    return this.jobs.close();
  }
}
