import { Client } from 'pg';

/** The server the tests use: DATABASE_URL if set, else the machine's PostgreSQL on loopback. */
export const adminDatabaseUrl = () => process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const databaseUrlFor = (name: string) => {
  const url = new URL(adminDatabaseUrl());
  url.pathname = `/${name}`;
  return url.toString();
};

/** A Jest worker's own database in a run (global-setup.ts creates one per worker). */
export const workerDatabaseName = (run: string, worker: number | string) => `${run}_w${worker}`;

export async function withAdminClient<T>(fn: (c: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminDatabaseUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
