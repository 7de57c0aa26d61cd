// Starts the built app for the journeys on a database of its own (created here, dropped at the end),
// with the demo data and a throwaway upload folder.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `cg_e2e_${Date.now()}`;
const url = new URL(adminUrl);
url.pathname = `/${name}`;

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
await admin.end();
mkdirSync('e2e/artifacts', { recursive: true });
writeFileSync('e2e/artifacts/.database', name);

const dataDir = mkdtempSync(join(tmpdir(), 'cg-e2e-'));
const child = spawn(process.execPath, ['backend/dist/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '3100',
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    STORAGE_DIR: join(dataDir, 'uploads'),
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    SESSION_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
  },
});
writeFileSync('e2e/artifacts/.server-pid', String(child.pid));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
