import { test } from 'node:test';
import assert from 'node:assert/strict';
import { clockOf, parseWebVtt } from './player';

test("clockOf writes 'm:ss' and 'h:mm:ss'", () => {
  assert.equal(clockOf(135), '2:15');
  assert.equal(clockOf(4), '0:04');
  assert.equal(clockOf(3725.9), '1:02:05');
});

test('parseWebVtt reads cues with or without hours, ids, notes and tags', () => {
  const cues = parseWebVtt(
    '\uFEFFWEBVTT - lección\r\n\r\nNOTE de la autora\r\n\r\nuno\r\n00:01.000 --> 00:02.500 align:start\r\n<v Rosa>Hola</v>\r\n\r\n01:00:00.000 --> 01:00:01.000\r\nFin\r\n',
  );
  assert.deepEqual(cues, [
    { start: 1, end: 2.5, text: 'Hola' },
    { start: 3600, end: 3601, text: 'Fin' },
  ]);
  assert.deepEqual(parseWebVtt('WEBVTT'), []);
});

test('parseWebVtt refuses what is not WebVTT', () => {
  for (const bad of [
    '',
    'WEBVTTX',
    'webvtt\n',
    '1\n00:00:01,000 --> 00:00:02,000\nSRT',
    'WEBVTT\n\n00:00:02.000 --> 00:00:01.000\nx',
    'WEBVTT\n\ntexto suelto',
  ])
    assert.equal(parseWebVtt(bad), null, JSON.stringify(bad));
});
