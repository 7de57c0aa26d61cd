import type { DomainEvent } from '@conectando/contracts';

/**
 * A `domain-events` job carries a batch of events, in outbox order: what one relay drain moved (one job
 * per batch, not per event: docs/decisions/event-pipe-tuning.md). An event that fails inside a batch
 * gets a job of its own (its id, its retries), so a bad event never holds the others back.
 */
export interface EventsJob {
  events: DomainEvent[];
}

/**
 * BullMQ refuses integer-like custom ids, so outbox ids get a prefix. The id names the batch's outbox
 * rows, so a batch relayed again (a relay that died before marking it) is enqueued once.
 */
export const jobIdOf = (events: DomainEvent[]): string =>
  events.length === 1 ? `evt-${events[0].id}` : `evt-${events[0].id}-${events[events.length - 1].id}`;

/** What the dashboard lists: the event's name, or the batch's names with their counts. */
export const jobNameOf = (events: DomainEvent[]): string => {
  const counts = new Map<string, number>();
  for (const { name } of events) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].map(([name, n]) => (n === 1 ? name : `${name} ×${n}`)).join(', ');
};
