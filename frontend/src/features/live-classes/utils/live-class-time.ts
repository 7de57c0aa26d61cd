import { LIVE_CLASS_ROOM_OPENS_MINUTES_BEFORE, type LiveClassSummary } from '@conectando/contracts';

export type RoomWindow = 'before' | 'open' | 'ended';

/** Where `now` stands against the room: it opens 10 minutes before the start and closes at the end. */
export function roomWindow(c: Pick<LiveClassSummary, 'startsAt' | 'durationMinutes'>, now: number): RoomWindow {
  const start = Date.parse(c.startsAt);
  if (now < start - LIVE_CLASS_ROOM_OPENS_MINUTES_BEFORE * 60_000) return 'before';
  if (now > start + c.durationMinutes * 60_000) return 'ended';
  return 'open';
}

/** "Quedan 3 cupos", "Queda 1 cupo", "Sin cupos: lista de espera". */
export const seatsText = (seatsLeft: number): string =>
  seatsLeft === 0
    ? 'Sin cupos: puedes quedar en lista de espera'
    : seatsLeft === 1
      ? 'Queda 1 cupo'
      : `Quedan ${seatsLeft} cupos`;
