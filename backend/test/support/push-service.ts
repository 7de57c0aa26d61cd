import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, Server } from 'node:https';
import { AddressInfo } from 'node:net';
import { join } from 'node:path';
// web-push's own dependency, the reference implementation of RFC 8188 / 8291.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ece = require('http_ece') as { decrypt: (body: Buffer, params: Record<string, unknown>) => Buffer };

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

const CERT_DIR = join(__dirname, 'push-service');

/**
 * A push service on loopback over HTTPS with a throwaway certificate that the test process trusts
 * through NODE_EXTRA_CA_CERTS (npm test sets it), as real push services are https.
 */
export async function startPushService() {
  if (!process.env.NODE_EXTRA_CA_CERTS?.endsWith('push-service/cert.pem')) {
    throw new Error('Run through `npm test` (it sets NODE_EXTRA_CA_CERTS=test/support/push-service/cert.pem)');
  }
  const received: ReceivedPush[] = [];
  // Statuses to answer, per path, in order; then 201.
  const scripted = new Map<string, number[]>();
  const server: Server = createServer(
    { key: readFileSync(join(CERT_DIR, 'key.pem')), cert: readFileSync(join(CERT_DIR, 'cert.pem')) },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
        const status = scripted.get(req.url ?? '')?.shift() ?? 201;
        res.writeHead(status).end();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    answer: (path: string, ...statuses: number[]) => scripted.set(path, statuses),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's subscription: its keys, and how it reads what arrives for it. */
export function browserSubscription(origin: string, path = `/push/${randomBytes(8).toString('hex')}`) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    path,
    json: {
      endpoint: `${origin}${path}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
    decrypt: (push: ReceivedPush): unknown =>
      JSON.parse(ece.decrypt(push.body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8')),
  };
}

/** Checks the VAPID header (RFC 8292) and returns the JWT's claims and the key it was signed with. */
export function verifyVapid(push: ReceivedPush): {
  claims: { aud: string; exp: number; sub: string };
  publicKey: string;
} {
  const header = String(push.headers.authorization ?? '');
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(header);
  if (!match) throw new Error(`Not a VAPID authorization: ${header}`);
  const [, token, k] = match as unknown as [string, string, string];
  const [head, body, signature] = token.split('.') as [string, string, string];
  const raw = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('VAPID signature does not verify');
  return { claims: JSON.parse(Buffer.from(body, 'base64url').toString('utf8')), publicKey: k };
}
