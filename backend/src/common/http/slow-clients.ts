import type { Server } from 'node:http';
import type { Logger } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ErrorCode } from '@conectando/contracts';
import { AppError } from '../errors/app-error';
import { sendErrorBody } from '../filters/error-body.filter';
import type { AppConfig } from '../../config/app-config';

/** Resumable uploads (tus) live under this prefix; their bodies are bounded by idleness, not by time. */
export const UPLOADS_PATH_PREFIX = '/api/uploads';

/** How often Node looks for connections past their headers deadline (its default, 30 s, would double it). */
const DEADLINE_CHECK_MS = 1000;

type Bounds = Pick<
  AppConfig,
  'HTTP_HEADERS_TIMEOUT_MS' | 'HTTP_BODY_TIMEOUT_MS' | 'HTTP_BODY_MIN_BYTES_PER_SECOND' | 'UPLOAD_IDLE_TIMEOUT_MS'
>;

/**
 * Node's own limits on the HTTP server: headers within HTTP_HEADERS_TIMEOUT_MS (Node answers 408, or
 * emits 'clientError' with ERR_HTTP_REQUEST_TIMEOUT when someone listens). Its whole-request limit
 * (5 min by default) would cut a long video upload, so bodies are bounded by `bodyDeadlines` instead.
 * Set before listen: the deadline checker reads its interval when the server starts listening.
 */
export function boundSlowClients(server: Server, config: Bounds): void {
  server.headersTimeout = config.HTTP_HEADERS_TIMEOUT_MS;
  server.requestTimeout = 0;
  // A createServer option Nest does not pass on; Node reads the property when the server starts listening.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = Math.min(
    DEADLINE_CHECK_MS,
    config.HTTP_HEADERS_TIMEOUT_MS,
  );
}

const isUpload = (req: Request): boolean =>
  req.originalUrl.startsWith(UPLOADS_PATH_PREFIX) || req.is('multipart/form-data') === 'multipart/form-data';

/**
 * A body that has not arrived in time is answered 408 and its connection closed, freeing what it held.
 * Ordinary bodies (JSON, forms) get HTTP_BODY_TIMEOUT_MS, or their declared length at
 * HTTP_BODY_MIN_BYTES_PER_SECOND when that is longer (a registration with photos on a slow line).
 * Uploads get no total limit (a 200 MB video on a phone line takes long) but are cut after
 * UPLOAD_IDLE_TIMEOUT_MS without a byte.
 */
export function bodyDeadlines(config: Bounds, logger: Logger): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const length = Number(req.headers['content-length'] ?? 0);
    const hasBody = req.headers['transfer-encoding'] !== undefined || length > 0;
    if (!hasBody || req.complete) return next();
    const cut = () => {
      if (req.complete) return;
      res.setHeader('Connection', 'close');
      sendErrorBody(new AppError(ErrorCode.RequestTimeout), res, logger);
      // The rest of the body is not waited for: the answer leaves, then the request is destroyed (its
      // readers, a body parser or multer, see it aborted and let go) and its connection with it.
      if (res.writableFinished) req.destroy();
      else res.once('finish', () => req.destroy());
    };
    if (isUpload(req)) {
      // On the request, not the socket: Node destroys a timed-out socket at once unless the request listens.
      req.setTimeout(config.UPLOAD_IDLE_TIMEOUT_MS, cut);
      // Once the body is in, storing it may take long in silence; and a kept-alive socket's next request
      // starts without the limit.
      const unbound = () => req.socket?.setTimeout(0);
      req.once('end', unbound);
      res.once('close', unbound);
    } else {
      const ms = Math.max(config.HTTP_BODY_TIMEOUT_MS, (length / config.HTTP_BODY_MIN_BYTES_PER_SECOND) * 1000);
      const timer = setTimeout(cut, ms);
      res.once('close', () => clearTimeout(timer));
    }
    next();
  };
}
