import { startSmtp } from './smtp';
import { createTestApp, TestApp, TestAppOptions } from './test-app';

export type Mailbox = Awaited<ReturnType<typeof startSmtp>>;

/**
 * Stands for a value that exists only once `current` can give it: every property read goes to it.
 * The suite's app and mail server start in beforeAll, yet a file names them once at its top.
 */
function forwardTo<T extends object>(current: () => T): T {
  return new Proxy({} as T, { get: (_, key) => Reflect.get(current(), key) });
}

/**
 * The real app sending its emails to a real SMTP server, for the describe block it is called in:
 * both start before its tests, each test starts with empty tables and no mail, both close after.
 * `env` may be a function when it needs what an earlier beforeAll started.
 */
export function appWithMailbox(
  env: Record<string, string> | (() => Record<string, string>) = {},
  options: TestAppOptions = {},
): { t: TestApp; smtp: Mailbox } {
  let t: TestApp | undefined;
  let smtp: Mailbox | undefined;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, ...(typeof env === 'function' ? env() : env) }, options);
  });
  beforeEach(async () => {
    await t!.reset();
    smtp!.mails.length = 0;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  return { t: forwardTo(() => t!), smtp: forwardTo(() => smtp!) };
}
