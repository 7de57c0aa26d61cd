import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, validateSync, ValidationError } from 'class-validator';
import { REPO_ROOT } from './env-file';
import { AuthEnv } from './env/auth.env';
import { DataEnv } from './env/data.env';
import { MailEnv } from './env/mail.env';
import { MediaEnv } from './env/media.env';
import { PaymentsEnv, TransbankSettings, transbankSettings } from './env/payments.env';
import { RealtimeEnv } from './env/realtime.env';
import { ScheduleEnv } from './env/schedule.env';
import { ServerEnv } from './env/server.env';
import { SfuEnv } from './env/sfu.env';
import { StorageEnv } from './env/storage.env';
import { StartupError } from './startup-error';

/** Every variable the backend reads (documented in .env.example), one class per concern. */
const CONCERNS: readonly (new () => object)[] = [
  ServerEnv,
  DataEnv,
  AuthEnv,
  MailEnv,
  StorageEnv,
  MediaEnv,
  PaymentsEnv,
  RealtimeEnv,
  SfuEnv,
  ScheduleEnv,
];

type EnvironmentVariables = ServerEnv &
  DataEnv &
  AuthEnv &
  MailEnv &
  StorageEnv &
  MediaEnv &
  PaymentsEnv &
  RealtimeEnv &
  SfuEnv &
  ScheduleEnv;

export type AppConfig = Readonly<
  Omit<EnvironmentVariables, 'SESSION_SECRET' | 'PUBLIC_URL'> & {
    SESSION_SECRET: string;
    PUBLIC_URL: string;
    /** PUBLIC_URL's and ALLOWED_ORIGINS' origins; empty when none is set (then loopback is allowed). */
    allowedOrigins: string[];
    transbank: TransbankSettings;
  }
>;

export const APP_CONFIG = Symbol('APP_CONFIG');

/** The name of every variable the backend reads: .env.example and the README must list them all. */
export const ENVIRONMENT_VARIABLES: readonly string[] = [
  ...new Set(
    CONCERNS.flatMap((concern) =>
      getMetadataStorage()
        .getTargetValidationMetadatas(concern, '', true, false)
        .map((m) => m.propertyName),
    ),
  ),
];

/** Reads and validates the environment once; a bad variable stops the start-up with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const errors: ValidationError[] = [];
  const parsed = {} as EnvironmentVariables;
  for (const concern of CONCERNS) {
    const values = plainToInstance(concern, { ...env }, { exposeDefaultValues: true, excludeExtraneousValues: false });
    errors.push(...validateSync(values, { whitelist: false }));
    Object.assign(parsed, pick(values, concern));
  }
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
    CAPTIONS_MODEL_DIR: parsed.CAPTIONS_MODEL_DIR && resolve(REPO_ROOT, parsed.CAPTIONS_MODEL_DIR),
    WEB_CLIENT_DIR: resolve(REPO_ROOT, parsed.WEB_CLIENT_DIR),
    SESSION_SECRET: parsed.SESSION_SECRET ?? localSessionSecret(dataDir),
    allowedOrigins,
    transbank: transbankSettings(parsed),
  });
}

// Each concern's instance also carries every other variable of the environment (its extraneous values):
// only its own variables are kept, as the single class did.
function pick(values: object, concern: new () => object): object {
  const own = new Set(
    getMetadataStorage()
      .getTargetValidationMetadatas(concern, '', true, false)
      .map((m) => m.propertyName),
  );
  return Object.fromEntries(Object.entries(values).filter(([name]) => own.has(name)));
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
