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
