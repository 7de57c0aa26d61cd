import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
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
  private queue?: Queue<ReminderJob>;
  private worker?: Worker<ReminderJob>;
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly redis: RedisConnections,
    private readonly notices: MeetingNotices,
  ) {
    this.offsets = config.MEETING_REMINDERS_BEFORE_SECONDS.split(',')
      .map((s) => Number(s.trim()))
      .filter((n) => Number.isInteger(n) && n > 0);
  }

  onApplicationBootstrap(): void {
    if (!this.redis.enabled) return;
    this.queue = new Queue(MEETING_REMINDERS_QUEUE, {
      connection: this.redis.open('meeting-reminders-queue'),
      prefix: this.config.REDIS_PREFIX,
      defaultJobOptions: {
        attempts: 5,
        backoff: { type: 'exponential', delay: 2000 },
        removeOnComplete: { age: 24 * 3600, count: 1000 },
        removeOnFail: { age: 7 * 24 * 3600 },
      },
    });
    if (this.config.APP_ROLE === 'api') return;
    this.worker = new Worker<ReminderJob>(MEETING_REMINDERS_QUEUE, (job) => this.notices.remind(job.data), {
      connection: this.redis.open('meeting-reminders-worker', { maxRetriesPerRequest: null }),
      prefix: this.config.REDIS_PREFIX,
      concurrency: 4,
    });
    this.worker.on('error', (e) => this.logger.warn(`meeting-reminders worker: ${e.message}`));
  }

  /** The reminders of a confirmed time that are still ahead. */
  async schedule(meeting: Meeting, now = Date.now()): Promise<void> {
    if (meeting.status !== 'confirmed' || !meeting.startsAt) return;
    for (const beforeSeconds of this.offsets) {
      const delay = meeting.startsAt.getTime() - beforeSeconds * 1000 - now;
      if (delay <= 0) continue;
      const data: ReminderJob = { meetingId: meeting.id, version: meeting.version, beforeSeconds };
      if (this.queue) {
        await this.queue.add('meeting-reminder', data, {
          delay,
          jobId: `reminder-${meeting.id}-v${meeting.version}-${beforeSeconds}`,
        });
        continue;
      }
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        this.notices.remind(data).catch((e: Error) => this.logger.warn(`Recordatorio no enviado: ${e.message}`));
      }, delay);
      timer.unref();
      this.timers.add(timer);
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.timers.forEach((t) => clearTimeout(t));
    await this.worker?.close().catch(() => undefined);
    await this.queue?.close().catch(() => undefined);
  }
}
