import { Injectable, OnModuleInit } from '@nestjs/common';
import type { DomainEventMap, DomainEventName } from '@conectando/contracts';
import { DataSource, EntityManager, EntitySubscriberInterface, TransactionCommitEvent } from 'typeorm';
import { RequestContext } from '../logging/request-context';
import { OutboxWaker } from './outbox-waker.service';
import type { WakePace } from './drain-scheduler';

const WROTE_OUTBOX = 'wroteOutbox';

/**
 * The one way to publish a domain event: a row written in the caller's transaction (docs/decisions/domain-events-and-outbox.md).
 * When that transaction commits, the relay is woken at once; if it rolls back, there is no event.
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

  /** The id of the request raising events now, stored with them (null outside a request: a job, a timer). */
  requestId(): string | null {
    return this.context.id() ?? null;
  }

  /** For a single statement that wrote its outbox row itself (the chat send): it has committed. */
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
