import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DASHBOARD_QUEUES } from './queue-dashboard.service';

const SRC = join(__dirname, '../..');

/** Every `export const X_QUEUE = 'name'` in the backend's source. */
function declaredQueues(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return declaredQueues(path);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.spec.ts')) return [];
    return [...readFileSync(path, 'utf8').matchAll(/export const \w+_QUEUE = '([^']+)'/g)].map((m) => m[1]);
  });
}

describe('queue dashboard', () => {
  it('should list every BullMQ queue the backend declares', () => {
    const declared = declaredQueues();
    expect(declared.length).toBeGreaterThan(4);
    expect(DASHBOARD_QUEUES).toEqual(expect.arrayContaining(declared));
  });
});
