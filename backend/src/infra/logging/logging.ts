import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import pino, { Logger } from 'pino';
import { pinoHttp, Options } from 'pino-http';
import pretty from 'pino-pretty';
import type { AppConfig } from '../../config/app-config';

const LEVELS = { verbose: 'trace', debug: 'debug', log: 'info', warn: 'warn', error: 'error' } as const;
// An id nginx (or another trusted proxy) sends: short and plain, so it cannot forge log lines.
const PROXY_REQUEST_ID = /^[\w.:-]{1,100}$/;

/** The process's one pino logger: JSON lines with LOG_JSON, else readable lines (pino-pretty, in-thread). */
export function createRootLogger(config: AppConfig): Logger {
  const options = { level: LEVELS[config.LOG_LEVEL], base: { pid: process.pid, role: config.APP_ROLE } };
  if (config.LOG_JSON) return pino(options);
  return pino(
    options,
    pretty({
      sync: true,
      colorize: Boolean(process.stdout.isTTY),
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname,role,context',
      messageFormat: '{if context}[{context}] {end}{msg}',
    }),
  );
}

/** Behind a trusted proxy its X-Request-Id (nginx's $request_id), else a new one; sent back either way. */
function requestId(config: AppConfig) {
  return (req: IncomingMessage, res: ServerResponse): string => {
    const fromProxy = config.TRUST_PROXY > 0 ? req.headers['x-request-id'] : undefined;
    const id = typeof fromProxy === 'string' && PROXY_REQUEST_ID.test(fromProxy) ? fromProxy : randomUUID();
    res.setHeader('X-Request-Id', id);
    return id;
  };
}

/** pino-http's options shared by the front middleware and nestjs-pino's: the request's logger binds only its id. */
export const httpLoggerOptions = (logger: Logger): Options => ({
  logger,
  quietReqLogger: true,
  customAttributeKeys: { reqId: 'reqId' },
});

const HEALTH_PATHS = new Set(['/api/health', '/api/health/live', '/api/health/ready']);

// A form refused before the app ran comes back with what was typed in the address (a name, an
// email): the log keeps the page, the card chosen and why, never what a person wrote.
const FORM_PAGES = new Set(['/login', '/register']);
const LOGGED_FORM_PARAMS = new Set(['tipo', 'error']);
export const loggedUrl = (url: string): string => {
  const [path = '', query] = url.split('?', 2);
  if (query === undefined || !FORM_PAGES.has(path)) return url;
  const kept = [...new URLSearchParams(query)].filter(([key]) => LOGGED_FORM_PARAMS.has(key));
  return kept.length ? `${path}?${new URLSearchParams(kept).toString()}` : path;
};

/**
 * The request log: one line per answered request (method, path, status, time, client address), with its
 * id. Mounted first, so that requests refused before Nest's routes (a foreign Origin, a body too large,
 * the static client) are logged too. Health checks, which compose and nginx make every few seconds, are not.
 */
export function requestLogging(config: AppConfig, logger: Logger): RequestHandler {
  return pinoHttp({
    ...httpLoggerOptions(logger),
    genReqId: requestId(config),
    autoLogging: { ignore: (req) => HEALTH_PATHS.has(req.url ?? '') },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
    serializers: {
      req: (req: { id: string; method: string; url: string; raw: Request }) => ({
        id: req.id,
        method: req.method,
        url: loggedUrl(req.url),
        ip: req.raw.ip,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
