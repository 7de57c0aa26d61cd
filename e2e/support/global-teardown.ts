import { existsSync, readFileSync, rmSync } from 'node:fs';
import { Client } from 'pg';

/** Drops the database that serve.mjs created for this run. */
export default async function globalTeardown(): Promise<void> {
  const marker = 'e2e/artifacts/.database';
  const file = existsSync(marker) ? marker : `../${marker}`;
  if (!existsSync(file)) return;
  const name = readFileSync(file, 'utf8').trim();
  // The web server is stopped after this teardown, so its connections are ended by FORCE.
  const client = new Client({ connectionString: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.end();
  rmSync(file);
}
