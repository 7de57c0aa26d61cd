// `npm run backup -- --out <folder>` and `npm run restore -- --from <folder>` (README, Operations):
// the database (pg_dump) and every stored object, with a manifest of counts and checksums.
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from './config/app-config';
import { loadEnvFile } from './config/env-file';
import { StartupError } from './config/startup-error';
import { backup, BackupError, restore } from './infra/backup/backup';
import { startEmbeddedPostgres } from './infra/database/embedded-postgres';
import { openObjectStorage } from './infra/storage/create-storage';

// npm runs the script in the backend folder; a relative folder means the one the operator typed it in.
const fromOperator = (path: string) => (isAbsolute(path) ? path : resolve(process.env.INIT_CWD ?? process.cwd(), path));

/** The embedded PostgreSQL of DATA_DIR while `npm start` runs it: its port is in postmaster.pid. */
function runningEmbedded(dataDir: string): string | undefined {
  const pidFile = join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n');
  try {
    process.kill(Number(pid), 0);
  } catch {
    return undefined;
  }
  return `postgres://postgres:embedded@127.0.0.1:${port.trim()}/conectando`;
}

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  const { values } = parseArgs({
    args: rest,
    options: { out: { type: 'string' }, from: { type: 'string' } },
    strict: true,
  });
  if (command === 'backup' ? !values.out : command === 'restore' ? !values.from : true) {
    throw new BackupError('Uso: npm run backup -- --out <carpeta>  |  npm run restore -- --from <carpeta>');
  }
  loadEnvFile();
  const config = loadConfig();
  const storage = await openObjectStorage(config);
  const log = (line: string) => console.log(line);
  // Without DATABASE_URL: the embedded server (docs/decisions/runtime-without-services.md).
  const running = config.DATABASE_URL ?? (command === 'backup' ? runningEmbedded(config.DATA_DIR) : undefined);
  const embedded = running ? undefined : await startEmbeddedPostgres(config.DATA_DIR);
  const databaseUrl = running ?? embedded!.url;
  try {
    if (command === 'backup') {
      const out = fromOperator(values.out!);
      const manifest = await backup({ databaseUrl, storage, out, log });
      const rows = Object.values(manifest.database.tables).reduce((a, b) => a + b, 0);
      log(
        `Respaldo listo en ${out}: ${Object.keys(manifest.database.tables).length} tablas, ${rows} filas, ` +
          `${manifest.storage.objects} archivos (${manifest.storage.bytes} bytes).`,
      );
    } else {
      const from = fromOperator(values.from!);
      const report = await restore({ databaseUrl, storage, from, log });
      log(
        `Restauración lista y comprobada: ${report.tables} tablas, ${report.rows} filas, ${report.objects} archivos iguales al respaldo.`,
      );
    }
  } finally {
    await embedded?.stop();
    if ('onModuleDestroy' in storage) storage.onModuleDestroy();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof BackupError || e instanceof StartupError ? e.message : e);
  process.exit(1);
});
