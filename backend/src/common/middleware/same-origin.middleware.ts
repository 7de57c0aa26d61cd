import { ErrorCode } from '@conectando/contracts';
import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../errors/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses cross-site state changes (DESIGN §3): the browser's Sec-Fetch-Site, or else the Origin,
 * must be this app's own origin or one of ALLOWED_ORIGINS. Clients that send neither (curl, tests) pass.
 */
/** The app's own origin, or one of ALLOWED_ORIGINS; a request with no Origin (not a browser) passes. */
export const isAllowedOrigin = (origin: string | undefined, host: string | undefined, protocol: string, allowed: readonly string[]) =>
  !origin || origin === `${protocol}://${host}` || allowed.includes(origin);

export const sameOriginOnly = (allowedOrigins: readonly string[]) => (req: Request, _res: Response, next: NextFunction) => {
  if (SAFE_METHODS.has(req.method)) return next();
  const origin = req.header('origin');
  const originAllowed = isAllowedOrigin(origin, req.header('host'), req.protocol, allowedOrigins);
  const site = req.header('sec-fetch-site');
  const siteAllowed = !site || site === 'same-origin' || site === 'none' || (origin !== undefined && allowedOrigins.includes(origin));
  if (originAllowed && siteAllowed) return next();
  next(new AppError(ErrorCode.CrossSite));
};
