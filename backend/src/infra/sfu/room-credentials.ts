import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const VIDEOROOM_PLUGIN = 'janus.plugin.videoroom';

/**
 * A Janus signed token (token_auth_secret): `<expiry>,janus,<plugin>[,<nonce>]:<base64 HMAC-SHA1>`.
 * Janus checks the signature, the expiry (seconds) and that the plugin is listed; the random nonce
 * (a descriptor Janus ignores) makes each admission's token unique, so a room's ACL names one person.
 */
export function signJanusToken(secret: string, expiresAt: Date): string {
  const expiry = Math.floor(expiresAt.getTime() / 1000);
  const data = `${expiry},janus,${VIDEOROOM_PLUGIN},n${randomBytes(12).toString('hex')}`;
  return `${data}:${createHmac('sha1', secret).update(data).digest('base64')}`;
}

/** A VideoRoom's own secret (moderate, kick, ACL), derived so every API instance knows it without storing it. */
export function roomSecret(apiSecret: string, room: string): string {
  return createHmac('sha256', apiSecret).update(`videoroom-secret:${room}`).digest('base64url');
}

export interface RoomPass {
  classId: string;
  userId: string;
  role: 'host' | 'participant';
  feedId: string;
  displayName: string;
  /** Unix seconds. */
  expiry: number;
}

const sign = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`live-room-pass:${body}`).digest('base64url');

/** The app's proof of an admission, checked by the room's socket events without any shared state. */
export function signPass(secret: string, pass: RoomPass): string {
  const body = Buffer.from(JSON.stringify(pass)).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

/** The admission, if `pass` was signed here, is still valid and belongs to `userId`; null otherwise. */
export function readPass(secret: string, pass: string, userId: string, now = Date.now()): RoomPass | null {
  const [body, mac] = pass.split('.');
  if (!body || !mac) return null;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const parsed = JSON.parse(Buffer.from(body, 'base64url').toString()) as RoomPass;
  if (parsed.userId !== userId || parsed.expiry * 1000 <= now) return null;
  return parsed;
}
