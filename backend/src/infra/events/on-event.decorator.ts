import type { DomainEvent, DomainEventName } from '@conectando/contracts';

export const ON_EVENT = Symbol('on-domain-event');

export interface OnEventOptions {
  /** Lower runs first among one event's handlers; owners use 0, onlookers (admin counts) a later step. */
  priority?: number;
}

export interface EventHandlerMetadata extends Required<OnEventOptions> {
  name: DomainEventName;
}

/**
 * Marks a provider method as a handler of one domain event; the dispatcher finds it at boot. Stack it to
 * handle several names. The method's parameter must accept that event, so it needs no cast. A second
 * parameter, if any, receives the events of that name delivered together with it (itself included), for
 * a handler that would otherwise make the same round trip once per event.
 */
export function OnEvent<N extends DomainEventName>(name: N, options: OnEventOptions = {}) {
  return <H extends (event: DomainEvent<N>, batch: readonly DomainEvent<N>[]) => unknown>(
    target: object,
    key: string | symbol,
    _descriptor: TypedPropertyDescriptor<H>,
  ): void => {
    const handlers = (Reflect.getMetadata(ON_EVENT, target, key) as EventHandlerMetadata[] | undefined) ?? [];
    Reflect.defineMetadata(ON_EVENT, [...handlers, { name, priority: options.priority ?? 0 }], target, key);
  };
}
