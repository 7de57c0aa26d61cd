import { ConsoleLogger, Logger, LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import helmet from 'helmet';
import type { RequestHandler } from 'express';
import { AppModule } from './app.module';
import { AppConfig } from './config/app-config';
import { ErrorBodyFilter, sendErrorBody } from './common/filters/error-body.filter';
import { sameOriginOnly } from './common/middleware/same-origin.middleware';
import { validationPipe } from './common/validation';
import { RealtimeIoAdapter } from './infra/realtime/realtime-io.adapter';
import { RedisConnections } from './infra/redis/redis.module';
import { SESSION_MIDDLEWARE } from './infra/session/session-store.module';
import { SeedService } from './modules/seed/seed.service';
import { QueueDashboard } from './modules/queue-dashboard/queue-dashboard.service';

// Registration carries up to three 5 MB files as base64 data URLs; every other body stays small.
const REGISTER_BODY_LIMIT = '22mb';
const BODY_LIMIT = '1mb';
const LOG_LEVELS: LogLevel[] = ['verbose', 'debug', 'log', 'warn', 'error', 'fatal'];

/** Builds the whole HTTP app; main.ts and the integration tests share it. */
export async function createApp(config: AppConfig, databaseUrl: string): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, databaseUrl), {
    bodyParser: false,
    logger: new ConsoleLogger({ json: config.LOG_JSON, logLevels: LOG_LEVELS.slice(LOG_LEVELS.indexOf(config.LOG_LEVEL)) }),
  });
  app.setGlobalPrefix('api');
  app.set('trust proxy', config.TRUST_PROXY);
  app.disable('x-powered-by');
  app.use(
    helmet({
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
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: config.COOKIE_SECURE ? [] : null,
        },
      },
    }),
  );
  app.use('/api/auth/register', express.json({ limit: REGISTER_BODY_LIMIT }));
  app.use('/api', express.json({ limit: BODY_LIMIT }));
  app.use('/api', sameOriginOnly(config.allowedOrigins));
  const session = app.get<RequestHandler>(SESSION_MIDDLEWARE);
  // Before Nest's routes and the SPA fallback (which serves /admin/*): admins only, its own CSP.
  app.get(QueueDashboard).mount(app, session);
  app.use('/api', session);
  app.useWebSocketAdapter(new RealtimeIoAdapter(app, config, session, app.get(RedisConnections)));
  app.useGlobalPipes(validationPipe());
  app.useGlobalFilters(new ErrorBodyFilter());
  await app.init();
  const logger = new Logger('Http');
  app.use((err: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => sendErrorBody(err, res, logger));
  await app.get(SeedService).seedIfEmpty();
  return app;
}
