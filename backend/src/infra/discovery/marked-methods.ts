import type { DiscoveryService, MetadataScanner } from '@nestjs/core';

/** One method a decorator marked, bound to its provider, with the marks it carries. */
export interface MarkedMethod<Mark> {
  mark: Mark;
  /** Class.method, for logs and the architecture notes. */
  label: string;
  owner: abstract new (...args: never[]) => unknown;
  run: (...args: never[]) => unknown;
}

/**
 * Every provider method carrying metadata `key` (an array of marks), found once at boot: how the event
 * dispatcher finds @OnEvent and the socket gateway its handlers. Each provider instance is read once.
 */
export function findMarkedMethods<Mark>(
  discovery: DiscoveryService,
  scanner: MetadataScanner,
  key: symbol,
): MarkedMethod<Mark>[] {
  const found: MarkedMethod<Mark>[] = [];
  const seen = new Set<object>();
  for (const wrapper of discovery.getProviders()) {
    const instance = wrapper.instance as Record<string, (...args: never[]) => unknown> | undefined;
    if (!instance || typeof instance !== 'object' || !wrapper.isDependencyTreeStatic() || seen.has(instance)) continue;
    seen.add(instance);
    const prototype = Object.getPrototypeOf(instance) as object;
    for (const method of scanner.getAllMethodNames(prototype)) {
      const marks = Reflect.getMetadata(key, prototype, method) as Mark[] | undefined;
      for (const mark of marks ?? [])
        found.push({
          mark,
          label: `${instance.constructor.name}.${method}`,
          owner: instance.constructor as MarkedMethod<Mark>['owner'],
          run: instance[method].bind(instance),
        });
    }
  }
  return found;
}
