import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { AppConfig } from '../../config/app-config';

const run = promisify(execFile);

type ModesConfig = Pick<
  AppConfig,
  | 'APP_ROLE'
  | 'DATABASE_URL'
  | 'DATA_DIR'
  | 'REDIS_URL'
  | 'STORAGE'
  | 'STORAGE_DIR'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_BUCKET'
  | 'SMTP_URL'
  | 'TRANSBANK_ENV'
  | 'TURN_URLS'
  | 'TURN_SECRET'
>;

/** host:port of a service URL, never its user or password (the line goes to the log). */
function hostOf(url: string, defaultPort: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || defaultPort}`;
  } catch {
    return '(URL no válida)';
  }
}

/** The first line of `ffmpeg -version`, reduced to its version; null when there is no ffmpeg. */
export async function ffmpegVersion(): Promise<string | null> {
  try {
    const { stdout } = await run('ffmpeg', ['-hide_banner', '-version'], { timeout: 10_000 });
    return /ffmpeg version (\S+)/.exec(stdout)?.[1] ?? stdout.split('\n')[0];
  } catch {
    return null;
  }
}

/**
 * The one start-up line that says how every part runs, so an operator reading the log knows what
 * this process talks to (and what it does without): database, Redis, storage, mail, Transbank, TURN, ffmpeg.
 */
export function describeModes(config: ModesConfig, ffmpeg: string | null): string {
  const database = config.DATABASE_URL
    ? `PostgreSQL en ${hostOf(config.DATABASE_URL, '5432')}`
    : `PostgreSQL embebido (${config.DATA_DIR}/pg)`;
  const redis = config.REDIS_URL
    ? `Redis en ${hostOf(config.REDIS_URL, '6379')}`
    : 'sin Redis (eventos y colas dentro del proceso)';
  const storage =
    config.STORAGE === 's3'
      ? `S3 (bucket ${config.S3_BUCKET} en ${config.S3_ENDPOINT ? hostOf(config.S3_ENDPOINT, '443') : `AWS ${config.S3_REGION}`})`
      : `disco (${config.STORAGE_DIR})`;
  const mail = config.SMTP_URL
    ? `SMTP en ${hostOf(config.SMTP_URL, config.SMTP_URL.startsWith('smtps:') ? '465' : '587')}`
    : 'sin SMTP (los correos van al registro)';
  const turnUrls = (config.TURN_URLS ?? '').split(',').filter((u) => u.trim());
  const turn =
    turnUrls.length > 0 && config.TURN_SECRET
      ? `TURN configurado (${turnUrls.length} URL)`
      : 'sin TURN (llamadas solo directas o por STUN)';
  return [
    `Modo (${config.APP_ROLE}): base de datos ${database}`,
    redis,
    `almacenamiento ${storage}`,
    `correo ${mail}`,
    `Transbank ${config.TRANSBANK_ENV === 'production' ? 'producción' : 'integración (pruebas)'}`,
    turn,
    ffmpeg ? `ffmpeg ${ffmpeg}` : 'ffmpeg no encontrado',
  ].join(' · ');
}
