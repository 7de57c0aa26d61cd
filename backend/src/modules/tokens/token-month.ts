/** Token months follow Chilean time: the allowance renews at midnight of the 1st in America/Santiago. */
const TIME_ZONE = 'America/Santiago';

const monthParts = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit' });
const offsetParts = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' });

const yearMonth = (at: Date): { year: number; month: number } => {
  const parts = monthParts.formatToParts(at);
  return {
    year: Number(parts.find((p) => p.type === 'year')!.value),
    month: Number(parts.find((p) => p.type === 'month')!.value),
  };
};

/** 'YYYY-MM' of the given instant in Chile: the key that makes a renewal happen once per month. */
export const monthKey = (at: Date = new Date()): string => {
  const { year, month } = yearMonth(at);
  return `${year}-${String(month).padStart(2, '0')}`;
};

// Minutes east of UTC at that instant in Chile (-180 or -240).
const offsetMinutes = (at: Date): number => {
  const name = offsetParts.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
};

/** The instant the next month starts in Chile (midnight of the 1st). */
export const nextMonthStart = (at: Date = new Date()): Date => {
  const { year, month } = yearMonth(at);
  const localMidnightAsUtc = Date.UTC(month === 12 ? year + 1 : year, month === 12 ? 0 : month, 1);
  return new Date(localMidnightAsUtc - offsetMinutes(new Date(localMidnightAsUtc)) * 60_000);
};
