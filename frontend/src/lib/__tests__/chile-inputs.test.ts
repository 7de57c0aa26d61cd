import { describe, expect, it } from 'vitest';
import { fromChileInputs, toChileInputs } from '../chile-inputs';

describe("Chile's clock", () => {
  it('reads a date and a time as Chile means them, in summer and in winter', () => {
    expect(fromChileInputs('2027-03-09', '16:30')).toBe('2027-03-09T19:30:00.000Z');
    expect(fromChileInputs('2027-07-08', '16:30')).toBe('2027-07-08T20:30:00.000Z');
  });

  it('gives the date and time inputs the wall clock in Chile', () => {
    expect(toChileInputs(new Date('2027-03-09T19:30:00.000Z'))).toEqual({ date: '2027-03-09', time: '16:30' });
  });

  it('refuses fields that do not make a date', () => {
    expect(fromChileInputs('', '10:00')).toBeNull();
    expect(fromChileInputs('2027-03-09', '')).toBeNull();
  });
});
