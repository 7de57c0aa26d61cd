import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';

/** Drops the databases that serve.mjs created for this run, one per worker's server. */
export default async function globalTeardown(): Promise<void> {
  const artifacts = join(__dirname, '..', 'artifacts');
  if (!existsSync(artifacts)) return;
  for (const dir of readdirSync(artifacts).filter((d) => d.startsWith('server-')))
    await dropServerDatabase(join(artifacts, dir));
}

async function dropServerDatabase(dir: string): Promise<void> {
  const file = join(dir, '.database');
  if (!existsSync(file)) return;
  const name = readFileSync(file, 'utf8').trim();
  await stopServer(join(dir, '.server-pid'));
  // The web server is stopped after this teardown, so its connections are ended by FORCE.
  const client = new Client({
    connectionString: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.end();
  rmSync(file);
}

/** Stops the app first, so dropping its database does not pull connections from under it. */
async function stopServer(pidFile: string): Promise<void> {
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  rmSync(pidFile);
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return; // already gone
  }
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
