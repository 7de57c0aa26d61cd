import { Logger } from '@nestjs/common';
import { existsSync, readdirSync } from 'node:fs';
import { setPriority } from 'node:os';
import type { AppConfig } from '../../config/app-config';

/**
 * Lowers the priority of every thread of this process. Linux keeps a nice value per thread, so lowering
 * only the main one would leave the threads Node started before this call (V8's garbage-collection
 * helpers, libuv's pool) competing at full weight; threads started later inherit the main thread's.
 */
export function reniceProcess(nice: number, pid = process.pid): void {
  const tasks = `/proc/${pid}/task`;
  const threads = existsSync(tasks) ? readdirSync(tasks).map(Number) : [pid];
  for (const tid of threads) setPriority(tid, nice);
}

/**
 * A worker process lowers its own CPU priority (raising one's nice value needs no privilege), so that
 * API processes on the same host keep the chat's latency path first. Processes that serve clients keep
 * theirs. A platform that refuses the call only costs that preference, never the start-up.
 */
export function yieldCpuToClients(
  config: Pick<AppConfig, 'APP_ROLE' | 'WORKER_NICE'>,
  renice: (nice: number) => void = (nice) => reniceProcess(nice),
): void {
  if (config.APP_ROLE !== 'worker' || config.WORKER_NICE === 0) return;
  try {
    renice(config.WORKER_NICE);
  } catch (e) {
    new Logger('WorkerPriority').warn(`No se pudo bajar la prioridad del worker: ${(e as Error).message}`);
  }
}
