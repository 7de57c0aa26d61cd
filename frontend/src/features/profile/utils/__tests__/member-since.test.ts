import { describe, expect, it } from 'vitest';
import { memberSinceLabel, startOfWeekMonday } from '../member-since';

// Wednesday 25 November 2026, 10:00 local time.
const NOW = new Date(2026, 10, 25, 10, 0);
const at = (month: number, day: number, year = 2026) => new Date(year, month - 1, day, 9, 0);

describe('memberSinceLabel (es-CL, weeks start on Monday)', () => {
  it('speaks in days within the current week', () => {
    expect(memberSinceLabel(at(11, 25), NOW)).toBe('hoy');
    expect(memberSinceLabel(at(11, 24), NOW)).toBe('ayer');
    expect(memberSinceLabel(at(11, 23), NOW)).toBe('anteayer');
  });

  it('counts weeks from Monday: last Sunday is already last week', () => {
    expect(startOfWeekMonday(NOW)).toEqual(new Date(2026, 10, 23));
    expect(memberSinceLabel(at(11, 22), NOW)).toBe('la semana pasada');
    expect(memberSinceLabel(at(11, 16), NOW)).toBe('la semana pasada');
    expect(memberSinceLabel(at(11, 15), NOW)).toBe('hace 2 semanas');
  });

  it('then months and years', () => {
    expect(memberSinceLabel(at(9, 10), NOW)).toBe('hace 2 meses');
    expect(memberSinceLabel(at(10, 1), NOW)).toBe('el mes pasado');
    expect(memberSinceLabel(at(8, 1, 2025), NOW)).toBe('el año pasado');
    expect(memberSinceLabel(at(1, 1, 2023), NOW)).toBe('hace 3 años');
  });

  it('never speaks of the future when the server clock is ahead', () => {
    expect(memberSinceLabel(new Date(NOW.getTime() + 60_000), NOW)).toBe('hoy');
  });
});
