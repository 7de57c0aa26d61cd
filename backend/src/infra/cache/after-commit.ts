import type { EntityManager, QueryRunner } from 'typeorm';
import type { DataSource, EntitySubscriberInterface, TransactionCommitEvent, TransactionRollbackEvent } from 'typeorm';

const PENDING = 'afterCommit';

type Pending = (() => void)[];
const pendingOf = (runner: QueryRunner): Pending | undefined => runner.data?.[PENDING] as Pending | undefined;

/**
 * Runs `work` once the transaction `tx` is over (at once when `tx` is not in one): a cache dropped
 * before the commit could be filled again with the row as it was, by a request read in between.
 */
export function afterCommit(tx: EntityManager, work: () => void): void {
  const runner = tx.queryRunner;
  if (!runner?.isTransactionActive) return work();
  runner.data ??= {};
  ((runner.data[PENDING] as Pending | undefined) ?? (runner.data[PENDING] = [])).push(work);
}

/** The TypeORM subscriber that runs afterCommit's work (after a rollback too: dropping a cache is always safe). */
export class AfterCommitSubscriber implements EntitySubscriberInterface {
  constructor(dataSource: DataSource) {
    dataSource.subscribers.push(this);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    this.flush(event.queryRunner);
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    this.flush(event.queryRunner);
  }

  private flush(runner: QueryRunner): void {
    // A savepoint's release or rollback is broadcast too: only the outermost transaction's end counts.
    if (runner.isTransactionActive) return;
    const pending = pendingOf(runner);
    if (!pending) return;
    delete runner.data[PENDING];
    pending.forEach((work) => work());
  }
}
