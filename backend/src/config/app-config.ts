import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { plainToInstance, Transform } from 'class-transformer';
import {
  getMetadataStorage,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';
import { Environment, IntegrationApiKeys, IntegrationCommerceCodes } from 'transbank-sdk';

/** The repository (or image) root, from src/config or dist/config: relative paths and .env are taken from here. */
export const REPO_ROOT = resolve(__dirname, '..', '..', '..');

/** A start-up problem the operator can fix, printed as its message alone (no stack trace). */
export class StartupError extends Error {}

export type AppRole = 'api' | 'worker' | 'all';

const toBool = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : !(value === false || value === 'false');
const toInt = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value));
const blankToUndefined = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

/** Every variable the backend reads (documented in .env.example). */
class EnvironmentVariables {
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  DATABASE_URL?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  REDIS_URL?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'SESSION_SECRET must be at least 32 characters' })
  SESSION_SECRET?: string;

  /** smtp://user:pass@host:port for email notifications; unset: emails are written to the log. */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  SMTP_URL?: string;

  @IsString()
  MAIL_FROM = 'Conectando Generaciones <no-responder@conectandogeneraciones.cl>';

  /**
   * Public address of the app (https://conectando.cl): links inside emails, and the origin browsers
   * may call the API from. Unset: links use http://localhost:PORT and the loopback names are allowed.
   */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  PUBLIC_URL?: string;

  /** Where uploaded files are kept: a folder (disk, STORAGE_DIR) or an S3-compatible bucket (s3). */
  @IsIn(['disk', 's3'])
  STORAGE: 'disk' | 's3' = 'disk';

  /** The uploads folder with STORAGE=disk; with s3 only uploads in progress are written here (tmp/). */
  @IsString()
  STORAGE_DIR = './data/uploads';

  /** The S3 endpoint (http://rgw:7480); unset: AWS S3 of S3_REGION. */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  S3_ENDPOINT?: string;

  @IsString()
  S3_REGION = 'us-east-1';

  @IsString()
  S3_BUCKET = 'conectando-uploads';

  /** Unset: the SDK's own credential chain (environment, instance role). */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  S3_ACCESS_KEY_ID?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  S3_SECRET_ACCESS_KEY?: string;

  /** Bucket in the path (http://host/bucket/key), which S3-compatible servers need; false: bucket.host. */
  @Transform(toBool)
  @IsBoolean()
  S3_FORCE_PATH_STYLE = true;

  @IsString()
  DATA_DIR = './data';

  /** The built client (frontend/dist) served on the app's own origin; the API alone runs when it is absent. */
  @Transform(blankToUndefined)
  @IsString()
  WEB_CLIENT_DIR = 'frontend/dist';

  /** Largest skill video accepted, in bytes (200 MB; docs/decisions/sessions-and-identity.md); tests lower it. */
  @Transform(toInt)
  @IsInt()
  @Min(1024)
  VIDEO_MAX_BYTES = 200 * 1024 * 1024;

  /** Bytes of video (and posters) one user may keep, uploads in progress included (2 GiB). */
  @Transform(toInt)
  @IsInt()
  @Min(1024)
  VIDEO_QUOTA_BYTES = 2 * 1024 * 1024 * 1024;

  /** Video uploads one user may start per hour. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  UPLOADS_PER_HOUR = 20;

  /** Photos and voice notes one user may send in chats per hour. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  CHAT_ATTACHMENTS_PER_HOUR = 60;

  /** Longest one ffmpeg run may take on an uploaded video or voice note before it is killed and the media fails. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  TRANSCODE_TIMEOUT_SECONDS = 15 * 60;

  /** An upload is refused (507) when the storage disk would keep less than this free (1 GiB). */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  MIN_FREE_DISK_BYTES = 1024 * 1024 * 1024;

  @IsString()
  CONTACT_EMAIL = 'contacto@conectandogeneraciones.cl';

  /** Web Push (VAPID) key pair, base64url; unset: generated once and kept in the database. */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  VAPID_PUBLIC_KEY?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  VAPID_PRIVATE_KEY?: string;

  /** Who push services may contact about our pushes (mailto: or https:); unset: mailto:CONTACT_EMAIL. */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  VAPID_SUBJECT?: string;

  /**
   * Push-service origins a subscription's endpoint may point at, comma-separated ('*.' allows
   * subdomains): the server only ever posts to these, never to an address a user chose.
   */
  @IsString()
  WEB_PUSH_ENDPOINT_ORIGINS =
    'https://fcm.googleapis.com,https://updates.push.services.mozilla.com,https://web.push.apple.com,https://*.notify.windows.com';

  /** Free tokens every professional and institution gets each month (docs/decisions/marketplace-and-tokens.md). */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  FREE_MONTHLY_TOKENS = 3;

  /** When the monthly token renewal job runs (cron, America/Santiago); hourly, since it is idempotent per month. */
  @IsString()
  TOKEN_RENEWAL_PATTERN = '5 * * * *';

  /**
   * Which Transbank environment takes payments: 'integration' (default) uses Transbank's public test
   * commerce codes and key, so `npm start` works without a contract; 'production' needs the four below.
   */
  @IsIn(['integration', 'production'])
  TRANSBANK_ENV: 'integration' | 'production' = 'integration';

  /** Webpay Plus commerce code (production). */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  WEBPAY_COMMERCE_CODE?: string;

  /** Oneclick Mall commerce code and its child store's code (production). */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  ONECLICK_COMMERCE_CODE?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  ONECLICK_CHILD_COMMERCE_CODE?: string;

  /** The secret API key Transbank gives with the production commerce codes. */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  TRANSBANK_API_KEY?: string;

  /** Overrides Transbank's base URL (tests point it at a local stand-in); unset: the environment's own. */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  TRANSBANK_API_URL?: string;

  /** How long one call to Transbank may take before it counts as failed (the payment then waits for the status job). */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  TRANSBANK_TIMEOUT_MS = 15_000;

  /** First wait of the job that asks Webpay for a payment's status after a failed commit (doubles each try). */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  PAYMENT_STATUS_RETRY_MS = 2000;

  /** Length of a plan's period in seconds; 0 = one calendar month (tests shorten it). */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  PLAN_PERIOD_SECONDS = 0;

  /** How often the worker looks for plans whose charge (or retry) is due. */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  PLAN_RENEWAL_CHECK_MS = 60_000;

  @Transform(toBool)
  @IsBoolean()
  SEED_DEMO = true;

  @IsIn(['api', 'worker', 'all'])
  APP_ROLE: AppRole = 'all';

  /**
   * The nice value a worker process (APP_ROLE=worker) gives itself, 0 to 19. Events may wait a few
   * milliseconds; a chat send may not. Where a worker shares cores with API processes, the scheduler
   * then runs it in their idle time instead of between a send and its acknowledgement
   * (docs/decisions/measured-choices.md).
   */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(19)
  WORKER_NICE = 19;

  /**
   * How far the heap of a process that serves clients (APP_ROLE api or all) may grow between major
   * garbage collections, as V8's --heap-growing-percent; 0 leaves V8's own choice. Each major collection
   * stalls every socket of the process, so fewer of them keep the chat's tail latency down, for memory.
   */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(1000)
  HEAP_GROWING_PERCENT = 400;

  /** Origins besides PUBLIC_URL allowed to call the API and open sockets (comma-separated). */
  @IsString()
  ALLOWED_ORIGINS = '';

  /** Secure cookies (and the __Host- prefix): on when served over TLS. */
  @Transform(toBool)
  @IsBoolean()
  COOKIE_SECURE = false;

  /** Number of reverse proxies in front of the app, so req.ip is the client's address. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  TRUST_PROXY = 0;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  SESSION_TTL_MINUTES = 60 * 24 * 7;

  /** Failed sign-ins (and password reset requests) one client address may make in a window. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  AUTH_LIMIT_PER_IP = 20;

  /** Accounts one client address may create per hour (behind TRUST_PROXY, the forwarded address). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  REGISTRATIONS_PER_ADDRESS_PER_HOUR = 20;

  /** Failed sign-ins on one account from one address before that pair waits (growing waits). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  AUTH_LIMIT_PER_ACCOUNT_ADDRESS = 5;

  /** Failed sign-ins on one account from all addresses in a window, after which addresses that failed on it wait. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  AUTH_LIMIT_PER_ACCOUNT = 10;

  @Transform(toInt)
  @IsInt()
  @Min(1000)
  AUTH_LIMIT_WINDOW_MS = 15 * 60 * 1000;

  /** Prefix of every Redis key and channel the app uses: queues and socket fan-out (tests use one per run). */
  @IsString()
  REDIS_PREFIX = 'cg';

  /** Events one socket may send per second before it is dropped (flood protection). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  SOCKET_EVENTS_PER_SECOND = 30;

  /** Events one user may send per second over all their sockets; beyond it events are refused. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  SOCKET_EVENTS_PER_SECOND_PER_USER = 40;

  /** Live sockets one user may hold; a new one closes the oldest. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  SOCKETS_PER_USER = 10;

  /** How often the relay sweeps the outbox for events a crash or an outage left behind. */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  OUTBOX_SWEEP_MS = 2000;

  /** How long a relayed event stays in the outbox (for tracing a request's events) before it is deleted. */
  @Transform(toInt)
  @IsInt()
  @Min(60)
  OUTBOX_RETENTION_SECONDS = 24 * 3600;

  /**
   * How long a consumer remembers it handled an event: longer than a failed job may wait in the queue
   * dashboard for a retry (7 days), so a retried job still finds its record.
   */
  @Transform(toInt)
  @IsInt()
  @Min(60)
  PROCESSED_EVENTS_RETENTION_SECONDS = 8 * 24 * 3600;

  /** How often expired outbox and processed-event rows are deleted. */
  @Transform(toInt)
  @IsInt()
  @Min(1000)
  EVENTS_PRUNE_MS = 10 * 60_000;

  /**
   * The sockets' heartbeat (socket.io's pingInterval and pingTimeout): a phone that goes silent
   * without closing its connection (no signal, app killed) counts as connected for up to their sum.
   */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  @Max(120_000)
  SOCKET_PING_INTERVAL_MS = 25_000;

  @Transform(toInt)
  @IsInt()
  @Min(100)
  @Max(120_000)
  SOCKET_PING_TIMEOUT_MS = 20_000;

  /** STUN/TURN servers handed to video calls (JSON array of RTCIceServer). */
  @IsString()
  ICE_SERVERS = '[{"urls":"stun:stun.l.google.com:19302"}]';

  /** coturn's static-auth-secret (use-auth-secret): with TURN_URLS, calls get short-lived TURN credentials. */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  TURN_SECRET?: string;

  /** The TURN server's URLs, comma-separated (turn:turn.example.cl:3478?transport=udp,…). */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsString()
  TURN_URLS?: string;

  /** How long TURN credentials stay valid. */
  @Transform(toInt)
  @IsInt()
  @Min(60)
  TURN_TTL_SECONDS = 4 * 3600;

  /** When meeting reminders go out, in seconds before the start (comma-separated). */
  @IsString()
  MEETING_REMINDERS_BEFORE_SECONDS = '86400,900';

  /** How long a review stays hidden when the other side has not reviewed (double-blind). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  REVIEW_BLIND_SECONDS = 14 * 24 * 3600;
  /**
   * How long a SIGTERM (or SIGINT) may take: sockets told to reconnect elsewhere, in-flight requests and
   * running jobs finished, pools closed. Past it the process exits anyway (with 1).
   */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  SHUTDOWN_GRACE_MS = 10_000;

  /** A connection has this long to send its request headers: one that trickles them (slowloris) is cut with 408. */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  HTTP_HEADERS_TIMEOUT_MS = 15_000;

  /** A request body (JSON, forms) must have arrived this long after its headers, or it is cut with 408. */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  HTTP_BODY_TIMEOUT_MS = 30_000;

  /** Slowest body rate still let through: a large body (a registration with photos) gets length ÷ rate if longer. */
  @Transform(toInt)
  @IsInt()
  @Min(1024)
  HTTP_BODY_MIN_BYTES_PER_SECOND = 64 * 1024;

  /** Uploads (video forms, resumable uploads) have no total limit, but one silent this long is cut (tus resumes it). */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  UPLOAD_IDLE_TIMEOUT_MS = 60_000;

  @Transform(toBool)
  @IsBoolean()
  LOG_JSON = false;

  /** The least severe level written: verbose, debug, log, warn, error. */
  @IsIn(['verbose', 'debug', 'log', 'warn', 'error'])
  LOG_LEVEL: 'verbose' | 'debug' | 'log' | 'warn' | 'error' = 'log';
}

export type AppConfig = Readonly<
  Omit<EnvironmentVariables, 'SESSION_SECRET' | 'PUBLIC_URL'> & {
    SESSION_SECRET: string;
    PUBLIC_URL: string;
    /** PUBLIC_URL's and ALLOWED_ORIGINS' origins; empty when none is set (then loopback is allowed). */
    allowedOrigins: string[];
    transbank: TransbankSettings;
  }
>;

export interface TransbankSettings {
  webpayCommerceCode: string;
  oneclickCommerceCode: string;
  oneclickChildCommerceCode: string;
  apiKey: string;
  /** The base URL the SDK calls. */
  apiUrl: string;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

/** The name of every variable the backend reads: .env.example and the README must list them all. */
export const ENVIRONMENT_VARIABLES: readonly string[] = [
  ...new Set(
    getMetadataStorage()
      .getTargetValidationMetadatas(EnvironmentVariables, '', true, false)
      .map((m) => m.propertyName),
  ),
];

/**
 * Reads <repository root>/.env into the environment when it exists (`cp .env.example .env`), with
 * Node's own parser (the format of `node --env-file`); a variable already set in the environment wins.
 */
export function loadEnvFile(file = join(REPO_ROOT, '.env'), env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (!existsSync(file)) return undefined;
  let values: NodeJS.Dict<string>;
  try {
    values = parseEnv(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new StartupError(`No se pudo leer ${file}: ${(e as Error).message}`);
  }
  for (const [name, value] of Object.entries(values)) if (env[name] === undefined) env[name] = value;
  return file;
}

/** Reads and validates the environment once; a bad variable stops the start-up with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = plainToInstance(
    EnvironmentVariables,
    { ...env },
    { exposeDefaultValues: true, excludeExtraneousValues: false },
  );
  const errors = validateSync(parsed, { whitelist: false });
  if (errors.length > 0) {
    const lines = errors.flatMap((e) =>
      Object.values(e.constraints ?? {}).map((m) => `${e.property}=${JSON.stringify(env[e.property] ?? '')}: ${m}`),
    );
    throw new StartupError(
      `Configuración inválida (revisa las variables de entorno o .env; .env.example las explica):\n  ${lines.join('\n  ')}`,
    );
  }
  const origins = [parsed.PUBLIC_URL ?? '', ...parsed.ALLOWED_ORIGINS.split(',')].map((o) => o.trim()).filter(Boolean);
  const allowedOrigins = [...new Set(origins.map((o) => originOf(o)))];
  // Relative paths are taken from the repository root, whichever folder npm runs the backend from.
  const dataDir = resolve(REPO_ROOT, parsed.DATA_DIR);
  return Object.freeze({
    ...parsed,
    PUBLIC_URL: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, ''),
    STORAGE_DIR: resolve(REPO_ROOT, parsed.STORAGE_DIR),
    DATA_DIR: dataDir,
    WEB_CLIENT_DIR: resolve(REPO_ROOT, parsed.WEB_CLIENT_DIR),
    SESSION_SECRET: parsed.SESSION_SECRET ?? localSessionSecret(dataDir),
    allowedOrigins,
    transbank: transbankSettings(parsed),
  });
}

/** Integration: the SDK's public test codes and key. Production: all four variables, or no start. */
function transbankSettings(env: EnvironmentVariables): TransbankSettings {
  if (env.TRANSBANK_ENV === 'integration') {
    return {
      webpayCommerceCode: env.WEBPAY_COMMERCE_CODE ?? IntegrationCommerceCodes.WEBPAY_PLUS,
      oneclickCommerceCode: env.ONECLICK_COMMERCE_CODE ?? IntegrationCommerceCodes.ONECLICK_MALL,
      oneclickChildCommerceCode: env.ONECLICK_CHILD_COMMERCE_CODE ?? IntegrationCommerceCodes.ONECLICK_MALL_CHILD1,
      apiKey: env.TRANSBANK_API_KEY ?? IntegrationApiKeys.WEBPAY,
      apiUrl: env.TRANSBANK_API_URL ?? Environment.Integration,
    };
  }
  const required = [
    'WEBPAY_COMMERCE_CODE',
    'ONECLICK_COMMERCE_CODE',
    'ONECLICK_CHILD_COMMERCE_CODE',
    'TRANSBANK_API_KEY',
  ];
  const missing = required.filter((name) => !env[name as keyof EnvironmentVariables]);
  if (missing.length > 0) {
    throw new StartupError(
      `Configuración inválida: con TRANSBANK_ENV=production faltan ${missing.join(', ')} (los entrega Transbank al contratar; ver README).`,
    );
  }
  return {
    webpayCommerceCode: env.WEBPAY_COMMERCE_CODE!,
    oneclickCommerceCode: env.ONECLICK_COMMERCE_CODE!,
    oneclickChildCommerceCode: env.ONECLICK_CHILD_COMMERCE_CODE!,
    apiKey: env.TRANSBANK_API_KEY!,
    apiUrl: env.TRANSBANK_API_URL ?? Environment.Production,
  };
}

function originOf(value: string): string {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  } catch {
    // reported below
  }
  throw new Error(`Invalid configuration:\n  not an http(s) origin: ${value}`);
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
