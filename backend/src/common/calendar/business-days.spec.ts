import { addChileanBusinessDays, isChileanBusinessDay, teamAnswerDay } from './business-days';

describe('addChileanBusinessDays', () => {
  it('should skip the weekend and a Chilean public holiday after a Friday registration', () => {
    // Friday 9 October 2026; Monday 12 October is "Encuentro de Dos Mundos".
    expect(addChileanBusinessDays(new Date('2026-10-09T15:00:00-03:00'), 5)).toBe('2026-10-19');
  });

  it('should skip Fiestas Patrias', () => {
    // Thursday 17 September 2026: the 18th and 19th are holidays, then a weekend.
    expect(addChileanBusinessDays(new Date('2026-09-17T10:00:00-03:00'), 5)).toBe('2026-09-25');
  });

  it('should count in Santiago time, not UTC', () => {
    // 23:30 in Santiago on Friday is already Saturday in UTC; the registration still counts as Friday.
    expect(addChileanBusinessDays(new Date('2026-10-10T02:30:00Z'), 1)).toBe('2026-10-13');
  });

  it('should count plain weeks as five days', () => {
    expect(addChileanBusinessDays(new Date('2026-11-23T12:00:00-03:00'), 5)).toBe('2026-11-30');
    expect(isChileanBusinessDay(new Date('2026-11-28T00:00:00Z'))).toBe(false);
  });
});

describe('teamAnswerDay', () => {
  it('should answer today on a business day before 18:00 in Santiago', () => {
    expect(teamAnswerDay(new Date('2026-12-03T10:00:00-03:00'))).toEqual({ today: true });
    expect(teamAnswerDay(new Date('2026-12-03T17:59:00-03:00'))).toEqual({ today: true });
  });

  it('should answer the next business day after closing time, on weekends and holidays', () => {
    // Thursday 3 December 2026 at 18:30 → Friday 4; Friday 18 September 2026 (holiday) → Monday 21.
    expect(teamAnswerDay(new Date('2026-12-03T18:30:00-03:00'))).toEqual({
      today: false,
      day: 'viernes 4 de diciembre',
    });
    expect(teamAnswerDay(new Date('2026-12-05T11:00:00-03:00'))).toEqual({ today: false, day: 'lunes 7 de diciembre' });
    expect(teamAnswerDay(new Date('2026-09-18T11:00:00-03:00'))).toEqual({
      today: false,
      day: 'lunes 21 de septiembre',
    });
  });
});
