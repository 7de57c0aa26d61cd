import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import type { DomainEvent, DomainEventName } from '@conectando/contracts';
import { findMarkedMethods } from '../discovery/marked-methods';
import { EventHandlerMetadata, ON_EVENT } from './on-event.decorator';

type Handler = {
  priority: number;
  label: string;
  owner: abstract new (...args: never[]) => unknown;
  run: (event: DomainEvent, batch: readonly DomainEvent[]) => unknown;
};

/** One registered reaction: the event, the class and method that run for it (docs/architecture.md lists them). */
export interface RegisteredHandler {
  event: DomainEventName;
  label: string;
  owner: Handler['owner'];
}

/**
 * The events of one delivery (a job, or a drain without Redis) grouped by name, in outbox order: what a
 * handler receives beside its event, so that it can look up for all of them at once what each needs.
 */
export const batchesByName = (events: readonly DomainEvent[]): Map<DomainEventName, DomainEvent[]> => {
  const batches = new Map<DomainEventName, DomainEvent[]>();
  for (const event of events) {
    const batch = batches.get(event.name);
    if (batch) batch.push(event);
    else batches.set(event.name, [event]);
  }
  return batches;
};

/**
 * Runs each event's handlers (methods marked @OnEvent in any module), one after the other by priority;
 * the first that throws fails the event, which is then retried whole. Both the BullMQ processor and the
 * in-process sink come here.
 */
@Injectable()
export class EventDispatcher implements OnModuleInit {
  private readonly logger = new Logger(EventDispatcher.name);
  private readonly handlers = new Map<DomainEventName, Handler[]>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
  ) {}

  onModuleInit(): void {
    const marked = findMarkedMethods<EventHandlerMetadata>(this.discovery, this.scanner, ON_EVENT);
    for (const { mark, label, owner, run } of marked) {
      const list = this.handlers.get(mark.name) ?? [];
      list.push({ priority: mark.priority, label, owner, run: run as Handler['run'] });
      // Stable: handlers of equal priority keep the order their modules were registered in.
      list.sort((a, b) => a.priority - b.priority);
      this.handlers.set(mark.name, list);
    }
    this.logger.debug(
      `Manejadores de eventos: ${[...this.handlers].map(([n, hs]) => `${n} → ${hs.map((h) => h.label).join(', ')}`).join('; ')}`,
    );
  }

  /** The handlers of one event name, in the order they run (for tests and the architecture notes). */
  handlersOf(name: DomainEventName): string[] {
    return (this.handlers.get(name) ?? []).map((h) => h.label);
  }

  /** Every handler of every event, in running order: the registry the architecture map is made from. */
  registry(): RegisteredHandler[] {
    return [...this.handlers].flatMap(([event, list]) => list.map(({ label, owner }) => ({ event, label, owner })));
  }

  /** `batch`: the events of the same name delivered with this one (batchesByName), itself included. */
  async dispatch(event: DomainEvent, batch: readonly DomainEvent[]): Promise<void> {
    // Events of features that have no consumer yet are relayed and simply not handled.
    for (const handler of this.handlers.get(event.name) ?? []) await handler.run(event, batch);
  }
}
