import { onFirstUse } from '@conectando/contracts';

export const MEETING_ZONE = 'America/Santiago';

const zoneParts = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: MEETING_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }),
);

/** The wall clock in Chile at `at`: { date: '2026-12-08', time: '16:30' }, as date and time inputs hold it. */
export function santiagoWallClock(at: Date): { date: string; time: string } {
  const p = Object.fromEntries(
    zoneParts()
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

// Minutes Chile's clock is ahead of UTC at `at` (negative: -180 in summer, -240 in winter).
function offsetMinutes(at: number): number {
  const { date, time } = santiagoWallClock(new Date(at));
  const wall = Date.parse(`${date}T${time}:00Z`);
  return Math.round((wall - Math.floor(at / 60_000) * 60_000) / 60_000);
}

/**
 * The instant a person in Chile means by a date and a time, as ISO 8601 with its zone; null when the
 * fields do not make a date. The phone's own zone does not matter: the app shows times in Chile's.
 */
export function santiagoInstant(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  if (Number.isNaN(asUtc)) return null;
  // Twice: the offset at the guessed instant may differ from the one at the real instant near a change.
  let at = asUtc - offsetMinutes(asUtc) * 60_000;
  at = asUtc - offsetMinutes(at) * 60_000;
  return new Date(at).toISOString();
}
