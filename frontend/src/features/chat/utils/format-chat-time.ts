import { onFirstUse } from '@conectando/contracts';
import { localDayKey } from '@/lib/dates';

// Times and days in the user's own time zone, es-CL.
const timeFormat = onFirstUse(
  () => new Intl.DateTimeFormat('es-CL', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
);
const dayFormat = onFirstUse(
  () => new Intl.DateTimeFormat('es-CL', { weekday: 'long', day: 'numeric', month: 'long' }),
);
const dayWithYearFormat = onFirstUse(
  () => new Intl.DateTimeFormat('es-CL', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
);

// "14:05"
export const formatMessageTime = (value: string): string => timeFormat().format(new Date(value));

export const messageDayKey = (value: string): string => localDayKey(new Date(value));

// A date separator: 'Hoy', 'Ayer', or "lunes, 20 de noviembre" (with the year when it is not this one).
export function formatMessageDay(value: string, now: Date = new Date()): string {
  const date = new Date(value);
  const key = localDayKey(date);
  if (key === localDayKey(now)) return 'Hoy';
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (key === localDayKey(yesterday)) return 'Ayer';
  const text = (date.getFullYear() === now.getFullYear() ? dayFormat() : dayWithYearFormat()).format(date);
  return text.charAt(0).toUpperCase() + text.slice(1);
}
