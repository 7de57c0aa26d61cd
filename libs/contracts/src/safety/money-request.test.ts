import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ASKS_FOR_MONEY, EVERYDAY } from './corpus/money-es-cl';
import { detectMoneyRequest, normalizeForDetection } from './money-request';

const MAX_FALSE_POSITIVES = 0.02;
const MAX_MISSES = 0.05;

test('the es-CL corpus has at least 150 lines, both ways', () => {
  assert.ok(ASKS_FOR_MONEY.length + EVERYDAY.length >= 150);
  assert.ok(ASKS_FOR_MONEY.length >= 75 && EVERYDAY.length >= 75);
});

test('on the es-CL corpus: at most 2 % false positives and 5 % misses', () => {
  const misses = ASKS_FOR_MONEY.filter((p) => detectMoneyRequest(p) !== 'money');
  const falsePositives = EVERYDAY.filter((p) => detectMoneyRequest(p) !== null);
  const missRate = misses.length / ASKS_FOR_MONEY.length;
  const fpRate = falsePositives.length / EVERYDAY.length;
  const pct = (r: number) => `${(r * 100).toFixed(1)} %`;
  console.log(
    `money corpus: ${ASKS_FOR_MONEY.length} requests, ${EVERYDAY.length} everyday; ` +
      `misses ${misses.length} (${pct(missRate)}, max ${pct(MAX_MISSES)}), ` +
      `false positives ${falsePositives.length} (${pct(fpRate)}, max ${pct(MAX_FALSE_POSITIVES)})`,
  );
  for (const p of misses) console.log(`  missed: ${p}`);
  for (const p of falsePositives) console.log(`  false positive: ${p}`);
  assert.ok(missRate <= MAX_MISSES, `misses ${pct(missRate)}`);
  assert.ok(fpRate <= MAX_FALSE_POSITIVES, `false positives ${pct(fpRate)}`);
});

test('the two phrases a user saw flagged now pass', () => {
  assert.equal(detectMoneyRequest('Me regalaron unos aros de plata para mi cumpleaños'), null);
  assert.equal(detectMoneyRequest('Gracias por prestarme atención ayer'), null);
});

test('accents, case and thousands separators are ignored', () => {
  assert.equal(normalizeForDetection('TRANSFERÍ $50.000, ¿Préstamo?'), 'transferi $50000 prestamo');
  assert.equal(detectMoneyRequest('NECESITO UN PRÉSTAMO'), 'money');
  assert.equal(detectMoneyRequest('necesito un prestamo'), 'money');
  assert.equal(detectMoneyRequest('pasame tu CuEnTa RuT'), 'money');
});

test('a negation just before the request cancels it; a later clause still counts', () => {
  assert.equal(detectMoneyRequest('No me mandes plata'), null);
  assert.equal(detectMoneyRequest('No tengo trabajo, mándame plata'), 'money');
});
