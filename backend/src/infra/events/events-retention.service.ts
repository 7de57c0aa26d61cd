import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { JobQueue } from '../queues/job-queue';
import { RedisConnections } from '../redis/redis.module';
import { RETENTION_SLICE } from './event-pipe.tuning';

/** The BullMQ queue whose job scheduler runs the pruning (on /admin/queues). */
export const EVENTS_RETENTION_QUEUE = 'events-retention';
const PRUNE_JOB = 'prune-events';

/**
 * The outbox and the processed-events ledger are working memory, not history: relayed events go after
 * OUTBOX_RETENTION_SECONDS, ledger rows after PROCESSED_EVENTS_RETENTION_SECONDS. Without this, both
 * grew by a row per message for ever. Runs where the relay runs.
 */
@Injectable()
export class EventsRetention implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(EventsRetention.name);
  private readonly jobs: JobQueue;
  private running?: Promise<void>;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    redis: RedisConnections,
  ) {
    this.jobs = new JobQueue(config, redis, this.logger, {
      name: EVENTS_RETENTION_QUEUE,
      process: () => this.prune(),
      concurrency: 1,
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    this.jobs.open();
    await this.jobs.every(
      PRUNE_JOB,
      this.config.EVENTS_PRUNE_MS,
      () => this.prune(),
      'No se pudo programar el borrado de eventos antiguos',
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.jobs.close();
    await this.running;
  }

  /** Deletes what expired, slice by slice; returns how many rows of each went. */
  async prune(): Promise<{ outbox: number; processedEvents: number }> {
    if (this.running) return { outbox: 0, processedEvents: 0 };
    let result = { outbox: 0, processedEvents: 0 };
    this.running = (async () => {
      try {
        // Oldest ids first: relayed rows old enough sit at the start of the primary key.
        const outbox = await this.inSlices(
          `DELETE FROM outbox WHERE id IN (
             SELECT id FROM outbox WHERE relayed_at < now() - make_interval(secs => $1) ORDER BY id LIMIT ${RETENTION_SLICE})`,
          this.config.OUTBOX_RETENTION_SECONDS,
        );
        const processedEvents = await this.inSlices(
          `DELETE FROM processed_events WHERE ctid IN (
             SELECT ctid FROM processed_events WHERE processed_at < now() - make_interval(secs => $1) LIMIT ${RETENTION_SLICE})`,
          this.config.PROCESSED_EVENTS_RETENTION_SECONDS,
        );
        result = { outbox, processedEvents };
      } catch (e) {
        this.logger.warn(`No se pudieron borrar eventos antiguos: ${(e as Error).message}`);
      }
    })();
    await this.running;
    this.running = undefined;
    return result;
  }

  private async inSlices(sql: string, olderThanSeconds: number): Promise<number> {
    let total = 0;
    for (;;) {
      const [, deleted]: [unknown, number] = await this.dataSource.query(sql, [olderThanSeconds]);
      total += deleted;
      if (deleted < RETENTION_SLICE) return total;
    }
  }
}
