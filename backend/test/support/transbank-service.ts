import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, Server } from 'node:https';
import { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { IntegrationApiKeys, IntegrationCommerceCodes } from 'transbank-sdk';

const CERT_DIR = join(__dirname, 'push-service');
const WEBPAY = '/rswebpaytransaction/api/webpay/v1.2';
const ONECLICK = '/rswebpaytransaction/api/oneclick/v1.2';
const INSCRIPTION_FORM = '/webpayserver/bp_multicode_inscription.cgi';

/** What the stand-in does with the next Oneclick charge: answer it, reject it, or never answer. */
export type ChargeScript = 'approve' | 'reject' | 'hang' | 'fail';

export interface StandInInscription {
  token: string;
  username: string;
  email: string;
  response_url: string;
  tbk_user: string | null;
  finished: boolean;
  deleted: boolean;
}

export interface StandInCharge {
  buy_order: string;
  username: string;
  tbk_user: string;
  amount: number;
  commerce_code: string;
  child_buy_order: string;
  status: 'AUTHORIZED' | 'FAILED' | 'REVERSED';
}

/** What the stand-in does with the next commit of a token. */
export type CommitScript = 'approve' | 'reject' | 'fail' | 'hang' | 'wrong-amount';

export interface StandInTransaction {
  token: string;
  buy_order: string;
  session_id: string;
  amount: number;
  return_url: string;
  status: 'INITIALIZED' | 'AUTHORIZED' | 'FAILED' | 'REVERSED' | 'NULLIFIED';
  commits: number;
  refunds: number;
}

/**
 * Transbank's REST API on loopback over HTTPS (Webpay Plus create, commit, status, refund; Oneclick Mall
 * inscription start, finish, delete and authorize, status, refund) with the paths, headers and JSON of
 * the real one, and its pay and card pages as tiny forms that post back to the commerce's return URL. The certificate is trusted through NODE_EXTRA_CA_CERTS (npm test sets it).
 */
export async function startTransbank() {
  if (!process.env.NODE_EXTRA_CA_CERTS?.endsWith('push-service/cert.pem')) {
    throw new Error('Run through `npm test` (it sets NODE_EXTRA_CA_CERTS=test/support/push-service/cert.pem)');
  }
  const transactions = new Map<string, StandInTransaction>();
  const commitScripts = new Map<string, CommitScript[]>();
  let statusFailures = 0;
  let deleteFailures = 0;
  const calls: string[] = [];
  const inscriptions = new Map<string, StandInInscription>();
  const charges = new Map<string, StandInCharge>();
  const chargeScripts: ChargeScript[] = [];
  let rejectNextInscription = false;
  let origin = '';

  const authorized = (headers: Record<string, string | string[] | undefined>, commerceCode: string) =>
    headers['tbk-api-key-id'] === commerceCode && headers['tbk-api-key-secret'] === IntegrationApiKeys.WEBPAY;

  const chargeAnswer = (c: StandInCharge) => ({
    buy_order: c.buy_order,
    card_detail: { card_number: '6623' },
    accounting_date: '1202',
    transaction_date: new Date().toISOString(),
    details: [
      {
        amount: c.amount,
        status: c.status,
        authorization_code: c.status === 'FAILED' ? '000000' : '1213',
        payment_type_code: 'VN',
        response_code: c.status === 'FAILED' ? -1 : 0,
        installments_number: 0,
        commerce_code: c.commerce_code,
        buy_order: c.child_buy_order,
      },
    ],
  });

  const committed = (t: StandInTransaction, amount = t.amount) => ({
    vci: 'TSY',
    amount,
    status: t.status,
    buy_order: t.buy_order,
    session_id: t.session_id,
    card_detail: { card_number: '6623' },
    accounting_date: '1202',
    transaction_date: new Date().toISOString(),
    authorization_code: t.status === 'AUTHORIZED' ? '1213' : '000000',
    payment_type_code: 'VD',
    response_code: t.status === 'AUTHORIZED' ? 0 : -1,
    installments_number: 0,
  });

  const server: Server = createServer(
    { key: readFileSync(join(CERT_DIR, 'key.pem')), cert: readFileSync(join(CERT_DIR, 'cert.pem')) },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', origin);
        const raw = Buffer.concat(chunks).toString('utf8');
        const json = (status: number, body: unknown) =>
          res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

        // The pay page: the person pays (or cancels) and the browser is sent back with a form POST.
        if (url.pathname === '/webpayserver/initTransaction') {
          const token = new URLSearchParams(raw).get('token_ws') ?? url.searchParams.get('token_ws') ?? '';
          const t = transactions.get(token);
          if (!t) return res.writeHead(404).end();
          const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${value}">`;
          return res
            .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
            .end(
              `<!doctype html><html lang="es"><meta name="viewport" content="width=device-width"><title>Webpay</title>` +
                `<h1>Webpay (simulado)</h1><p>Monto: $${t.amount}</p>` +
                `<form method="post" action="${t.return_url}">${hidden('token_ws', token)}<button>Pagar</button></form>` +
                `<form method="post" action="${t.return_url}">${hidden('TBK_TOKEN', token)}${hidden('TBK_ORDEN_COMPRA', t.buy_order)}${hidden('TBK_ID_SESION', t.session_id)}<button>Anular compra</button></form></html>`,
            );
        }

        // The card form: the person registers a card (or gives up) and the browser posts TBK_TOKEN back.
        if (url.pathname === INSCRIPTION_FORM) {
          const token = new URLSearchParams(raw).get('TBK_TOKEN') ?? url.searchParams.get('TBK_TOKEN') ?? '';
          const i = inscriptions.get(token);
          if (!i) return res.writeHead(404).end();
          return res
            .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
            .end(
              `<!doctype html><html lang="es"><meta name="viewport" content="width=device-width"><title>Oneclick</title>` +
                `<h1>Oneclick (simulado)</h1><p>Inscribir tarjeta de ${i.email}</p>` +
                `<form method="post" action="${i.response_url}"><input type="hidden" name="TBK_TOKEN" value="${token}"><button>Inscribir tarjeta</button></form></html>`,
            );
        }

        if (url.pathname.startsWith(ONECLICK)) {
          if (!authorized(req.headers, IntegrationCommerceCodes.ONECLICK_MALL))
            return json(401, { error_message: 'Not Authorized' });
          const path = url.pathname.slice(ONECLICK.length);
          calls.push(`${req.method} oneclick${path}`);
          const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
          if (req.method === 'POST' && path === '/inscriptions') {
            const token = `01ab${randomBytes(30).toString('hex')}`;
            inscriptions.set(token, {
              token,
              username: String(body.username),
              email: String(body.email),
              response_url: String(body.response_url),
              tbk_user: null,
              finished: false,
              deleted: false,
            });
            return json(200, { token, url_webpay: `${origin}${INSCRIPTION_FORM}` });
          }
          const finish = /^\/inscriptions\/([0-9a-f]+)$/.exec(path);
          if (req.method === 'PUT' && finish) {
            const i = inscriptions.get(finish[1]);
            if (!i || i.finished) return json(422, { error_message: 'Invalid token' });
            i.finished = true;
            if (rejectNextInscription) {
              rejectNextInscription = false;
              return json(200, {
                response_code: -96,
                tbk_user: null,
                authorization_code: null,
                card_type: null,
                card_number: null,
              });
            }
            i.tbk_user = `tbk-${randomBytes(12).toString('hex')}`;
            return json(200, {
              response_code: 0,
              tbk_user: i.tbk_user,
              authorization_code: '1213',
              card_type: 'Visa',
              card_number: 'XXXXXXXXXXXX6623',
            });
          }
          if (req.method === 'DELETE' && path === '/inscriptions') {
            if (deleteFailures > 0) {
              deleteFailures -= 1;
              return json(503, { error_message: 'Service Unavailable' });
            }
            const i = [...inscriptions.values()].find(
              (x) => x.tbk_user === body.tbk_user && x.username === body.username && !x.deleted,
            );
            if (!i) return json(404, { error_message: 'Inscription not found' });
            i.deleted = true;
            return res.writeHead(204).end();
          }
          if (req.method === 'POST' && path === '/transactions') {
            const detail = (body.details as Record<string, unknown>[])[0];
            const i = [...inscriptions.values()].find(
              (x) => x.tbk_user === body.tbk_user && x.username === body.username && !x.deleted,
            );
            if (!i) return json(422, { error_message: 'Invalid tbk_user' });
            const buyOrder = String(body.buy_order);
            if (charges.has(buyOrder)) return json(422, { error_message: 'Duplicated buy_order' });
            const script = chargeScripts.shift() ?? 'approve';
            const charge: StandInCharge = {
              buy_order: buyOrder,
              username: String(body.username),
              tbk_user: String(body.tbk_user),
              amount: Number(detail.amount),
              commerce_code: String(detail.commerce_code),
              child_buy_order: String(detail.buy_order),
              status: script === 'reject' ? 'FAILED' : 'AUTHORIZED',
            };
            charges.set(buyOrder, charge);
            if (script === 'hang') return; // charged, but the answer never comes
            if (script === 'fail') return json(500, { error_message: 'Internal Server Error' });
            return json(200, chargeAnswer(charge));
          }
          const tx = /^\/transactions\/([A-Za-z0-9]+)(\/refunds)?$/.exec(path);
          const charge = tx ? charges.get(tx[1]) : undefined;
          if (!charge) return json(422, { error_message: 'Transaction not found' });
          if (req.method === 'GET' && !tx![2]) return json(200, chargeAnswer(charge));
          if (req.method === 'POST' && tx![2]) {
            if (charge.status !== 'AUTHORIZED') return json(422, { error_message: 'Transaction cannot be refunded' });
            charge.status = 'REVERSED';
            return json(200, { type: 'REVERSED' });
          }
          return json(405, { error_message: 'Method Not Allowed' });
        }

        if (!url.pathname.startsWith(WEBPAY)) return json(404, { error_message: 'Not Found' });
        if (!authorized(req.headers, IntegrationCommerceCodes.WEBPAY_PLUS))
          return json(401, { error_message: 'Not Authorized' });
        const path = url.pathname.slice(WEBPAY.length);
        calls.push(`${req.method} ${path}`);
        const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};

        if (req.method === 'POST' && path === '/transactions') {
          const token = `01ab${randomBytes(30).toString('hex')}`;
          transactions.set(token, {
            token,
            buy_order: String(body.buy_order),
            session_id: String(body.session_id),
            amount: Number(body.amount),
            return_url: String(body.return_url),
            status: 'INITIALIZED',
            commits: 0,
            refunds: 0,
          });
          return json(200, { token, url: `${origin}/webpayserver/initTransaction` });
        }
        const match = /^\/transactions\/([0-9a-f]+)(\/refunds)?$/.exec(path);
        const t = match ? transactions.get(match[1]) : undefined;
        if (!t) return json(422, { error_message: 'Transaction not found' });

        if (req.method === 'PUT' && !match![2]) {
          const script = commitScripts.get(t.token)?.shift() ?? 'approve';
          if (t.status !== 'INITIALIZED')
            return json(422, { error_message: `Invalid status '${t.status}' for transaction while authorizing` });
          if (script === 'fail') {
            // Transbank took the commit but the answer never reached the commerce.
            t.status = 'AUTHORIZED';
            t.commits++;
            return json(500, { error_message: 'Internal Server Error' });
          }
          if (script === 'hang') {
            t.status = 'AUTHORIZED';
            t.commits++;
            return; // no answer at all: the client's timeout fires
          }
          t.status = script === 'reject' ? 'FAILED' : 'AUTHORIZED';
          t.commits++;
          return json(200, committed(t, script === 'wrong-amount' ? t.amount - 1000 : t.amount));
        }
        if (req.method === 'GET' && !match![2]) {
          if (statusFailures > 0) {
            statusFailures--;
            return json(503, { error_message: 'Service Unavailable' });
          }
          return json(200, committed(t));
        }
        if (req.method === 'POST' && match![2]) {
          if (t.status !== 'AUTHORIZED' || Number(body.amount) > t.amount)
            return json(422, { error_message: 'Transaction cannot be refunded' });
          t.status = 'REVERSED';
          t.refunds++;
          return json(200, { type: 'REVERSED' });
        }
        return json(405, { error_message: 'Method Not Allowed' });
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    calls,
    transactions,
    /** The next commits of this token, in order; then 'approve'. */
    commit: (token: string, ...scripts: CommitScript[]) => commitScripts.set(token, scripts),
    inscriptions,
    /** Oneclick charges by buy order. */
    charges,
    /** The next Oneclick charges, in order; then 'approve'. */
    charge: (...scripts: ChargeScript[]) => chargeScripts.push(...scripts),
    /** The next inscription's finish answers that the person gave up (response_code -96). */
    rejectInscription: () => (rejectNextInscription = true),
    /** The next n status queries answer 503. */
    failStatus: (n: number) => (statusFailures = n),
    /** The next n inscription deletes answer 503. */
    failDeletes: (n: number) => (deleteFailures = n),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type TransbankStandIn = Awaited<ReturnType<typeof startTransbank>>;
