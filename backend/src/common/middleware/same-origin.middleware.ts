import { ErrorCode } from '@conectando/contracts';
import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../errors/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses cross-site state changes (DESIGN §3): the browser's Sec-Fetch-Site, or else the Origin,
 * must be this app's own origin or one of ALLOWED_ORIGINS. Clients that send neither (curl, tests) pass.
 */
export const sameOriginOnly = (allowedOrigins: readonly string[]) => (req: Request, _res: Response, next: NextFunction) => {
  if (SAFE_METHODS.has(req.method)) return next();
  const origin = req.header('origin');
  const ownOrigin = `${req.protocol}://${req.header('host')}`;
  const originAllowed = !origin || origin === ownOrigin || allowedOrigins.includes(origin);
  const site = req.header('sec-fetch-site');
  const siteAllowed = !site || site === 'same-origin' || site === 'none' || (origin !== undefined && allowedOrigins.includes(origin));
  if (originAllowed && siteAllowed) return next();
  next(new AppError(ErrorCode.CrossSite));
};
