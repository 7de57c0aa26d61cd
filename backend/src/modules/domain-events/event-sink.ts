import type { DomainEvent } from '@conectando/contracts';

/** Where the relay hands committed events: the BullMQ queue, or the in-process router without Redis. */
export abstract class EventSink {
  abstract deliver(event: DomainEvent): Promise<void>;
}
