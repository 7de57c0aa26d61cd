import { ErrorCode } from '@conectando/contracts';
import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../errors/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a browser's Origin may call the API or open a socket. It is compared with the configured
 * public origins (PUBLIC_URL, ALLOWED_ORIGINS), never with the Host header, which the client writes.
 * With none configured, the loopback names on the port the connection arrived at are the app's own,
 * so `npm start` works at http://localhost:3000 and http://127.0.0.1:3000 alike.
 */
export function isAllowedOrigin(origin: string, configured: readonly string[], req: IncomingMessage): boolean {
  if (configured.length > 0) return configured.includes(origin);
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  return LOOPBACK_HOSTS.has(url.hostname) && port === req.socket.localPort;
}

/**
 * Refuses cross-site state changes (docs/decisions/sessions-and-identity.md) before the body is read: a browser's Origin must be an
 * allowed one; without Origin, Sec-Fetch-Site must say same-origin (or a typed address). A client that
 * sends neither (curl, a native app) is judged by its session alone.
 */
export const sameOriginOnly =
  (allowedOrigins: readonly string[]) => (req: Request, _res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.header('origin');
    const site = req.header('sec-fetch-site');
    // A form the browser posts itself from a page with no referrer (helmet's policy) says Origin
    // "null": only the browser's own Sec-Fetch-Site can then say it came from this site.
    const allowed =
      origin === 'null'
        ? site === 'same-origin'
        : origin !== undefined
          ? isAllowedOrigin(origin, allowedOrigins, req)
          : !site || site === 'same-origin' || site === 'none';
    next(allowed ? undefined : new AppError(ErrorCode.CrossSite));
  };
