import { settled } from './settled';
import { createTestApp, TestApp, TestAppOptions } from './test-app';

/**
 * Stands for a value that exists only once `current` can give it: every property read goes to it.
 * A suite's app starts in beforeAll, yet a file names it once at its top.
 */
export function forwardTo<T extends object>(current: () => T): T {
  return new Proxy({} as T, { get: (_, key) => Reflect.get(current(), key) });
}

/**
 * The real app for the describe block it is called in: started before its tests, quiet after each
 * one and with empty tables before the next, closed after them. `env` may be a function when it needs what an earlier beforeAll started.
 */
export function appPerSuite(
  env: Record<string, string> | (() => Record<string, string>) = {},
  options: TestAppOptions = {},
): { t: TestApp } {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp(typeof env === 'function' ? env() : env, options);
  });
  // What a test set going (events, emails) ends in that test: late, it would reach the next one.
  afterEach(() => settled(t!, { retries: false }));
  beforeEach(() => t!.reset());
  afterAll(async () => {
    await t?.close();
  });
  return { t: forwardTo(() => t!) };
}
