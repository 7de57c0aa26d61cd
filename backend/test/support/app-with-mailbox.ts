import { startSmtp } from './smtp';
import { appPerSuite, forwardTo } from './suite-app';
import type { TestApp, TestAppOptions } from './test-app';

export type Mailbox = Awaited<ReturnType<typeof startSmtp>>;

/**
 * appPerSuite() sending its emails to a real SMTP server: the server starts before the app, each
 * test starts with no mail (appPerSuite lets the previous test's emails land first), and the server closes after the app.
 */
export function appWithMailbox(
  env: Record<string, string> | (() => Record<string, string>) = {},
  options: TestAppOptions = {},
): { t: TestApp; smtp: Mailbox } {
  let smtp: Mailbox | undefined;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  const { t } = appPerSuite(() => ({ SMTP_URL: smtp!.url, ...(typeof env === 'function' ? env() : env) }), options);
  beforeEach(() => {
    smtp!.mails.length = 0;
  });
  afterAll(async () => {
    await smtp?.close();
  });
  return { t, smtp: forwardTo(() => smtp!) };
}
