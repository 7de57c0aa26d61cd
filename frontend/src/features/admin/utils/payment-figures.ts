import { formatClp } from '@conectando/contracts';

export const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
export const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('es-CL', { timeZone: 'America/Santiago', dateStyle: 'short', timeStyle: 'short' });

// Pesos shortened for a chart's side axis ("$2,5 mil", "$1,2 M"), spelled the same in every browser
// (Intl's compact notation writes "K" or "k" depending on the engine); exact figures are in the lists.
const shortNumber = (n: number) => n.toLocaleString('es-CL', { maximumFractionDigits: 1 });
export const clpShort = (n: number) =>
  n >= 1_000_000 ? `$${shortNumber(n / 1_000_000)} M` : n >= 1000 ? `$${shortNumber(n / 1000)} mil` : formatClp(n);
