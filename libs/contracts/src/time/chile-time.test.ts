import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addChileMonths, chileDaysBetween, chileInstant, chileWallClock } from './chile-time';

// Chile in 2026: clocks go back at 24:00 on Saturday 4 April (UTC-3 → UTC-4) and forward at 24:00 on
// Saturday 5 September (UTC-4 → UTC-3).

test('plan periods renew at the same Santiago wall time across the April change', () => {
  // 00:30 on 15 March in Santiago (UTC-3); 15 April is in UTC-4, so the instant moves an hour in UTC.
  const start = new Date('2026-03-15T03:30:00Z');
  const next = addChileMonths(start, 1);
  assert.partialDeepStrictEqual(chileWallClock(next), { month: 3, day: 15, hour: 0, minute: 30 });
  assert.equal(next.toISOString(), '2026-04-15T04:30:00.000Z');
});

test('plan periods renew at the same Santiago wall time across the September change', () => {
  const start = new Date('2026-08-20T03:00:00Z'); // 23:00 on the 19th in Santiago (UTC-4)
  const next = addChileMonths(start, 1);
  assert.partialDeepStrictEqual(chileWallClock(next), { month: 8, day: 19, hour: 23 });
  assert.equal(next.toISOString(), '2026-09-20T02:00:00.000Z');
});

test('plan periods count the day in Santiago, not in UTC, at a month end', () => {
  // 31 January at 21:00 in Santiago is already 1 February in UTC: the plan renews on 28 February.
  const start = new Date('2026-02-01T00:00:00Z');
  assert.partialDeepStrictEqual(chileWallClock(start), { month: 0, day: 31, hour: 21 });
  const next = addChileMonths(start, 1);
  assert.partialDeepStrictEqual(chileWallClock(next), { month: 1, day: 28, hour: 21 });
  assert.partialDeepStrictEqual(chileWallClock(addChileMonths(start, 2)), { month: 2, day: 31, hour: 21 });
  assert.partialDeepStrictEqual(chileWallClock(addChileMonths(start, 3)), { month: 3, day: 30, hour: 21 });
});

test('a skipped time reads an hour later and a repeated one as its first occurrence', () => {
  const skipped = chileInstant({ year: 2026, month: 8, day: 6, hour: 0, minute: 30, second: 0, ms: 0 });
  assert.partialDeepStrictEqual(chileWallClock(skipped), { day: 6, hour: 1, minute: 30 });
  const twice = chileInstant({ year: 2026, month: 3, day: 4, hour: 23, minute: 30, second: 0, ms: 0 });
  assert.equal(twice.toISOString(), '2026-04-05T02:30:00.000Z');
});

test('whole Santiago days between two instants', () => {
  assert.equal(chileDaysBetween(new Date('2026-12-03T02:00:00Z'), new Date('2027-01-03T02:00:00Z')), 31);
  // 23:30 and 00:30 the next day in Santiago are a day apart although an hour apart.
  assert.equal(chileDaysBetween(new Date('2026-06-11T03:30:00Z'), new Date('2026-06-11T04:30:00Z')), 1);
  // Across the April change a day has 25 hours, still one day.
  assert.equal(chileDaysBetween(new Date('2026-04-04T15:00:00Z'), new Date('2026-04-05T16:00:00Z')), 1);
});
