// The cycle check (eslint/dependency-cruiser.cjs) run over planted cycles: it must name the runtime
// one and the type-only one, and leave the folder without a cycle alone. `npm run test:static`.
import { execFileSync } from 'node:child_process';
import assert from 'node:assert/strict';
import { test } from 'node:test';

const root = new URL('..', import.meta.url).pathname;

function violations() {
  const out = execFileSync(
    'npx',
    ['depcruise', '--config', 'eslint/dependency-cruiser.cjs', '--output-type', 'json', 'eslint/fixtures/cycles'],
    { cwd: root, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(out).summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
}

const found = violations();
const inFolder = (folder) => found.filter((v) => v.from.startsWith(`eslint/fixtures/cycles/${folder}/`));

test('a runtime import cycle is an error', () => {
  const cycle = inFolder('runtime');
  assert.ok(cycle.length > 0, 'the runtime cycle went unnoticed');
  assert.ok(cycle.every((v) => v.rule === 'no-cycle'));
});

test('a cycle made only of `import type` is an error too', () => {
  const cycle = inFolder('type-only');
  assert.ok(cycle.length > 0, 'the type-only cycle went unnoticed');
  assert.ok(cycle.every((v) => v.rule === 'no-cycle'));
  assert.ok(cycle.some((v) => v.from.endsWith('notices.ts') && v.to.endsWith('reminders.ts')));
});

test('one-way type imports are fine', () => {
  assert.deepEqual(inFolder('clean'), []);
});
