import type { DomainEvent } from '@conectando/contracts';

/** Where the relay hands committed events: the BullMQ queue, or the in-process router without Redis. */
export abstract class EventSink {
  /** Delivers a batch in order; returns the events that could not be delivered, with why. */
  abstract deliver(events: DomainEvent[]): Promise<Map<string, Error>>;
}
