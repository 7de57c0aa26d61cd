import { chileInstant, chileWallClock } from '@conectando/contracts';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The hours a time field offers, 'HH:MM' every quarter through waking hours (08:00 to 21:00). Chile
 * reads the 24-hour clock, and an `input type=time` in an English Chrome says '4:00 PM' whatever the page.
 */
export const CHILE_QUARTER_HOURS = Array.from({ length: (21 - 8) * 4 + 1 }, (_, i) => {
  const minutes = 8 * 60 + i * 15;
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
});

/** What a date and a time field hold for `at` on Chile's clock: { date: '2026-12-08', time: '16:30' }. */
export function toChileInputs(at: Date): { date: string; time: string } {
  const t = chileWallClock(at);
  return { date: `${t.year}-${pad(t.month + 1)}-${pad(t.day)}`, time: `${pad(t.hour)}:${pad(t.minute)}` };
}

/**
 * The instant a person in Chile means by a date and a time field, as ISO 8601 with its zone; null when
 * the fields do not make a date. The phone's own zone does not matter: the app shows times in Chile's.
 */
export function fromChileInputs(date: string, time: string): string | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!day || !clock || Number.isNaN(Date.parse(`${date}T${time}:00Z`))) return null;
  const [year, month, dayOfMonth] = day.slice(1).map(Number);
  const [hour, minute] = clock.slice(1).map(Number);
  return chileInstant({ year, month: month - 1, day: dayOfMonth, hour, minute, second: 0, ms: 0 }).toISOString();
}
