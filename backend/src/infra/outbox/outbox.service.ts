import { Injectable } from '@nestjs/common';
import type { DomainEventMap, DomainEventName } from '@conectando/contracts';
import type { EntityManager } from 'typeorm';

export const OUTBOX_CHANNEL = 'outbox';

/**
 * The one way to publish a domain event: a row written in the caller's transaction (DESIGN §4).
 * The NOTIFY is delivered by PostgreSQL only if that transaction commits, and wakes the relay at once.
 */
@Injectable()
export class OutboxService {
  async add<N extends DomainEventName>(tx: EntityManager, name: N, payload: DomainEventMap[N]): Promise<void> {
    if (!tx.queryRunner?.isTransactionActive) throw new Error(`Outbox event ${name} must be written inside a transaction`);
    await tx.query(`INSERT INTO outbox (name, payload) VALUES ($1, $2)`, [name, JSON.stringify(payload)]);
    await tx.query(`SELECT pg_notify($1, '')`, [OUTBOX_CHANNEL]);
  }
}
