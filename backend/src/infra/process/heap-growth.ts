import { setFlagsFromString } from 'node:v8';
import type { AppConfig } from '../../config/app-config';

/**
 * Lets the heap of a process that holds client sockets grow further between major garbage collections
 * (V8's heap growing factor becomes 1 + percent / 100 of what the last one left alive). A major
 * collection of the 2,000-socket API process held its event loop 33-47 ms, and the sends queued behind
 * it showed as p99 spikes of 90-135 ms; at 1,000 msg/s it came every 3-5 s and set the p99 of
 * bench/chat. With 400, none came in a 10 s window of the same load (p99 6.5-8.8 ms against 76-109),
 * at the cost of a heap of a few hundred MB between collections. Worker processes keep V8's own choice:
 * nothing waits on them by the millisecond.
 */
export function spaceOutMajorCollections(
  config: Pick<AppConfig, 'APP_ROLE' | 'HEAP_GROWING_PERCENT'>,
  setFlags: (flags: string) => void = setFlagsFromString,
): void {
  if (config.APP_ROLE === 'worker' || config.HEAP_GROWING_PERCENT === 0) return;
  setFlags(`--heap-growing-percent=${config.HEAP_GROWING_PERCENT}`);
}
