import { Logger } from '@nestjs/common';
import { setPriority } from 'node:os';
import type { AppConfig } from '../../config/app-config';

/**
 * A worker process lowers its own CPU priority (raising one's nice value needs no privilege), so that
 * API processes on the same host keep the chat's latency path first. Processes that serve clients keep
 * theirs. A platform that refuses the call only costs that preference, never the start-up.
 */
export function yieldCpuToClients(config: Pick<AppConfig, 'APP_ROLE' | 'WORKER_NICE'>, renice: (nice: number) => void = (nice) => setPriority(nice)): void {
  if (config.APP_ROLE !== 'worker' || config.WORKER_NICE === 0) return;
  try {
    renice(config.WORKER_NICE);
  } catch (e) {
    new Logger('WorkerPriority').warn(`No se pudo bajar la prioridad del worker: ${(e as Error).message}`);
  }
}
