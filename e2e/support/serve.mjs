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
import { randomBytes } from 'node:crypto';

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

// Transbank's Webpay Plus REST API on loopback (HTTPS, the same throwaway certificate), driven by the
// app's official SDK, and its pay page: a form that posts token_ws back to the commerce's return_url.
// Oneclick Mall too: the card form posts TBK_TOKEN back; every charge to an inscribed card is approved.
const webpayTransactions = new Map();
const oneclickInscriptions = new Map();
const webpay = createHttpsServer(
  { cert: readFileSync(pushCert), key: readFileSync(join(process.cwd(), 'backend/test/support/push-service/key.pem')) },
  (req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      if ((req.url ?? '').startsWith('/webpayserver/bp_multicode_inscription.cgi')) {
        const i = oneclickInscriptions.get(new URLSearchParams(raw).get('TBK_TOKEN') ?? '');
        if (!i) return res.writeHead(404).end();
        return res
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(
            `<!doctype html><html lang="es"><meta name="viewport" content="width=device-width"><title>Oneclick</title>` +
              `<body style="font:22px sans-serif;padding:24px"><h1>Oneclick (simulado)</h1><p>Tarjeta de prueba terminada en 6623</p>` +
              `<form method="post" action="${i.response_url}"><input type="hidden" name="TBK_TOKEN" value="${i.token}">` +
              `<button style="font-size:24px;padding:12px 24px">Inscribir tarjeta</button></form></body></html>`,
          );
      }
      if ((req.url ?? '').startsWith('/rswebpaytransaction/api/oneclick/v1.2')) {
        const reply = (status, body) =>
          res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        const path = (req.url ?? '').replace('/rswebpaytransaction/api/oneclick/v1.2', '');
        const body = raw ? JSON.parse(raw) : {};
        if (req.method === 'POST' && path === '/inscriptions') {
          const token = `01ab${randomBytes(30).toString('hex')}`;
          oneclickInscriptions.set(token, { ...body, token, tbk_user: null });
          return reply(200, { token, url_webpay: `${webpayOrigin}/webpayserver/bp_multicode_inscription.cgi` });
        }
        if (req.method === 'PUT' && path.startsWith('/inscriptions/')) {
          const i = oneclickInscriptions.get(path.split('/')[2] ?? '');
          if (!i || i.tbk_user) return reply(422, { error_message: 'Invalid token' });
          i.tbk_user = `tbk-${randomBytes(12).toString('hex')}`;
          return reply(200, {
            response_code: 0,
            tbk_user: i.tbk_user,
            authorization_code: '1213',
            card_type: 'Visa',
            card_number: 'XXXXXXXXXXXX6623',
          });
        }
        if (req.method === 'DELETE' && path === '/inscriptions') return res.writeHead(204).end();
        if (req.method === 'POST' && path === '/transactions') {
          const [detail] = body.details;
          return reply(200, {
            buy_order: body.buy_order,
            card_detail: { card_number: '6623' },
            accounting_date: '1202',
            transaction_date: new Date().toISOString(),
            details: [
              {
                amount: detail.amount,
                status: 'AUTHORIZED',
                authorization_code: '1213',
                payment_type_code: 'VN',
                response_code: 0,
                installments_number: 0,
                commerce_code: detail.commerce_code,
                buy_order: detail.buy_order,
              },
            ],
          });
        }
        return reply(422, { error_message: 'Not supported by the stand-in' });
      }
      if ((req.url ?? '').startsWith('/webpayserver/initTransaction')) {
        const t = webpayTransactions.get(new URLSearchParams(raw).get('token_ws') ?? '');
        if (!t) return res.writeHead(404).end();
        return res
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(
            `<!doctype html><html lang="es"><meta name="viewport" content="width=device-width"><title>Webpay</title>` +
              `<body style="font:22px sans-serif;padding:24px"><h1>Webpay (simulado)</h1><p>Monto: $${t.amount}</p>` +
              `<form method="post" action="${t.return_url}"><input type="hidden" name="token_ws" value="${t.token}">` +
              `<button style="font-size:24px;padding:12px 24px">Pagar</button></form></body></html>`,
          );
      }
      const json = (status, body) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      const path = (req.url ?? '').replace('/rswebpaytransaction/api/webpay/v1.2', '');
      const body = raw ? JSON.parse(raw) : {};
      if (req.method === 'POST' && path === '/transactions') {
        const token = `01ab${randomBytes(30).toString('hex')}`;
        webpayTransactions.set(token, { ...body, token, status: 'INITIALIZED' });
        return json(200, { token, url: `${webpayOrigin}/webpayserver/initTransaction` });
      }
      const t = webpayTransactions.get(path.split('/')[2] ?? '');
      if (!t) return json(422, { error_message: 'Transaction not found' });
      if (req.method === 'PUT' && t.status !== 'INITIALIZED') return json(422, { error_message: 'Invalid status' });
      if (req.method === 'PUT') t.status = 'AUTHORIZED';
      if (req.method === 'POST' && path.endsWith('/refunds')) {
        t.status = 'REVERSED';
        return json(200, { type: 'REVERSED' });
      }
      return json(200, {
        vci: 'TSY',
        amount: t.amount,
        status: t.status,
        buy_order: t.buy_order,
        session_id: t.session_id,
        card_detail: { card_number: '6623' },
        accounting_date: '1202',
        transaction_date: new Date().toISOString(),
        authorization_code: '1213',
        payment_type_code: 'VD',
        response_code: t.status === 'INITIALIZED' ? -1 : 0,
        installments_number: 0,
      });
    });
  },
);
await new Promise((resolve) => webpay.listen(0, '127.0.0.1', resolve));
const webpayOrigin = `https://127.0.0.1:${webpay.address().port}`;

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
    TRANSBANK_API_URL: webpayOrigin,
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
