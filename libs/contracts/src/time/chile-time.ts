import { onFirstUse } from '../format/on-first-use';

/**
 * Chile's clock (America/Santiago, which moves its clocks twice a year): plan periods, meeting slots and
 * weekly live classes are all said in it, whatever the zone of the server or of the phone.
 */
export const CHILE_ZONE = 'America/Santiago';

const parts = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: CHILE_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }),
);

/** A wall-clock time in Santiago (month 0-11, as Date uses). */
export interface ChileWallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  ms: number;
}

/** What a wall clock in Santiago shows at `at`. */
export function chileWallClock(at: Date): ChileWallClock {
  const p = Object.fromEntries(
    parts()
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  return {
    year: Number(p.year),
    month: Number(p.month) - 1,
    day: Number(p.day),
    hour: Number(p.hour),
    minute: Number(p.minute),
    second: Number(p.second),
    ms: at.getUTCMilliseconds(),
  };
}

const asUtc = (t: ChileWallClock) => Date.UTC(t.year, t.month, t.day, t.hour, t.minute, t.second, t.ms);

/**
 * The instant a Santiago wall clock shows `t` (a day or month past its end rolls over, as in Date.UTC).
 * A time the clocks skip (the spring-forward hour) is read an hour later; a time they show twice (the
 * fall-back hour) is its first occurrence.
 */
export function chileInstant(t: ChileWallClock): Date {
  const wanted = asUtc(t);
  const offset = (at: number) => asUtc(chileWallClock(new Date(at))) - at;
  // Santiago's offset half a day before and after: a change of clocks happens at most once between.
  const before = wanted - offset(wanted - 12 * 60 * 60 * 1000);
  const after = wanted - offset(wanted + 12 * 60 * 60 * 1000);
  const fits = [before, after].filter((at) => asUtc(chileWallClock(new Date(at))) === wanted);
  // Skipped (no candidate fits): the offset before the change reads it an hour later.
  return new Date(fits.length > 0 ? Math.min(...fits) : before);
}

/** `start` moved n calendar months on Santiago's calendar, the day clamped to the month's last. */
export function addChileMonths(start: Date, n: number): Date {
  const t = chileWallClock(start);
  const first = new Date(Date.UTC(t.year, t.month + n, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return chileInstant({
    ...t,
    year: first.getUTCFullYear(),
    month: first.getUTCMonth(),
    day: Math.min(t.day, lastDay),
  });
}

/** Whole Santiago calendar days from the day of `from` to the day of `to` (0 on the same day). */
export function chileDaysBetween(from: Date, to: Date): number {
  const a = chileWallClock(from);
  const b = chileWallClock(to);
  return Math.round((Date.UTC(b.year, b.month, b.day) - Date.UTC(a.year, a.month, a.day)) / (24 * 60 * 60 * 1000));
}
