import { createECDH, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type BrowserContext } from '@playwright/test';
import { serverArtifacts } from './servers';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const ece = require('http_ece') as { decrypt: (body: Buffer, params: Record<string, unknown>) => Buffer };

/**
 * A phone's push subscription without Google's push service (this machine has no internet): the
 * browser's PushManager answers with an endpoint on e2e/support/serve.mjs's local push service, and
 * keys this test holds, so it can read what the app sends exactly as the phone would.
 */
export async function fakePushService(context: BrowserContext) {
  const artifacts = serverArtifacts();
  const { origin } = JSON.parse(readFileSync(join(artifacts, 'push-service.json'), 'utf8')) as { origin: string };
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const path = `/push/${randomBytes(8).toString('hex')}`;
  const subscription = {
    endpoint: `${origin}${path}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
  await context.addInitScript((sub) => {
    let subscribed = false;
    const fake = {
      endpoint: sub.endpoint,
      expirationTime: null,
      toJSON: () => sub,
      unsubscribe: async () => ((subscribed = false), true),
    };
    PushManager.prototype.subscribe = async function () {
      subscribed = true;
      return fake as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return (subscribed ? fake : null) as unknown as PushSubscription | null;
    };
  }, subscription);

  const received = () =>
    readFileSync(join(artifacts, 'pushes.jsonl'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { path: string; headers: Record<string, string>; body: string })
      .filter((push) => push.path === path);

  // What the server said about pushes and this device, for a failure message to carry from CI.
  const pushLog = () =>
    readFileSync(join(artifacts, 'server.log'), 'utf8')
      .split('\n')
      .filter((line) => /push|notific|sin aviso|Socket /i.test(line) && !/"url": "\/(assets|push-sw)/.test(line))
      .slice(-40)
      .join('\n');

  return {
    subscription,
    /** Waits for the app's next push to this phone and opens it as the phone's browser would. */
    async nextPush(after = 0): Promise<{ title: string; body: string; url: string }> {
      // A phone gets its push when the service delivers it: a busy machine may need a retry of the job.
      await expect
        .poll(() => received().length, { timeout: 45_000 })
        .toBeGreaterThan(after)
        .catch((e: Error) => {
          throw new Error(`No push reached the phone. The server's log on pushes:\n${pushLog()}`, { cause: e });
        });
      const push = received()[after]!;
      const plain = ece.decrypt(Buffer.from(push.body, 'base64'), {
        version: 'aes128gcm',
        privateKey: ecdh,
        authSecret: auth,
      });
      return JSON.parse(plain.toString('utf8'));
    },
    count: () => received().length,
  };
}
