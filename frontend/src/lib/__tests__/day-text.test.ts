import { describe, expect, it } from 'vitest';
import { dayText, parseDayText } from '../day-text';

describe('parseDayText', () => {
  it('reads día-mes-año with hyphens, slashes, dots or spaces, with or without leading zeros', () => {
    expect(parseDayText('05-11-2026')).toBe('2026-11-05');
    expect(parseDayText(' 5/11/2026 ')).toBe('2026-11-05');
    expect(parseDayText('5.1.2026')).toBe('2026-01-05');
    expect(parseDayText('29 02 2028')).toBe('2028-02-29');
  });

  it('refuses what is not a real day or not día-mes-año', () => {
    for (const text of ['31-02-2026', '29-02-2027', '00-01-2026', '12-13-2026', '2026-11-05', '5-11-26', 'ayer', ''])
      expect(parseDayText(text)).toBeNull();
  });

  it('writes YYYY-MM-DD back as día-mes-año, which reads as the same day', () => {
    expect(dayText('2026-11-05')).toBe('05-11-2026');
    expect(parseDayText(dayText('1950-04-12'))).toBe('1950-04-12');
  });
});
