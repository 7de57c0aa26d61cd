import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LIVE_CLASS_MSG, liveClassStartProblem, sameTimeWeeksLater } from './live-class-rules';

test('a weekly class keeps its Chile wall-clock time when summer time ends and starts', () => {
  // Thursday 25 March 2027, 16:00 in Santiago (UTC-3); summer time ends on 4 April 2027 (UTC-4).
  const start = new Date('2027-03-25T19:00:00Z');
  assert.equal(sameTimeWeeksLater(start, 1).toISOString(), '2027-04-01T19:00:00.000Z');
  assert.equal(sameTimeWeeksLater(start, 2).toISOString(), '2027-04-08T20:00:00.000Z');
  // Thursday 2 September 2027, 16:00 (UTC-4); summer time starts on 5 September 2027 (UTC-3).
  const spring = new Date('2027-09-02T20:00:00Z');
  assert.equal(sameTimeWeeksLater(spring, 1).toISOString(), '2027-09-09T19:00:00.000Z');
  assert.equal(sameTimeWeeksLater(spring, 0).toISOString(), spring.toISOString());
});

test('a start is at least 2 hours and at most 60 days ahead, with its zone, the last weekly date too', () => {
  const now = Date.parse('2027-03-01T12:00:00Z');
  assert.equal(liveClassStartProblem('2027-03-01T14:00:00Z', 1, now), null);
  assert.equal(liveClassStartProblem('2027-03-01T13:59:00Z', 1, now), LIVE_CLASS_MSG.startTooSoon);
  assert.equal(liveClassStartProblem('2027-03-01T14:00:00', 1, now), LIVE_CLASS_MSG.startInvalid);
  assert.equal(liveClassStartProblem('2027-05-01T12:00:00Z', 1, now), LIVE_CLASS_MSG.startTooFar);
  assert.equal(liveClassStartProblem('2027-03-10T12:00:00Z', 8, now), null);
  assert.equal(liveClassStartProblem('2027-03-15T12:00:00Z', 8, now), LIVE_CLASS_MSG.lastWeekTooFar);
});
