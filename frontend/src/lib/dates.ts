import { formatRelative } from '@conectando/contracts';

// The user's local calendar day as YYYY-MM-DD (used for "once per day" rules).
export const localDayKey = (date: Date = new Date()): string => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

// "hace 5 minutos", never "dentro de 3 segundos": a server time slightly ahead of this device's
// clock (or a clock refreshed once a minute) reads as "ahora".
export const formatSince = (value: string | Date, now: Date = new Date()): string =>
  formatRelative(new Date(Math.min(new Date(value).getTime(), now.getTime())), now);
