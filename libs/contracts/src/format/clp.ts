import { onFirstUse } from './on-first-use';

const clp = onFirstUse(
  () => new Intl.NumberFormat('es-CL', { style: 'currency', currency: 'CLP', maximumFractionDigits: 0 }),
);

/** Chilean pesos without decimals, es-CL: 24990 → "$24.990". */
export const formatClp = (amount: number): string => clp().format(amount);

const count = onFirstUse(() => new Intl.NumberFormat('es-CL'));

/** A count, es-CL, with one formatter for every call (toLocaleString builds one each time): 1200 → "1.200". */
export const formatCount = (n: number): string => count().format(n);
