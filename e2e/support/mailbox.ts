import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { serverArtifacts } from './servers';

// The app's emails, as this worker's server's SMTP server (e2e/support/serve.mjs) received them.
const mailbox = () => join(serverArtifacts(), 'mailbox.jsonl');

/** Waits for the newest email to this address and returns it as a mail client shows it. */
export async function latestMailTo(address: string): Promise<{ subject: string; text: string }> {
  let raw = '';
  await expect
    .poll(() => {
      const mails = readFileSync(mailbox(), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { to: string[]; raw: string })
        .filter((mail) => mail.to.includes(address));
      raw = mails.at(-1)?.raw ?? '';
      return raw.length > 0;
    })
    .toBe(true);
  const parsed = await simpleParser(raw);
  return { subject: parsed.subject ?? '', text: parsed.text ?? '' };
}
