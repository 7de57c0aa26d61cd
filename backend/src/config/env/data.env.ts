import { IsString } from 'class-validator';
import { IntVar, OptionalStringVar } from './env-values';

/** PostgreSQL and Redis, and how long the event tables keep their rows. */
export class DataEnv {
  @OptionalStringVar()
  DATABASE_URL?: string;

  @OptionalStringVar()
  REDIS_URL?: string;

  /** Prefix of every Redis key and channel the app uses: queues and socket fan-out (tests use one per run). */
  @IsString()
  REDIS_PREFIX = 'cg';

  /** How often the relay sweeps the outbox for events a crash or an outage left behind. */
  @IntVar(100)
  OUTBOX_SWEEP_MS = 2000;

  /** How long a relayed event stays in the outbox (for tracing a request's events) before it is deleted. */
  @IntVar(60)
  OUTBOX_RETENTION_SECONDS = 24 * 3600;

  /**
   * How long a consumer remembers it handled an event: longer than a failed job may wait in the queue
   * dashboard for a retry (7 days), so a retried job still finds its record.
   */
  @IntVar(60)
  PROCESSED_EVENTS_RETENTION_SECONDS = 8 * 24 * 3600;

  /** How often expired outbox and processed-event rows are deleted. */
  @IntVar(1000)
  EVENTS_PRUNE_MS = 10 * 60_000;
}
