import { describe, expect, it } from 'vitest';
import { santiagoInstant, santiagoWallClock } from '../santiago-time';

describe("Chile's clock", () => {
  it('reads a date and a time as Chile means them, in summer and in winter', () => {
    expect(santiagoInstant('2027-03-09', '16:30')).toBe('2027-03-09T19:30:00.000Z');
    expect(santiagoInstant('2027-07-08', '16:30')).toBe('2027-07-08T20:30:00.000Z');
  });

  it('gives the date and time inputs the wall clock in Chile', () => {
    expect(santiagoWallClock(new Date('2027-03-09T19:30:00.000Z'))).toEqual({ date: '2027-03-09', time: '16:30' });
  });

  it('refuses fields that do not make a date', () => {
    expect(santiagoInstant('', '10:00')).toBeNull();
    expect(santiagoInstant('2027-03-09', '')).toBeNull();
  });
});
