import { setFlagsFromString } from 'node:v8';
import type { AppConfig } from '../../config/app-config';

/**
 * Lets the heap of a process that holds client sockets grow further between major garbage collections
 * (V8's heap growing factor becomes 1 + percent / 100 of what the last one left alive). A major
 * collection of an API process holding thousands of sockets held its event loop long enough to set the
 * chat's p99; fewer of them keep it low, at the cost of a heap of a few hundred MB between collections
 * (docs/decisions/measured-choices.md). Worker processes keep V8's own choice:
 * nothing waits on them by the millisecond.
 */
export function spaceOutMajorCollections(
  config: Pick<AppConfig, 'APP_ROLE' | 'HEAP_GROWING_PERCENT'>,
  setFlags: (flags: string) => void = setFlagsFromString,
): void {
  if (config.APP_ROLE === 'worker' || config.HEAP_GROWING_PERCENT === 0) return;
  setFlags(`--heap-growing-percent=${config.HEAP_GROWING_PERCENT}`);
}
