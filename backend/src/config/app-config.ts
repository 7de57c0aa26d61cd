import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { plainToInstance, Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, Min, MinLength, validateSync } from 'class-validator';

export type AppRole = 'api' | 'worker' | 'all';

const toBool = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : String(value) !== 'false');
const toInt = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value));
const blankToUndefined = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

/** Every variable the backend reads (documented in .env.example). */
class EnvironmentVariables {
  @Transform(toInt) @IsInt() @Min(0) @Max(65535)
  PORT = 3000;

  @Transform(blankToUndefined) @IsOptional() @IsString()
  DATABASE_URL?: string;

  @Transform(blankToUndefined) @IsOptional() @IsString()
  REDIS_URL?: string;

  @Transform(blankToUndefined) @IsOptional() @IsString() @MinLength(32, { message: 'SESSION_SECRET must be at least 32 characters' })
  SESSION_SECRET?: string;

  /** smtp://user:pass@host:port for email notifications; unset: emails are written to the log. */
  @Transform(blankToUndefined) @IsOptional() @IsString()
  SMTP_URL?: string;

  @IsString()
  MAIL_FROM = 'Conectando Generaciones <no-responder@conectandogeneraciones.cl>';

  /** Public address of the app, used in links inside emails. */
  @IsString()
  PUBLIC_URL = 'http://localhost:3000';

  @IsString()
  STORAGE_DIR = './data/uploads';

  @IsString()
  DATA_DIR = './data';

  /** Largest skill video accepted, in bytes (DESIGN §3: 200 MB); tests lower it. */
  @Transform(toInt) @IsInt() @Min(1024)
  VIDEO_MAX_BYTES = 200 * 1024 * 1024;

  @IsString()
  CONTACT_EMAIL = 'contacto@conectandogeneraciones.cl';

  /** Free tokens every professional and institution gets each month (DESIGN §5). */
  @Transform(toInt) @IsInt() @Min(0)
  FREE_MONTHLY_TOKENS = 3;

  /** When the monthly token renewal job runs (cron, America/Santiago); hourly, since it is idempotent per month. */
  @IsString()
  TOKEN_RENEWAL_PATTERN = '5 * * * *';

  @Transform(toBool) @IsBoolean()
  SEED_DEMO = true;

  @IsIn(['api', 'worker', 'all'])
  APP_ROLE: AppRole = 'all';

  /**
   * The nice value a worker process (APP_ROLE=worker) gives itself, 0 to 19. Events may wait a few
   * milliseconds; a chat send may not. Where a worker shares cores with API processes, the scheduler
   * then runs it in their idle time instead of between a send and its acknowledgement. bench/chat at
   * 1,000 msg/s with both on one core: 19 kept p99 under 2× the baseline in most runs, 10 did not.
   */
  @Transform(toInt) @IsInt() @Min(0) @Max(19)
  WORKER_NICE = 19;

  /**
   * How far the heap of a process that serves clients (APP_ROLE api or all) may grow between major
   * garbage collections, as V8's --heap-growing-percent; 0 leaves V8's own choice. Each major collection
   * stalls every socket of the process, so fewer of them keep the chat's tail latency down, for memory.
   */
  @Transform(toInt) @IsInt() @Min(0) @Max(1000)
  HEAP_GROWING_PERCENT = 400;

  /** Extra origins allowed to call the API and open sockets (comma-separated); the app's own origin is always allowed. */
  @IsString()
  ALLOWED_ORIGINS = '';

  /** Secure cookies (and the __Host- prefix): on when served over TLS. */
  @Transform(toBool) @IsBoolean()
  COOKIE_SECURE = false;

  /** Number of reverse proxies in front of the app, so req.ip is the client's address. */
  @Transform(toInt) @IsInt() @Min(0)
  TRUST_PROXY = 0;

  @Transform(toInt) @IsInt() @Min(1)
  SESSION_TTL_MINUTES = 60 * 24 * 7;

  @Transform(toInt) @IsInt() @Min(1)
  AUTH_LIMIT_PER_IP = 30;

  @Transform(toInt) @IsInt() @Min(1)
  AUTH_LIMIT_PER_ACCOUNT = 10;

  @Transform(toInt) @IsInt() @Min(1000)
  AUTH_LIMIT_WINDOW_MS = 15 * 60 * 1000;

  /** Prefix of every Redis key and channel the app uses: queues and socket fan-out (tests use one per run). */
  @IsString()
  REDIS_PREFIX = 'cg';

  /** Events one socket may send per second before it is dropped (flood protection). */
  @Transform(toInt) @IsInt() @Min(1)
  SOCKET_EVENTS_PER_SECOND = 30;

  /** How often the relay sweeps the outbox for events a crash or an outage left behind. */
  @Transform(toInt) @IsInt() @Min(100)
  OUTBOX_SWEEP_MS = 2000;

  @Transform(toBool) @IsBoolean()
  LOG_JSON = false;

  /** The least severe level written: verbose, debug, log, warn, error. */
  @IsIn(['verbose', 'debug', 'log', 'warn', 'error'])
  LOG_LEVEL: 'verbose' | 'debug' | 'log' | 'warn' | 'error' = 'log';
}

export type AppConfig = Readonly<
  Omit<EnvironmentVariables, 'SESSION_SECRET'> & { SESSION_SECRET: string; allowedOrigins: string[] }
>;

export const APP_CONFIG = Symbol('APP_CONFIG');

/** Reads and validates the environment once; a bad variable stops the start-up with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = plainToInstance(EnvironmentVariables, { ...env }, { exposeDefaultValues: true, excludeExtraneousValues: false });
  const errors = validateSync(parsed, { whitelist: false });
  if (errors.length > 0) {
    const lines = errors.flatMap((e) => Object.values(e.constraints ?? {}).map((m) => `${e.property}: ${m}`));
    throw new Error(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  return Object.freeze({
    ...parsed,
    STORAGE_DIR: resolve(parsed.STORAGE_DIR),
    DATA_DIR: resolve(parsed.DATA_DIR),
    SESSION_SECRET: parsed.SESSION_SECRET ?? localSessionSecret(resolve(parsed.DATA_DIR)),
    allowedOrigins: parsed.ALLOWED_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean),
  });
}

// Without SESSION_SECRET (npm start on a fresh machine) a random secret is kept in the data folder,
// so sessions survive a restart without anyone having to invent a secret.
function localSessionSecret(dataDir: string): string {
  const file = resolve(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
