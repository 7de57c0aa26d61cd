import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { DomainEvent, DomainEventName } from '@conectando/contracts';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { DATABASE_URL } from '../../infra/database/database-url';
import { OUTBOX_CHANNEL } from '../../infra/outbox/outbox.service';
import { EventSink } from './event-sink';

interface OutboxRow {
  id: string;
  name: DomainEventName;
  payload: DomainEvent['payload'];
  created_at: Date;
}

const BATCH = 200;
const MAX_BACKOFF_SECONDS = 300;

/**
 * Moves committed outbox rows to the sink. It is woken by the NOTIFY of each commit (LISTEN), so an
 * event leaves within milliseconds; a periodic sweep catches what a crash or an outage left behind.
 * Several relays (processes) may run: FOR UPDATE SKIP LOCKED gives each row to one of them.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private listener?: Client;
  private sweep?: NodeJS.Timeout;
  private draining?: Promise<void>;
  private wakeAgain = false;
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly sink: EventSink,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE_URL) private readonly databaseUrl: string,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.listen();
    this.sweep = setInterval(() => this.wake(), this.config.OUTBOX_SWEEP_MS);
    this.wake();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.sweep);
    await this.draining;
    await this.listener?.end().catch(() => undefined);
  }

  /** Drains now; a wake during a drain makes it go round once more instead of running twice at once. */
  wake(): void {
    if (this.stopped) return;
    if (this.draining) {
      this.wakeAgain = true;
      return;
    }
    this.draining = this.drain().finally(() => {
      this.draining = undefined;
      if (this.wakeAgain) {
        this.wakeAgain = false;
        this.wake();
      }
    });
  }

  private async drain(): Promise<void> {
    try {
      while (!this.stopped && (await this.relayBatch()) === BATCH);
    } catch (e) {
      this.logger.error(`Relay detenido: ${(e as Error).message}`);
    }
  }

  private relayBatch(): Promise<number> {
    return this.dataSource.transaction(async (tx) => {
      const rows: OutboxRow[] = await tx.query(
        `SELECT id, name, payload, created_at FROM outbox
          WHERE relayed_at IS NULL AND next_attempt_at <= now()
          ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
      );
      for (const row of rows) {
        const event: DomainEvent = { id: String(row.id), name: row.name, payload: row.payload, occurredAt: row.created_at.toISOString() };
        try {
          await this.sink.deliver(event);
          await tx.query(`UPDATE outbox SET relayed_at = now(), last_error = NULL WHERE id = $1`, [row.id]);
        } catch (e) {
          // Left for a later sweep with exponential backoff: nothing is lost while Redis is away.
          await tx.query(
            `UPDATE outbox SET attempts = attempts + 1, last_error = $2,
                next_attempt_at = now() + make_interval(secs => LEAST(power(2, attempts), ${MAX_BACKOFF_SECONDS}))
              WHERE id = $1`,
            [row.id, String((e as Error).message).slice(0, 500)],
          );
          this.logger.warn(`Evento ${row.name} #${row.id} no entregado: ${(e as Error).message}`);
        }
      }
      return rows.length;
    });
  }

  private async listen(): Promise<void> {
    const client = new Client({ connectionString: this.databaseUrl });
    client.on('notification', () => this.wake());
    client.on('error', (e) => {
      this.logger.warn(`LISTEN perdido: ${e.message}; se reintenta`);
      this.listener = undefined;
      if (!this.stopped) setTimeout(() => void this.listen().catch(() => undefined), 1000);
    });
    await client.connect();
    await client.query(`LISTEN ${OUTBOX_CHANNEL}`);
    this.listener = client;
  }
}
