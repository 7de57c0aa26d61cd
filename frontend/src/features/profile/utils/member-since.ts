import { onFirstUse } from '@conectando/contracts';

const DAY_MS = 24 * 3600 * 1000;
const relative = onFirstUse(() => new Intl.RelativeTimeFormat('es-CL', { numeric: 'auto' }));

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());

// The Monday that starts the week of `d` (the es-CL relative time starts weeks on Monday).
export const startOfWeekMonday = (d: Date): Date => {
  const day = startOfDay(d);
  const sinceMonday = (day.getDay() + 6) % 7;
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() - sinceMonday);
};

const calendarDays = (from: Date, to: Date) =>
  Math.round((startOfDay(to).getTime() - startOfDay(from).getTime()) / DAY_MS);

// 'Miembro desde …' in calendar terms: 'hoy', 'ayer', 'hace 3 días' within the week, then
// 'la semana pasada' / 'hace 2 semanas' by Monday-started weeks, then months and years.
export function memberSinceLabel(createdAt: string | Date, now: Date = new Date()): string {
  const date = new Date(Math.min(new Date(createdAt).getTime(), now.getTime()));
  const days = calendarDays(date, now);
  const weeks = Math.round(calendarDays(startOfWeekMonday(date), startOfWeekMonday(now)) / 7);
  if (weeks === 0) return days === 0 ? 'hoy' : relative().format(-days, 'day');
  const months = (now.getFullYear() - date.getFullYear()) * 12 + (now.getMonth() - date.getMonth());
  if (weeks < 5 || months === 0) return relative().format(-weeks, 'week');
  if (months < 12) return relative().format(-months, 'month');
  return relative().format(-Math.floor(months / 12), 'year');
}
