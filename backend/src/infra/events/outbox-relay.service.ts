import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { DomainEvent, DomainEventName } from '@conectando/contracts';
import { Pool } from 'pg';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { DATABASE_URL } from '../../config/database-url';
import { OutboxWaker, outboxWakeChannel } from './outbox-waker.service';
import { RedisConnections } from '../redis/redis.module';
import { EventSink } from './event-sink';
import { DrainScheduler, WakePace } from './drain-scheduler';
import { POOL_IDLE_TIMEOUT_MS } from '../database/pool-idle';
import { RELAY_BATCH, RELAY_LEASE_SECONDS, RELAY_MAX_BACKOFF_SECONDS, RELAY_POOL_SIZE } from './event-pipe.tuning';

interface OutboxRow {
  id: string;
  name: DomainEventName;
  payload: DomainEvent['payload'];
  created_at: Date;
  request_id: string | null;
}

/**
 * Moves committed outbox rows to the sink. It is woken right after each commit (in-process, or over
 * Redis from API processes), so an event leaves within milliseconds; a periodic sweep catches what a
 * crash or an outage left behind. Several relays may run: FOR UPDATE SKIP LOCKED gives each row to one.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private sweep?: NodeJS.Timeout;
  private readonly scheduler = new DrainScheduler(() => this.drain());
  private stopped = false;

  // The relay's own connections skip waiting for the WAL flush: if a crash loses a claim or a
  // "relayed" mark, the event is only relayed again, which the job id and idempotent consumers absorb.
  // The events themselves were committed durably by the transactions that wrote them.
  private readonly db: Pool;

  constructor(
    @Inject(DATABASE_URL) databaseUrl: string,
    private readonly sink: EventSink,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly waker: OutboxWaker,
    private readonly redis: RedisConnections,
  ) {
    this.db = new Pool({
      connectionString: databaseUrl,
      max: RELAY_POOL_SIZE,
      idleTimeoutMillis: POOL_IDLE_TIMEOUT_MS,
      options: '-c synchronous_commit=off',
    });
    this.db.on('error', (e) => this.logger.warn(`Conexión del relay: ${e.message}`));
  }

  async onApplicationBootstrap(): Promise<void> {
    this.waker.registerLocalRelay((pace) => this.wake(pace));
    if (this.redis.enabled) {
      const subscriber = this.redis.open('outbox-wake-sub');
      subscriber.on('message', (_channel: string, pace: string) => this.wake(pace === 'soon' ? 'soon' : 'now'));
      await subscriber.subscribe(outboxWakeChannel(this.config));
    }
    this.sweep = setInterval(() => this.wake(), this.config.OUTBOX_SWEEP_MS);
    this.wake();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.sweep);
    await this.scheduler.stop();
    await this.db.end();
  }

  /** Drains after a gather as short as the pace asks (drain-scheduler.ts). */
  wake(pace: WakePace = 'now'): void {
    this.scheduler.wake(pace);
  }

  /** Relays every waiting row, batch by batch; says how many. */
  private async drain(): Promise<number> {
    let total = 0;
    try {
      let moved: number;
      do {
        moved = await this.relayBatch();
        total += moved;
      } while (!this.stopped && moved === RELAY_BATCH);
    } catch (e) {
      this.logger.error(`Relay detenido: ${(e as Error).message}`);
    }
    return total;
  }

  private async relayBatch(): Promise<number> {
    // Claim a batch for RELAY_LEASE_SECONDS; a relay that dies holding it only delays those rows. No
    // transaction stays open while the sink delivers: without Redis the sink runs the consumers, whose
    // writes could wait on a lock (a TRUNCATE, a migration) that waits on that transaction, a deadlock
    // PostgreSQL cannot see because one of its edges is in this process.
    const { rows: claimed } = await this.db.query<OutboxRow>({
      name: 'outbox-claim',
      text: `UPDATE outbox SET claimed_until = now() + make_interval(secs => ${RELAY_LEASE_SECONDS})
        WHERE id IN (SELECT id FROM outbox
                      WHERE relayed_at IS NULL AND next_attempt_at <= now() AND (claimed_until IS NULL OR claimed_until < now())
                      ORDER BY id LIMIT ${RELAY_BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING id, name, payload, created_at, request_id`,
    });
    if (claimed.length === 0) return 0;
    const events: DomainEvent[] = claimed
      .sort((a, b) => Number(a.id) - Number(b.id))
      // The row's name and payload were written together by OutboxService.add, typed by the same map.
      .map(
        (r) =>
          ({
            id: String(r.id),
            name: r.name,
            payload: r.payload,
            occurredAt: r.created_at.toISOString(),
            ...(r.request_id ? { requestId: r.request_id } : {}),
          }) as DomainEvent,
      );
    const failed = await this.sink.deliver(events);
    const relayed = events.filter((e) => !failed.has(e.id)).map((e) => e.id);
    if (relayed.length) {
      await this.db.query({
        name: 'outbox-relayed',
        text: `UPDATE outbox SET relayed_at = now(), claimed_until = NULL, last_error = NULL WHERE id = ANY($1::bigint[])`,
        values: [relayed],
      });
    }
    for (const [id, error] of failed) {
      // Left for a later sweep with exponential backoff: nothing is lost while Redis is away.
      await this.db.query(
        `UPDATE outbox SET attempts = attempts + 1, last_error = $2, claimed_until = NULL,
            next_attempt_at = now() + make_interval(secs => LEAST(power(2, attempts), ${RELAY_MAX_BACKOFF_SECONDS}))
          WHERE id = $1`,
        [id, error.message.slice(0, 500)],
      );
    }
    if (failed.size) this.logger.warn(`${failed.size} evento(s) no entregado(s): ${[...failed.values()][0].message}`);
    return claimed.length;
  }
}
