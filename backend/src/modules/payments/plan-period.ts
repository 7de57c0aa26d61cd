import { addChileMonths } from '@conectando/contracts';
import type { AppConfig } from '../../config/app-config';

/** The end of period n of a plan started at `start` (period 0 ends where it starts). */
export function planPeriodEnd(config: Pick<AppConfig, 'PLAN_PERIOD_SECONDS'>, start: Date, n: number): Date {
  if (config.PLAN_PERIOD_SECONDS > 0) return new Date(start.getTime() + n * config.PLAN_PERIOD_SECONDS * 1000);
  // Calendar months on Chile's calendar, not UTC's (contracts' time/chile-time.ts).
  return addChileMonths(start, n);
}
