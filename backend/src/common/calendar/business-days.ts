import Holidays from 'date-holidays';

const chile = new Holidays('CL');
const SANTIAGO_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Santiago',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** A Chilean business day: Monday to Friday and not a public holiday. */
export function isChileanBusinessDay(day: Date): boolean {
  const weekday = day.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  // Noon UTC is morning in Santiago, so the holiday lookup lands on the same calendar day.
  const holidays = chile.isHoliday(new Date(`${isoDay(day)}T12:00:00Z`));
  return !(holidays && holidays.some((h) => h.type === 'public'));
}

/** The calendar day (YYYY-MM-DD) that is `count` Chilean business days after `from`, counted in Santiago time. */
export function addChileanBusinessDays(from: Date, count: number): string {
  const day = new Date(`${SANTIAGO_DAY.format(from)}T00:00:00Z`);
  let remaining = count;
  while (remaining > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (isChileanBusinessDay(day)) remaining -= 1;
  }
  return isoDay(day);
}

// Our team answers between these hours of a Chilean business day, Santiago time.
export const OPENING_HOUR = 9;
export const CLOSING_HOUR = 18;

const SANTIAGO_HOUR = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'America/Santiago',
  hour: '2-digit',
  hourCycle: 'h23',
});
const SPANISH_DAY = new Intl.DateTimeFormat('es-CL', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});

/**
 * When a message written at `now` is answered: today when it is a business day before closing time
 * in Santiago, otherwise the next business day (as '<weekday> <day> de <month>').
 */
export function teamAnswerDay(now: Date): { today: true } | { today: false; day: string } {
  const today = new Date(`${SANTIAGO_DAY.format(now)}T00:00:00Z`);
  if (isChileanBusinessDay(today) && Number(SANTIAGO_HOUR.format(now)) < CLOSING_HOUR) return { today: true };
  const next = new Date(`${addChileanBusinessDays(now, 1)}T00:00:00Z`);
  return { today: false, day: SPANISH_DAY.format(next).replace(',', '') };
}
