// The registration form's server reads the birth date as the field writes it when no app ran.
/**
 * A day written the Chilean way, día-mes-año ('05-11-2026', '5/11/2026', '05.11.2026'), as YYYY-MM-DD;
 * null when it is not a real day. A browser's date picker follows its own language, not the page's.
 */
export const parseDayText = (text: string): string | null => {
  const match = /^\s*(\d{1,2})\s*[-/. ]\s*(\d{1,2})\s*[-/. ]\s*(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [day, month, year] = match.slice(1).map(Number);
  if (year < 1900 || year > 2100) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(day)}`;
};

/** YYYY-MM-DD written día-mes-año, as a person in Chile reads it: '2026-11-05' → '05-11-2026'. */
export const dayText = (day: string): string => day.split('-').reverse().join('-');
