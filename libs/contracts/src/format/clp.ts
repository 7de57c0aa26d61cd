import { onFirstUse } from './on-first-use';

const clp = onFirstUse(
  () => new Intl.NumberFormat('es-CL', { style: 'currency', currency: 'CLP', maximumFractionDigits: 0 }),
);

/** Chilean pesos without decimals, es-CL: 24990 → "$24.990". */
export const formatClp = (amount: number): string => clp().format(amount);

const count = onFirstUse(() => new Intl.NumberFormat('es-CL'));

/**
 * A count, es-CL: 1200 → "1.200". One formatter for every call (toLocaleString builds one each time),
 * and none at all under a thousand: the first one costs a slow phone's start-up its locale data.
 */
export const formatCount = (n: number): string =>
  Number.isInteger(n) && Math.abs(n) < 1000 ? String(n) : count().format(n);
