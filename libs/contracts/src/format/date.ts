import { onFirstUse } from './on-first-use';

const dateFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('es-CL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'America/Santiago' }),
);
const calendarDateFormat = onFirstUse(
  () => new Intl.DateTimeFormat('es-CL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
);
const shortDateFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('es-CL', {
      day: 'numeric',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'America/Santiago',
    }),
);
const relative = onFirstUse(() => new Intl.RelativeTimeFormat('es-CL', { numeric: 'auto' }));

/** "22 de noviembre de 2026" */
export const formatDate = (value: string | Date): string => dateFormat().format(new Date(value));

/** "3-01-2027": the day in Santiago, as a plan's next change is announced. */
export const formatShortDate = (value: string | Date): string => {
  const p = Object.fromEntries(
    shortDateFormat()
      .formatToParts(new Date(value))
      .map((x) => [x.type, x.value]),
  );
  return `${p.day}-${p.month}-${p.year}`;
};

/** A calendar date (YYYY-MM-DD) shown without time zone shifts: "27 de noviembre de 2026". */
export const formatCalendarDate = (isoDay: string): string => {
  const [y, m, d] = isoDay.split('-').map(Number);
  return calendarDateFormat().format(new Date(Date.UTC(y, m - 1, d)));
};

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "hace 3 días", "ayer", "hace 2 semanas" in es-CL. */
export function formatRelative(value: string | Date, now: Date = new Date()): string {
  const diff = (new Date(value).getTime() - now.getTime()) / 1000;
  for (const [unit, size] of UNITS) {
    if (Math.abs(diff) >= size || unit === 'second') return relative().format(Math.round(diff / size), unit);
  }
  return relative().format(0, 'second');
}
