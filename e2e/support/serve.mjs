// Starts the built app for one Playwright worker's journeys (E2E_SLOT) on a database of its own (created
// here, dropped at the end), with the demo data, a throwaway upload folder, and a mailbox and push log
// the journeys read in e2e/artifacts/server-<slot>/.
import { spawn } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, openSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { createServer as createHttpsServer } from 'node:https';

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const slot = Number(process.env.E2E_SLOT ?? 0);
const port = process.env.E2E_PORT ?? String(3100 + slot);
const name = `cg_e2e_${Date.now()}_${slot}`;
const url = new URL(adminUrl);
url.pathname = `/${name}`;

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
await admin.end();
const artifacts = join(process.cwd(), 'e2e/artifacts', `server-${slot}`);
mkdirSync(artifacts, { recursive: true });
writeFileSync(join(artifacts, '.database'), name);

// The app's emails land in a local mailbox the journeys read, as a person reads their inbox.
const mailbox = join(artifacts, 'mailbox.jsonl');
writeFileSync(mailbox, '');
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk) => (raw += chunk.toString()));
    stream.on('end', () => {
      appendFileSync(mailbox, `${JSON.stringify({ to: session.envelope.rcptTo.map((r) => r.address), raw })}\n`);
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = smtp.server.address().port;

// A push service on loopback (HTTPS with the tests' throwaway certificate, which the app trusts
// through NODE_EXTRA_CA_CERTS): what the app posts lands in a file the journeys read.
const pushCert = join(process.cwd(), 'backend/test/support/push-service/cert.pem');
const pushLog = join(artifacts, 'pushes.jsonl');
writeFileSync(pushLog, '');
const pushService = createHttpsServer(
  { cert: readFileSync(pushCert), key: readFileSync(join(process.cwd(), 'backend/test/support/push-service/key.pem')) },
  (req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      appendFileSync(
        pushLog,
        `${JSON.stringify({ path: req.url, headers: req.headers, body: Buffer.concat(chunks).toString('base64') })}\n`,
      );
      res.writeHead(201).end();
    });
  },
);
await new Promise((resolve) => pushService.listen(0, '127.0.0.1', resolve));
const pushOrigin = `https://127.0.0.1:${pushService.address().port}`;
writeFileSync(join(artifacts, 'push-service.json'), JSON.stringify({ origin: pushOrigin }));

const dataDir = mkdtempSync(join(tmpdir(), 'cg-e2e-'));
// The built client, copied for this server alone: a journey can deploy a new build to it
// (support/deploy.ts) without the other worker's server seeing one.
const clientDir = join(dataDir, 'client');
cpSync(join(process.cwd(), 'frontend/dist'), clientDir, { recursive: true });
writeFileSync(join(artifacts, '.client-dir'), clientDir);
// The server's own log is an artifact: what it said is the first thing to read when a journey fails.
const serverLog = openSync(join(artifacts, 'server.log'), 'w');
const child = spawn(process.execPath, ['backend/dist/main.js'], {
  stdio: ['ignore', serverLog, serverLog],
  env: {
    ...process.env,
    PORT: port,
    PUBLIC_URL: `http://localhost:${port}`,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    WEB_PUSH_ENDPOINT_ORIGINS: pushOrigin,
    NODE_EXTRA_CA_CERTS: pushCert,
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    STORAGE_DIR: join(dataDir, 'uploads'),
    WEB_CLIENT_DIR: clientDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'debug',
    SESSION_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
  },
});
writeFileSync(join(artifacts, '.server-pid'), String(child.pid));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
