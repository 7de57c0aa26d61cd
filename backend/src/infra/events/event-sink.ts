import type { DomainEvent } from '@conectando/contracts';

/** Where the relay hands committed events: the BullMQ queue, or the in-process router without Redis. */
export abstract class EventSink {
  /**
   * Whether delivering runs the handlers here and now (no Redis). The relay then keeps no transaction
   * open while it delivers: a handler's write could wait on a lock (a TRUNCATE, a migration) that waits
   * on that transaction, a deadlock PostgreSQL cannot see because one of its edges is in this process.
   */
  abstract readonly runsHandlers: boolean;

  /** Delivers a batch in order; returns the events that could not be delivered, with why. */
  abstract deliver(events: DomainEvent[]): Promise<Map<string, Error>>;
}
