import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { Inject, Injectable } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DOMAIN_EVENTS_QUEUE, ErrorBody, ErrorCode, CLIENT_PATHS } from '@conectando/contracts';
import { Queue } from 'bullmq';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { sameOriginOnly } from '../../common/middleware/same-origin.middleware';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { MAIL_QUEUE } from '../../infra/mail/mail-delivery';
import { EVENTS_RETENTION_QUEUE } from '../../infra/events/events-retention.service';
import { IDEMPOTENCY_CLEANUP_QUEUE } from '../../infra/idempotency/idempotent-requests.service';
import { RedisConnections } from '../../infra/redis/redis.module';
import { MEETING_REMINDERS_QUEUE } from '../meetings/meetings.module';
import { LIVE_CLASS_REMINDERS_QUEUE } from '../live-classes/live-classes.module';
import { PAYMENTS_QUEUE } from '../payments/payments.module';
import { WEB_PUSH_QUEUE } from '../push/web-push.queue';
import { REVIEW_PUBLICATIONS_QUEUE } from '../reviews/reviews.module';
import { SCHEDULED_QUEUE } from '../tokens/tokens.module';
import { VIDEO_CAPTIONS_QUEUE } from '../videos/captions/video-captions.queue';
import { VIDEO_TRANSCODE_QUEUE } from '../videos/processing/video-transcode.queue';
import { UsersService } from '../users/users.service';

/** Every BullMQ queue of the app, shown to admins at /admin/queues. */
export const DASHBOARD_QUEUES: readonly string[] = [
  DOMAIN_EVENTS_QUEUE,
  SCHEDULED_QUEUE,
  WEB_PUSH_QUEUE,
  MAIL_QUEUE,
  VIDEO_TRANSCODE_QUEUE,
  VIDEO_CAPTIONS_QUEUE,
  MEETING_REMINDERS_QUEUE,
  LIVE_CLASS_REMINDERS_QUEUE,
  REVIEW_PUBLICATIONS_QUEUE,
  PAYMENTS_QUEUE,
  EVENTS_RETENTION_QUEUE,
  IDEMPOTENCY_CLEANUP_QUEUE,
];

export const QUEUE_DASHBOARD_PATH = '/admin/queues';

export const DASHBOARD_MSG = {
  adminsOnly: 'El panel de colas es solo para administradores.',
  signIn: 'Debes iniciar sesión como administrador para ver el panel de colas.',
  noRedis:
    'El panel de colas necesita Redis (REDIS_URL). Sin Redis, los eventos se procesan dentro del mismo proceso y no hay colas que mostrar.',
} as const;

// The dashboard's page loads its bundle relative to a <base href>, so unlike the app it needs base-uri 'self';
// its stylesheet asks Google Fonts for IBM Plex (the UI falls back to system fonts if that is blocked).
const DASHBOARD_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline' https://fonts.googleapis.com",
  "font-src 'self' data: https://fonts.gstatic.com",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

const deny = (res: Response, statusCode: number, code: ErrorCode, message: string) =>
  res.status(statusCode).json({ statusCode, code, message } satisfies ErrorBody);

// A person opening the page in a browser, as opposed to the dashboard's own fetches or an API client.
const isPageLoad = (req: Request) =>
  (req.method === 'GET' || req.method === 'HEAD') && /\btext\/html\b/.test(req.headers.accept ?? '');

/** No session: a browser is sent to sign in (raw JSON is no answer for a person); other callers get 401. */
const signInFirst = (req: Request, res: Response) =>
  isPageLoad(req)
    ? res.redirect(302, CLIENT_PATHS.login)
    : deny(res, 401, ErrorCode.Unauthenticated, DASHBOARD_MSG.signIn);

/**
 * The BullMQ dashboard (@bull-board) at /admin/queues, for admin sessions only (docs/decisions/domain-events-and-outbox.md): the
 * `domain-events` queue and the `scheduled` queue (monthly token renewal), with retry of failed jobs.
 * Mounted on Express before Nest's routes and the SPA fallback, so it wins over the client's /admin/*.
 */
@Injectable()
export class QueueDashboard {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly redis: RedisConnections,
    private readonly users: UsersService,
  ) {}

  mount(app: NestExpressApplication, session: RequestHandler): void {
    app.use(QUEUE_DASHBOARD_PATH, (_req: Request, res: Response, next: NextFunction) => {
      res.setHeader('Content-Security-Policy', DASHBOARD_CSP);
      res.setHeader('Cache-Control', 'no-store');
      next();
    });
    app.use(QUEUE_DASHBOARD_PATH, sameOriginOnly(this.config.allowedOrigins), session, this.adminsOnly());
    if (!this.redis.enabled) {
      app.use(QUEUE_DASHBOARD_PATH, (_req: Request, res: Response) =>
        deny(res, 503, ErrorCode.Internal, DASHBOARD_MSG.noRedis),
      );
      return;
    }
    const connection = this.redis.open('queue-dashboard');
    const prefix = this.config.REDIS_PREFIX;
    const serverAdapter = new ExpressAdapter().setBasePath(QUEUE_DASHBOARD_PATH);
    createBullBoard({
      queues: DASHBOARD_QUEUES.map(
        (name) => new BullMQAdapter(new Queue(name, { connection, prefix }), { allowRetries: true }),
      ),
      serverAdapter,
      options: { uiConfig: { boardTitle: 'Colas — Conectando Generaciones' } },
    });
    app.use(QUEUE_DASHBOARD_PATH, serverAdapter.getRouter() as RequestHandler);
  }

  private adminsOnly(): RequestHandler {
    return (req, res, next) => {
      const userId = req.session?.userId;
      if (!userId) return void signInFirst(req, res);
      this.users
        .findById(userId)
        .then((user) => {
          if (!user) return signInFirst(req, res);
          if (!user.isAdmin) return deny(res, 403, ErrorCode.Forbidden, DASHBOARD_MSG.adminsOnly);
          next();
        })
        .catch(next);
    };
  }
}
