import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatClp, formatCount } from './clp';
import { formatDuration } from './duration';
import { formatCalendarDate } from './date';

test('CLP has no decimals and es-CL thousands', () => {
  assert.equal(formatClp(24990).replace(/\s/g, ''), '$24.990');
});

test('counts read in es-CL, with the thousands point', () => {
  assert.equal(formatCount(7), '7');
  assert.equal(formatCount(999), '999');
  assert.equal(formatCount(1200), '1.200');
  assert.equal(formatCount(2500000), '2.500.000');
});

test('durations read as the product shows them', () => {
  assert.equal(formatDuration(45), '45s');
  assert.equal(formatDuration(150), '2m 30s');
  assert.equal(formatDuration(3725), '1h 2m');
  assert.equal(formatDuration(null), 'Duración no disponible');
});

test('calendar dates do not shift with the time zone', () => {
  assert.equal(formatCalendarDate('2026-09-21'), '21 de septiembre de 2026');
});
