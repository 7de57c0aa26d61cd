import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import type { DomainEvent, DomainEventName } from '@conectando/contracts';
import { EventHandlerMetadata, ON_EVENT } from './on-event.decorator';

type Handler = { priority: number; label: string; run: (event: DomainEvent, batch: readonly DomainEvent[]) => unknown };

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
    const seen = new Set<object>();
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object' || !wrapper.isDependencyTreeStatic() || seen.has(instance))
        continue;
      seen.add(instance);
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const marks = Reflect.getMetadata(ON_EVENT, prototype, method) as EventHandlerMetadata[] | undefined;
        for (const { name, priority } of marks ?? []) {
          const run = (instance[method] as Handler['run']).bind(instance);
          const list = this.handlers.get(name) ?? [];
          list.push({ priority, label: `${instance.constructor.name}.${method}`, run });
          // Stable: handlers of equal priority keep the order their modules were registered in.
          list.sort((a, b) => a.priority - b.priority);
          this.handlers.set(name, list);
        }
      }
    }
    this.logger.debug(
      `Manejadores de eventos: ${[...this.handlers].map(([n, hs]) => `${n} → ${hs.map((h) => h.label).join(', ')}`).join('; ')}`,
    );
  }

  /** The handlers of one event name, in the order they run (for tests and the architecture notes). */
  handlersOf(name: DomainEventName): string[] {
    return (this.handlers.get(name) ?? []).map((h) => h.label);
  }

  /** `batch`: the events of the same name delivered with this one (batchesByName), itself included. */
  async dispatch(event: DomainEvent, batch: readonly DomainEvent[]): Promise<void> {
    // Events of features that have no consumer yet are relayed and simply not handled.
    for (const handler of this.handlers.get(event.name) ?? []) await handler.run(event, batch);
  }
}
