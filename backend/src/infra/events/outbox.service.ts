import { Injectable, OnModuleInit } from '@nestjs/common';
import type { DomainEventMap, DomainEventName } from '@conectando/contracts';
import { DataSource, EntityManager, EntitySubscriberInterface, TransactionCommitEvent } from 'typeorm';
import { RequestContext } from '../logging/request-context';
import { OutboxWaker } from './outbox-waker.service';
import type { WakePace } from './drain-scheduler';

const WROTE_OUTBOX = 'wroteOutbox';

/** One SQL expression per key of an event's payload: every key of the event map's type, and no other. */
export type PayloadSql<N extends DomainEventName> = { [K in keyof DomainEventMap[N]]-?: string };

/** Where a set-based insert takes its rows: the FROM clause (with any ORDER BY) and the request id's SQL. */
export interface EventRowsSql {
  from: string;
  requestId: string;
}

/**
 * The only writer of `outbox`: a domain event is a row written in the caller's transaction
 * (docs/decisions/domain-events-and-outbox.md). When that transaction commits, the relay is woken at
 * once; if it rolls back, there is no event.
 */
@Injectable()
export class OutboxService implements OnModuleInit, EntitySubscriberInterface {
  constructor(
    private readonly dataSource: DataSource,
    private readonly waker: OutboxWaker,
    private readonly context: RequestContext,
  ) {}

  onModuleInit(): void {
    // A TypeORM subscriber, registered here so that it is the Nest-managed instance.
    this.dataSource.subscribers.push(this);
  }

  async add<N extends DomainEventName>(tx: EntityManager, name: N, payload: DomainEventMap[N]): Promise<void> {
    const runner = tx.queryRunner;
    if (!runner?.isTransactionActive) throw new Error(`Outbox event ${name} must be written inside a transaction`);
    await tx.query(`INSERT INTO outbox (name, payload, request_id) VALUES ($1, $2, $3)`, [
      name,
      JSON.stringify(payload),
      this.requestId(),
    ]);
    runner.data = { ...runner.data, [WROTE_OUTBOX]: true };
  }

  /**
   * The set-based insert, for one statement that makes its change and its events together (the chat
   * send's group commit): one event per row of `rows.from`, its payload built by `payload`, whose keys
   * the event map's type dictates. The statement's caller says it has committed with committed().
   */
  static insertSql<N extends DomainEventName>(name: N, rows: EventRowsSql, payload: PayloadSql<N>): string {
    const fields = Object.entries<string>(payload).map(([key, sql]) => `'${key}', ${sql}`);
    return `INSERT INTO outbox (name, request_id, payload)
    SELECT '${name}', ${rows.requestId}, json_build_object(${fields.join(', ')})
      FROM ${rows.from}`;
  }

  /** The id of the request raising events now, stored with them (null outside a request: a job, a timer). */
  requestId(): string | null {
    return this.context.id() ?? null;
  }

  /** A statement that wrote its events with insertSql (the chat send) has committed: wake the relay. */
  committed(pace: WakePace): void {
    this.waker.wake(pace);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    const data = event.queryRunner.data as Record<string, unknown> | undefined;
    if (!data?.[WROTE_OUTBOX]) return;
    delete data[WROTE_OUTBOX];
    this.waker.wake();
  }

  afterTransactionRollback(event: TransactionCommitEvent): void {
    const data = event.queryRunner.data as Record<string, unknown> | undefined;
    if (data) delete data[WROTE_OUTBOX];
  }
}
