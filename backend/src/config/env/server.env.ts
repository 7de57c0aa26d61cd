import { Transform } from 'class-transformer';
import { IsIn, IsString } from 'class-validator';
import { blankToUndefined, BoolVar, IntVar, OptionalIntVar, OptionalStringVar } from './env-values';

export type AppRole = 'api' | 'worker' | 'all';

/** The process itself: its role, its HTTP server, the client it serves, shutdown and logs. */
export class ServerEnv {
  @IntVar(0, 65535)
  PORT = 3000;

  /**
   * Public address of the app (https://conectando.cl): links inside emails, and the origin browsers
   * may call the API from. Unset: links use http://localhost:PORT and the loopback names are allowed.
   */
  @OptionalStringVar()
  PUBLIC_URL?: string;

  @IsString()
  DATA_DIR = './data';

  /** The built client (frontend/dist) served on the app's own origin; the API alone runs when it is absent. */
  @Transform(blankToUndefined)
  @IsString()
  WEB_CLIENT_DIR = 'frontend/dist';

  @BoolVar()
  SEED_DEMO = true;

  @IsIn(['api', 'worker', 'all'])
  APP_ROLE: AppRole = 'all';

  /**
   * A worker process (no HTTP API) answers only /api/health/live and /api/health/ready on this port, for
   * an orchestrator's probes; unset, it opens no port at all. Ignored by api and all, which use PORT.
   */
  @OptionalIntVar(1, 65535)
  HEALTH_PORT?: number;

  /**
   * The nice value a worker process (APP_ROLE=worker) gives itself, 0 to 19. Events may wait a few
   * milliseconds; a chat send may not. Where a worker shares cores with API processes, the scheduler
   * then runs it in their idle time instead of between a send and its acknowledgement
   * (docs/decisions/measured-choices.md).
   */
  @IntVar(0, 19)
  WORKER_NICE = 19;

  /**
   * How far the heap of a process that serves clients (APP_ROLE api or all) may grow between major
   * garbage collections, as V8's --heap-growing-percent; 0 leaves V8's own choice. Each major collection
   * stalls every socket of the process, so fewer of them keep the chat's tail latency down, for memory.
   */
  @IntVar(0, 1000)
  HEAP_GROWING_PERCENT = 400;

  /** Origins besides PUBLIC_URL allowed to call the API and open sockets (comma-separated). */
  @IsString()
  ALLOWED_ORIGINS = '';

  /** Number of reverse proxies in front of the app, so req.ip is the client's address. */
  @IntVar(0)
  TRUST_PROXY = 0;

  /**
   * How long a SIGTERM (or SIGINT) may take: sockets told to reconnect elsewhere, in-flight requests and
   * running jobs finished, pools closed. Past it the process exits anyway (with 1).
   */
  @IntVar(100)
  SHUTDOWN_GRACE_MS = 10_000;

  /** A connection has this long to send its request headers: one that trickles them (slowloris) is cut with 408. */
  @IntVar(100)
  HTTP_HEADERS_TIMEOUT_MS = 15_000;

  /** A request body (JSON, forms) must have arrived this long after its headers, or it is cut with 408. */
  @IntVar(100)
  HTTP_BODY_TIMEOUT_MS = 30_000;

  /** Slowest body rate still let through: a large body (a registration with photos) gets length ÷ rate if longer. */
  @IntVar(1024)
  HTTP_BODY_MIN_BYTES_PER_SECOND = 64 * 1024;

  /** Uploads (video forms, resumable uploads) have no total limit, but one silent this long is cut (tus resumes it). */
  @IntVar(100)
  UPLOAD_IDLE_TIMEOUT_MS = 60_000;

  @BoolVar()
  LOG_JSON = false;

  /** The least severe level written: verbose, debug, log, warn, error. */
  @IsIn(['verbose', 'debug', 'log', 'warn', 'error'])
  LOG_LEVEL: 'verbose' | 'debug' | 'log' | 'warn' | 'error' = 'log';
}
