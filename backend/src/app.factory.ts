import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { Logger as PinoNestLogger } from 'nestjs-pino';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import express from 'express';
import helmet from 'helmet';
import type { RequestHandler } from 'express';
import { AppModule } from './app.module';
import { AppConfig } from './config/app-config';
import { ErrorBodyFilter, sendErrorBody } from './common/filters/error-body.filter';
import { sameOriginOnly } from './common/middleware/same-origin.middleware';
import { INVALID_REQUEST_MESSAGE, verifyJsonBounds } from './common/http/input-bounds';
import { bodyDeadlines, boundSlowClients } from './common/http/slow-clients';
import {
  CAPTIONS_MAX_BYTES,
  ERROR_MESSAGES,
  ErrorCode,
  PLAYER_MSG,
  REGISTER_FORM_ACTION,
  SIGN_IN_FORM_ACTION,
} from '@conectando/contracts';
import { AppError } from './common/errors/app-error';
import { STATUS_CODES, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { AuthThrottle } from './modules/auth/auth-throttle.service';
import { signInAddress, signInFormError } from './modules/auth/auth-form.controller';
import { registerAddress, registerRefusal } from './modules/auth/register-form';
import { validationPipe } from './common/validation';
import { createRootLogger, requestLogging } from './infra/logging/logging';
import { RealtimeIoAdapter } from './infra/realtime/realtime-io.adapter';
import { ShutdownState } from './infra/process/shutdown';
import { RedisConnections } from './infra/redis/redis.module';
import { SESSION_MIDDLEWARE } from './infra/session/session-store.module';
import { SeedService } from './modules/seed/seed.service';
import { QueueDashboard } from './modules/queue-dashboard/queue-dashboard.service';
import { hasWebClient, serveWebClient } from './infra/web-client/web-client';

/** Where Transbank sends the browser back, by a cross-site form POST (or GET). */
const BANK_RETURNS = new Set(['/payments/webpay/return', '/payments/oneclick/return']);

// Registration carries up to three 5 MB files as base64 data URLs; every other body stays small.
const REGISTER_BODY_LIMIT = '22mb';
const BODY_LIMIT = '100kb';
const CAPTIONS_PATH = '/api/skill-videos/:id/captions';
const HSTS = 'max-age=31536000; includeSubDomains';
/** Where the OpenAPI reference is served (its JSON at API_DOCS_PATH-json), in production too. */
export const API_DOCS_PATH = 'api/docs';

/**
 * Requests Node's HTTP parser refuses (headers or URL over 16 KB, broken syntax) or cuts (headers not in
 * within HTTP_HEADERS_TIMEOUT_MS) never reach Express; they still get the JSON error body, in Spanish.
 * Listening to 'clientError' replaces Node's own answers, its 408 included: each is given here.
 */
function answerMalformedRequests(server: Server): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex & { _httpMessage?: ServerResponse }) => {
    if (err.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    // An answer already on its way (a pipelined request's) must not be cut by another: just close.
    if (socket._httpMessage?.headersSent) return void socket.destroy();
    const timedOut = err.code === 'ERR_HTTP_REQUEST_TIMEOUT';
    const status = timedOut ? 408 : err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const body = JSON.stringify({
      statusCode: status,
      code: timedOut ? ErrorCode.RequestTimeout : ErrorCode.ValidationFailed,
      message: timedOut ? ERROR_MESSAGES[ErrorCode.RequestTimeout] : INVALID_REQUEST_MESSAGE,
    });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}

/** Builds the whole HTTP app; main.ts and the integration tests share it. */
export async function createApp(config: AppConfig, databaseUrl: string): Promise<NestExpressApplication> {
  const logger = createRootLogger(config);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, databaseUrl, logger), {
    bodyParser: false,
    bufferLogs: true,
    // A failed start-up throws to the caller (main.ts prints why) instead of exiting from inside Nest.
    abortOnError: false,
  });
  app.useLogger(app.get(PinoNestLogger));
  const httpLogger = new Logger('Http');
  // First of all: a body that trickles is cut whatever route it is for.
  app.use(bodyDeadlines(config, httpLogger));
  const shutdown = app.get(ShutdownState);
  app.use((_req: express.Request, res: express.Response, next: express.NextFunction) => {
    shutdown.track(res);
    next();
  });
  app.use(requestLogging(config, logger));
  app.setGlobalPrefix('api');
  app.set('trust proxy', config.TRUST_PROXY);
  app.disable('x-powered-by');
  // Express hashes every res.send body for an ETag; the API's answers are no-store, so no client ever
  // revalidates one, and the hash cost the lists throughput (docs/decisions/measured-choices.md). The
  // built client keeps its ETags (web-client.ts).
  app.set('etag', false);
  // br or gzip for every answer that compresses (the client's JS, JSON), so `npm start` gets it too.
  app.use(compression());
  app.use(
    helmet({
      // Sent below, and only over TLS: on plain HTTP it means nothing and misleads a scanner.
      strictTransportSecurity: false,
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'none'"],
          objectSrc: ["'none'"],
          scriptSrc: ["'self'"],
          // Chakra (emotion) injects its styles at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'", 'blob:'],
          // Janus's WebSocket, when it is not behind the app's own origin (JANUS_PUBLIC_URL absolute).
          connectSrc: [
            "'self'",
            ...(/^wss?:\/\//.test(config.JANUS_PUBLIC_URL) ? [new URL(config.JANUS_PUBLIC_URL).origin] : []),
          ],
          fontSrc: ["'self'", 'data:'],
          frameAncestors: ["'none'"],
          // A pack is paid by posting its token to Webpay's page (a form POST, as Transbank requires).
          formAction: ["'self'", new URL(config.transbank.apiUrl).origin],
          upgradeInsecureRequests: config.COOKIE_SECURE ? [] : null,
        },
      },
    }),
  );
  // TLS is known from the socket, from X-Forwarded-Proto only when TRUST_PROXY trusts the proxy, or
  // from COOKIE_SECURE, which declares the public origin https.
  app.use((req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (req.secure || config.COOKIE_SECURE) res.setHeader('Strict-Transport-Security', HSTS);
    next();
  });
  // API answers carry user data: no cache may keep them (media routes set their own policy).
  app.use('/api', (_req: express.Request, res: express.Response, next: express.NextFunction) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  // Cheap refusals first, before a byte of the body is read: a foreign Origin, then the rate limits.
  // The bank's return posts come from the bank's page: they change state only through what the bank answers.
  const sameOrigin = sameOriginOnly(config.allowedOrigins);
  app.use('/api', (req: express.Request, res: express.Response, next: express.NextFunction) =>
    BANK_RETURNS.has(req.path) ? next() : sameOrigin(req, res, next),
  );
  for (const path of BANK_RETURNS)
    app.use(`/api${path}`, express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 10 }));
  app.use('/api/auth', app.get(AuthThrottle).beforeBody());
  // The sign-in form posted by the browser (auth-form.controller.ts): a small urlencoded body, and a
  // refusal of the limits above answered as the form's others are, back on the sign-in.
  app.use(SIGN_IN_FORM_ACTION, express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 5 }));
  app.use(
    SIGN_IN_FORM_ACTION,
    (err: unknown, req: express.Request, res: express.Response, next: express.NextFunction) =>
      err instanceof AppError && err.code !== ErrorCode.CrossSite
        ? res.redirect(303, signInAddress(req.body, signInFormError(err)))
        : next(err),
  );
  // The registration form, likewise: its texts only (files need the app), back on the registration.
  app.use(REGISTER_FORM_ACTION, express.urlencoded({ extended: false, limit: '8kb', parameterLimit: 25 }));
  app.use(
    REGISTER_FORM_ACTION,
    (err: unknown, req: express.Request, res: express.Response, next: express.NextFunction) =>
      err instanceof AppError && err.code === ErrorCode.CrossSite
        ? next(err)
        : res.redirect(303, registerAddress(req.body, [registerRefusal(err)])),
  );
  // Bodies are bounded in size, and in depth and breadth by a linear scan before JSON.parse.
  app.use('/api/auth/register', express.json({ limit: REGISTER_BODY_LIMIT, verify: verifyJsonBounds }));
  // A registration that big carries a file that is too big: say so, as the form does.
  app.use(
    '/api/auth/register',
    (err: unknown, _req: express.Request, _res: express.Response, next: express.NextFunction) =>
      next((err as { type?: string }).type === 'entity.too.large' ? new AppError(ErrorCode.FileTooLarge) : err),
  );
  // Captions come as a WebVTT file (text/vtt), bounded like the form says.
  app.use(CAPTIONS_PATH, express.text({ type: 'text/vtt', limit: CAPTIONS_MAX_BYTES }));
  app.use(CAPTIONS_PATH, (err: unknown, _req: express.Request, _res: express.Response, next: express.NextFunction) =>
    next(
      (err as { type?: string }).type === 'entity.too.large'
        ? new AppError(ErrorCode.FileTooLarge, PLAYER_MSG.captionsTooLarge)
        : err,
    ),
  );
  app.use('/api', express.json({ limit: BODY_LIMIT, verify: verifyJsonBounds }));
  const session = app.get<RequestHandler>(SESSION_MIDDLEWARE);
  // Before Nest's routes and the SPA fallback (which serves /admin/*): admins only, its own CSP.
  app.get(QueueDashboard).mount(app, session);
  // The built client on the same origin when it exists (npm start); API-only tests run without it.
  if (hasWebClient(config.WEB_CLIENT_DIR)) serveWebClient(app, config.WEB_CLIENT_DIR);
  app.use('/api', session);
  app.useWebSocketAdapter(new RealtimeIoAdapter(app, config, session, app.get(RedisConnections), shutdown));
  serveApiReference(app);
  app.useGlobalPipes(validationPipe());
  app.useGlobalFilters(new ErrorBodyFilter());
  await app.init();
  boundSlowClients(app.getHttpServer(), config);
  answerMalformedRequests(app.getHttpServer());
  app.use((err: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) =>
    sendErrorBody(err, res, httpLogger),
  );
  await app.get(SeedService).seedIfEmpty();
  return app;
}

/**
 * The OpenAPI reference at /api/docs (JSON at /api/docs-json), built on first request from the routes
 * and the contracts' DTOs, whose shapes @nestjs/swagger's compiler plugin wrote at build time
 * (libs/contracts/scripts/tsc-openapi.mjs).
 */
function serveApiReference(app: NestExpressApplication): void {
  const description =
    'La API HTTP de Conectando Generaciones. La sesión es una cookie httpOnly que entrega POST /api/auth/login; ' +
    'los eventos en vivo van por socket.io en /socket.io (contratos en libs/contracts/src/socket).';
  const document = new DocumentBuilder()
    .setTitle('Conectando Generaciones API')
    .setDescription(description)
    .setVersion('0.1.0')
    .addCookieAuth('cg.sid')
    .build();
  SwaggerModule.setup(API_DOCS_PATH, app, () => SwaggerModule.createDocument(app, document), {
    jsonDocumentUrl: `${API_DOCS_PATH}-json`,
    customSiteTitle: 'Conectando Generaciones API',
  });
}
