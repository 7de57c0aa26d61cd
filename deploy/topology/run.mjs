#!/usr/bin/env node
// The deployment of docker-compose.yml, reproduced with processes on loopback (no Docker here): two API
// processes (APP_ROLE=api) and a worker (APP_ROLE=worker) started together on one empty PostgreSQL
// database and Redis, behind Debian's nginx running deploy/nginx.conf as it is, with only its
// `server` lines and listen port rewritten. Then, through nginx, what real browsers and socket.io
// clients do. Prints every check; exits 1 if any required one fails.
//
//   node deploy/topology/run.mjs            (after `npm run build`; nginx from `apt-get install nginx`)
//
// Env: NGINX (binary, default `nginx` on the PATH or /usr/sbin/nginx), TOPOLOGY_PORT (nginx's port,
// default a free one), DATABASE_URL (an admin connection, default postgres@127.0.0.1/postgres),
// REDIS_URL, TOPOLOGY_STAY_MS (how long sockets must stay connected, default 30 s: past one ping),
// APP_NODE (the Node binary the app's three processes run on, default this script's: CI gives it the
// image's Node 24).
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminUrl, cleanup as dropDatabaseAndKeys, redisUrl, sleep, sql } from '../../harness/services.mjs';
import { loopbackNginx } from '../../harness/loopback-nginx.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
// The backend's own dependencies, so the script needs nothing installed of its own.
const require = createRequire(join(root, 'backend', 'package.json'));
const { io } = require('socket.io-client');
const { SOCKET_CLIENT_OPTIONS: WEB } = require('@conectando/contracts');

const STAY_MS = Number(process.env.TOPOLOGY_STAY_MS ?? 30_000);
const APP_NODE = process.env.APP_NODE || process.execPath;
const DEMO_PASSWORD = 'demo1234';
const SESSION_SECRET = randomBytes(36).toString('base64url');

// ---------------------------------------------------------------------------------------------------
// Checks: each prints one line; any failure fails the run.
const results = [];
async function check(title, fn) {
  try {
    const detail = await fn();
    results.push({ title, status: 'ok' });
    console.log(`  ✓ ${title}${detail ? ` — ${detail}` : ''}`);
  } catch (e) {
    results.push({ title, status: 'failed' });
    console.log(`  ✗ ${title} — ${e.message}`);
  }
}
function assert(condition, message) {
  if (!condition) throw new Error(message);
}

// ---------------------------------------------------------------------------------------------------
const work = mkdtempSync(join(tmpdir(), 'cg-topology-'));
const dbName = `cg_topology_${Date.now()}`;
const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
const children = [];

// Free ports, distinct from each other: each is held until all are found (the OS may hand a port it
// just released out again, and nginx and api-1 once got the same one).
async function freePorts(count) {
  const servers = [];
  try {
    for (let i = 0; i < count; i++) {
      const server = createServer();
      await new Promise((resolveListen, reject) => {
        server.on('error', reject);
        server.listen(0, '127.0.0.1', resolveListen);
      });
      servers.push(server);
    }
    return servers.map((server) => server.address().port);
  } finally {
    await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  }
}

function findNginx() {
  const candidates = [process.env.NGINX, 'nginx', '/usr/sbin/nginx'].filter(Boolean);
  for (const c of candidates) {
    try {
      execFileSync(c, ['-v'], { stdio: 'ignore' });
      return c;
    } catch {
      // try the next one
    }
  }
  throw new Error('nginx not found: apt-get install -y nginx (or set NGINX)');
}

/** A child process whose output goes to <work>/<name>.log. */
function startProcess(name, command, args, env = {}) {
  const log = join(work, `${name}.log`);
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const out = [];
  child.stdout.on('data', (d) => out.push(d));
  child.stderr.on('data', (d) => out.push(d));
  child.name = name;
  child.output = () => Buffer.concat(out).toString();
  child.flushLog = () => writeFileSync(log, child.output());
  children.push(child);
  return child;
}

async function waitFor(what, probe, ms = 90_000) {
  const end = Date.now() + ms;
  for (;;) {
    const dead = children.find((c) => c.exitCode !== null && c.name !== 'nginx-test');
    if (dead)
      throw new Error(
        `${dead.name} exited (${dead.exitCode}) while waiting for ${what}:\n${dead.output().slice(-3000)}`,
      );
    try {
      if (await probe()) return;
    } catch {
      // not up yet
    }
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
}

// ---------------------------------------------------------------------------------------------------
// HTTP from a chosen loopback address: nginx hashes on the client's address, so 127.0.0.x stands for
// different people's phones. Agents resolve `localhost` to IPv4 only (nginx listens on 127.0.0.1).
const agents = new Map();
const agentFor = (address = '127.0.0.1') => {
  if (!agents.has(address)) agents.set(address, new http.Agent({ keepAlive: false, localAddress: address, family: 4 }));
  return agents.get(address);
};

function request(url, { method = 'GET', headers = {}, body, raw, address } = {}) {
  return new Promise((resolveRequest, reject) => {
    const data = raw ?? (body === undefined ? undefined : JSON.stringify(body));
    const req = http.request(
      url,
      {
        method,
        agent: agentFor(address),
        headers: { ...(data && !raw ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolveRequest({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.setTimeout(15_000, () => req.destroy(new Error(`${method} ${url}: no answer in 15 s`)));
    req.end(data);
  });
}
const json = (res) => JSON.parse(res.body.toString());

/** A raw connection that sends one chunk a second; what it was answered, and when it was closed. */
function trickle(port, chunks) {
  return new Promise((resolveTrickle) => {
    const opened = Date.now();
    const socket = connect(port, '127.0.0.1');
    const received = [];
    socket.on('data', (d) => received.push(d));
    socket.on('error', () => undefined);
    let i = 0;
    const timer = setInterval(() => (i < chunks.length ? socket.write(chunks[i++]) : undefined), 1000);
    socket.write(chunks[i++]);
    socket.on('close', () => {
      clearInterval(timer);
      resolveTrickle({ text: Buffer.concat(received).toString(), afterMs: Date.now() - opened });
    });
  });
}

// ---------------------------------------------------------------------------------------------------
async function main() {
  const nginx = findNginx();
  for (const built of ['backend/dist/main.js', 'frontend/dist/index.html']) {
    if (!existsSync(join(root, built))) throw new Error(`${built} is missing: run npm run build first`);
  }
  const [freeLb, ...apiPorts] = await freePorts(3);
  const lbPort = Number(process.env.TOPOLOGY_PORT ?? freeLb);
  const publicUrl = `http://localhost:${lbPort}`;
  const lb = (path) => `${publicUrl}${path}`;
  const browserHeaders = { origin: publicUrl, 'sec-fetch-site': 'same-origin' };

  console.log(
    `Production topology: nginx ${publicUrl} → api-1 127.0.0.1:${apiPorts[0]}, api-2 127.0.0.1:${apiPorts[1]}; a worker; database ${dbName}; Node ${execFileSync(APP_NODE, ['--version'], { encoding: 'utf8' }).trim()}`,
  );
  await sql(adminUrl, `CREATE DATABASE ${dbName}`);

  const run = { apiPorts, lbPort, publicUrl, lb, browserHeaders };
  run.apps = startApps(run);
  run.accessLog = startNginx(run, nginx);
  const { apps } = run;

  const startedAt = Date.now();
  await waitFor('api-1, api-2 and nginx', async () => {
    const direct = await Promise.all(apiPorts.map((p) => request(`http://127.0.0.1:${p}/api/health`)));
    const viaLb = await request(lb('/api/health'));
    return direct.every((r) => r.status === 200) && viaLb.status === 200;
  });
  await waitFor('the worker', async () => /Proceso worker iniciado/.test(apps[2].output()));
  console.log(`Up in ${((Date.now() - startedAt) / 1000).toFixed(1)} s. Checks:`);
  // A slow client through nginx, started now and checked at the end (it takes 15 s).
  const slowHeaders = trickle(lbPort, [
    'GET /api/health HTTP/1.1\r\n',
    ...Array.from({ length: 60 }, (_, i) => `X-Slow-${i}: a\r\n`),
  ]);
  run.slowHeaders = slowHeaders;
  // And a sign-in whose JSON body comes a byte a second after its headers.
  const body = JSON.stringify({ email: 'lento@demo.cl', password: 'x'.repeat(40) });
  run.slowBody = trickle(lbPort, [
    `POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    ...body,
  ]);
  // Signs a demo account in as a browser does: Origin is the published origin, port included.
  const signIn = async (email, address) => {
    const res = await request(lb('/api/auth/login'), {
      method: 'POST',
      headers: browserHeaders,
      body: { email, password: DEMO_PASSWORD },
      address,
    });
    if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}: ${res.body}`);
    return { cookie: String(res.headers['set-cookie'][0]).split(';')[0], user: json(res) };
  };
  run.signIn = signIn;

  await checkStartUp(run);
  Object.assign(run, await checkStickiness(run));
  await checkBrowserSignIn(run);
  await checkResumableUpload(run);
  Object.assign(run, await checkSocketsAndChat(run));
  await checkBrowser(run);
  await checkAssetsAndOrigin(run);
  await checkOperability(run);
  await checkSlowClients(run);
  await checkStayedConnected(run);
  run.sockets.forEach((s) => s.close());
}

/** The app as compose runs it: one image, three roles, started together. */
function startApps(run) {
  const { apiPorts, publicUrl } = run;
  // --- the app, as compose runs it: one image, three roles, started together -----------------------
  const shared = {
    NODE_ENV: 'production',
    DATABASE_URL: dbUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: dbName,
    SESSION_SECRET,
    DATA_DIR: join(work, 'data'),
    STORAGE_DIR: join(work, 'uploads'),
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: '1',
    SEED_DEMO: 'true',
    LOG_JSON: 'true',
    LOG_LEVEL: 'log',
  };
  const apps = [
    startProcess('api-1', APP_NODE, ['backend/dist/main.js'], {
      ...shared,
      APP_ROLE: 'api',
      PORT: String(apiPorts[0]),
    }),
    startProcess('api-2', APP_NODE, ['backend/dist/main.js'], {
      ...shared,
      APP_ROLE: 'api',
      PORT: String(apiPorts[1]),
    }),
    startProcess('worker', APP_NODE, ['backend/dist/main.js'], { ...shared, APP_ROLE: 'worker' }),
  ];
  return apps;
}

/** nginx with deploy/nginx.conf, its own prefix, config dir, pid and logs; returns its access log's reader. */
function startNginx(run, nginx) {
  const { args, accessLog } = loopbackNginx({ nginx, work, upstreams: run.apiPorts, port: run.lbPort });
  startProcess('nginx', nginx, args);
  return accessLog;
}

/** Start-up: migrated once and seeded once. */
async function checkStartUp(run) {
  const { apps } = run;
  // --- 1. start-up ---------------------------------------------------------------------------------
  await check(
    'three processes started together on an empty database are all up, migrated once and seeded once',
    async () => {
      assert(
        apps.every((c) => c.exitCode === null),
        'a process exited',
      );
      const migrations = await sql(dbUrl, 'SELECT name, count(*)::int AS n FROM migrations GROUP BY name');
      assert(
        migrations.every((m) => m.n === 1),
        'a migration ran twice',
      );
      const [{ n: users }] = await sql(dbUrl, `SELECT count(*)::int AS n FROM users WHERE email LIKE '%@demo.cl'`);
      assert(users === 9, `${users} demo users, expected 9`);
      const seeds = apps.filter((c) => /Datos de demostración creados/.test(c.output())).length;
      assert(seeds === 1, `${seeds} processes seeded`);
      return `${migrations.length} migrations, 9 demo accounts, seeded by 1 of 3 processes`;
    },
  );
}

/** Stickiness; returns which loopback address lands on which instance. */
async function checkStickiness(run) {
  const { apiPorts, lb, accessLog } = run;
  // --- 2. stickiness: which loopback address lands on which instance -------------------------------
  // nginx writes a request's log line after it has answered: wait for all of them.
  const upstreamsOf = async (tag, count) => {
    const re = new RegExp(
      `^(127\\.0\\.0\\.\\d+) "GET /api/health\\?${tag}=\\d+ [^"]*" 200 upstream=127\\.0\\.0\\.1:(\\d+)`,
    );
    for (let tries = 0; ; tries++) {
      const found = new Map();
      for (const line of accessLog().split('\n')) {
        const m = line.match(re);
        if (m) found.set(m[1], apiPorts.indexOf(Number(m[2])) + 1);
      }
      if (found.size === count || tries === 50) return found;
      await sleep(100);
    }
  };
  for (let i = 1; i <= 40; i++) await request(lb(`/api/health?probe=${i}`), { address: `127.0.0.${i}` });
  const instanceOf = await upstreamsOf('probe', 40);
  const on = (instance, skip = []) => [...instanceOf].find(([a, i]) => i === instance && !skip.includes(a))?.[0];
  await check(
    'nginx spreads clients over both instances and keeps each address on one (hash $remote_addr)',
    async () => {
      assert(on(1) && on(2), `every probe went to one instance: ${[...new Set(instanceOf.values())]}`);
      for (let i = 1; i <= 40; i++) await request(lb(`/api/health?again=${i}`), { address: `127.0.0.${i}` });
      const again = await upstreamsOf('again', 40);
      const moved = [...instanceOf].filter(([address, instance]) => again.get(address) !== instance);
      assert(
        instanceOf.size === 40 && moved.length === 0,
        `${moved.length} of ${instanceOf.size} addresses changed instance`,
      );
      const counts = [1, 2].map((k) => [...instanceOf.values()].filter((v) => v === k).length);
      return `40 addresses: ${counts[0]} on api-1, ${counts[1]} on api-2; none moved on a second request`;
    },
  );
  const browserInstance = instanceOf.get('127.0.0.1');
  const otherInstance = browserInstance === 1 ? 2 : 1;
  return { instanceOf, on, browserInstance, otherInstance };
}

/** Sign-in as a browser does, on nginx's non-default port. */
async function checkBrowserSignIn(run) {
  const { publicUrl, lb, browserHeaders } = run;
  await check(
    'a browser signs in through nginx on a non-default port (Host and X-Forwarded-* carry the port)',
    async () => {
      const res = await request(lb('/api/auth/login'), {
        method: 'POST',
        headers: browserHeaders,
        body: { email: 'aprendiz@demo.cl', password: DEMO_PASSWORD },
      });
      assert(res.status === 200, `POST /api/auth/login with Origin ${publicUrl} answered ${res.status}: ${res.body}`);
      const foreign = await request(lb('/api/auth/login'), {
        method: 'POST',
        headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
        body: { email: 'aprendiz@demo.cl', password: DEMO_PASSWORD },
      });
      assert(foreign.status === 403, `a foreign Origin answered ${foreign.status}`);
      return `Origin ${publicUrl} → 200; Origin http://evil.example → 403`;
    },
  );
}

/** A resumable upload moving between instances. */
async function checkResumableUpload(run) {
  const { lb, browserHeaders, signIn, on, browserInstance, otherInstance } = run;
  // --- 3b. a resumable upload (tus) moves between instances -----------------------------------------
  await check(
    'a resumable video upload started through one instance continues through the other and becomes a video',
    async () => {
      const [addrA, addrB] = [on(browserInstance, ['127.0.0.1']), on(otherInstance, ['127.0.0.1'])];
      const mentor = await signIn('mentor.musica@demo.cl', addrA);
      const video = readFileSync(join(root, 'backend', 'seed-assets', 'videos', 'tejido-punto-arroz.mp4'));
      const half = Math.floor(video.length / 2);
      const tus = { ...browserHeaders, cookie: mentor.cookie, 'tus-resumable': '1.0.0' };
      const created = await request(lb('/api/uploads'), {
        method: 'POST',
        headers: {
          ...tus,
          'upload-length': String(video.length),
          'upload-metadata': `filetype ${Buffer.from('video/mp4').toString('base64')}`,
        },
        address: addrA,
      });
      assert(created.status === 201, `POST /api/uploads answered ${created.status}: ${created.body}`);
      const location = created.headers.location;
      const patch = (offset, bytes, address) =>
        request(lb(location), {
          method: 'PATCH',
          headers: { ...tus, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
          raw: bytes,
          address,
        });
      const first = await patch(0, video.subarray(0, half), addrA);
      assert(first.status === 204, `the first PATCH on api-${browserInstance} answered ${first.status}: ${first.body}`);
      const head = await request(lb(location), { method: 'HEAD', headers: tus, address: addrB });
      assert(
        head.status === 200 && Number(head.headers['upload-offset']) === half,
        `HEAD on api-${otherInstance} answered ${head.status} with offset ${head.headers['upload-offset']}, not ${half}`,
      );
      const rest = await patch(half, video.subarray(half), addrB);
      assert(rest.status === 204, `the last PATCH on api-${otherInstance} answered ${rest.status}: ${rest.body}`);
      const named = await request(lb('/api/skill-videos'), {
        method: 'POST',
        headers: { ...browserHeaders, cookie: mentor.cookie },
        body: { uploadId: location.split('/').pop(), title: 'Punto arroz por partes', skillName: 'Tejido' },
        address: addrB,
      });
      assert(named.status === 202, `POST /api/skill-videos {uploadId} answered ${named.status}: ${named.body}`);
      return `${half} bytes through api-${browserInstance}, offset read and the rest sent through api-${otherInstance}; video ${json(named).status}`;
    },
  );
}

/** Sockets through nginx, a chat over both instances and a worker event; returns the open sockets. */
async function checkSocketsAndChat(run) {
  const { publicUrl, lb, browserHeaders, signIn, on } = run;
  // --- 4. sockets: the web client's transports, the fallbacks, through nginx, staying connected ----
  const sockets = [];
  const dropped = [];
  const connect = (who, address, transports = [...WEB.transports]) =>
    new Promise((resolveSocket, reject) => {
      const socket = io(publicUrl, {
        path: WEB.path,
        transports,
        tryAllTransports: WEB.tryAllTransports,
        reconnection: false,
        forceNew: true,
        agent: agentFor(address),
        extraHeaders: { cookie: who.cookie, origin: publicUrl },
      });
      socket.label = `${who.user.email} via ${address} (${transports.join(' then ')})`;
      socket.once('connect', () => {
        sockets.push(socket);
        socket.connectedAt = Date.now();
        socket.on('disconnect', (reason) => dropped.push(`${socket.label}: ${reason}`));
        resolveSocket(socket);
      });
      socket.once('connect_error', (e) => {
        socket.close();
        reject(new Error(`${socket.label}: ${e.message}`));
      });
    });
  const transportOf = (s) => s.io.engine.transport.name;
  const waitUpgrade = async (s) => {
    const end = Date.now() + 5000;
    while (transportOf(s) !== 'websocket' && Date.now() < end) await sleep(50);
    return transportOf(s);
  };

  const addrA = on(1, ['127.0.0.1']);
  const addrB = on(2, ['127.0.0.1']);
  const rosa = await signIn('mentor@demo.cl', addrA);
  const eliana = await signIn('mentor.cocina@demo.cl', addrB);
  const profesional = await signIn('profesional@demo.cl', on(1, ['127.0.0.1', addrA]));
  const institucion = await signIn('institucion@demo.cl', on(2, ['127.0.0.1', addrB]));
  let rosaSocket;
  let elianaSocket;
  let pollA;
  let pollB;
  await check('socket.io connected as the web client does opens through nginx straight on websocket', async () => {
    rosaSocket = await connect(rosa, addrA);
    elianaSocket = await connect(eliana, addrB);
    const transports = [transportOf(rosaSocket), transportOf(elianaSocket)];
    assert(
      transports.every((t) => t === 'websocket'),
      `transports at connection: ${transports}`,
    );
    return `2 clients (one per instance), ${WEB.transports.join(' then ')}: websocket from the start`;
  });
  await check('socket.io with long-polling first (a network without websockets) upgrades through nginx', async () => {
    const upgraded = await connect(rosa, addrA, ['polling', 'websocket']);
    const transport = await waitUpgrade(upgraded);
    assert(transport === 'websocket', `transport after the upgrade: ${transport}`);
    return 'polling → websocket';
  });
  await check('socket.io with polling only connects through nginx', async () => {
    pollA = await connect(profesional, on(1, ['127.0.0.1', addrA]), ['polling']);
    pollB = await connect(institucion, on(2, ['127.0.0.1', addrB]), ['polling']);
    assert(transportOf(pollA) === 'polling' && transportOf(pollB) === 'polling', 'not on polling');
    return '2 clients (one per instance)';
  });

  // --- 5. a chat spread over both instances ---------------------------------------------------------
  const chatBetween = async (a, aSocket, b, bSocket, count, label) => {
    const chat = json(
      await request(lb('/api/chats'), {
        method: 'POST',
        headers: { ...browserHeaders, cookie: a.cookie },
        body: { participantIds: [a.user.id, b.user.id] },
      }),
    );
    assert(chat.id, `no chat: ${JSON.stringify(chat)}`);
    const got = [];
    bSocket.on('chat:message', (m) => m.chatId === chat.id && got.push(m));
    for (let i = 1; i <= count; i++) {
      const ack = await new Promise((r) =>
        aSocket.emit('chat:send', { chatId: chat.id, clientMessageId: randomUUID(), content: `${label} ${i}` }, r),
      );
      assert(ack.ok, `send ${i} refused: ${ack.message}`);
    }
    const end = Date.now() + 10_000;
    while (got.length < count && Date.now() < end) await sleep(50);
    const inOrder = got.every((m, i) => m.content === `${label} ${i + 1}` && (i === 0 || m.seq > got[i - 1].seq));
    assert(got.length === count && inOrder, `${got.length} of ${count} arrived${inOrder ? '' : ', out of order'}`);
    return `${got.length}/${count} delivered in order`;
  };
  await check('a chat between two people on different instances delivers 20 of 20 in order (websocket)', () =>
    chatBetween(rosa, rosaSocket, eliana, elianaSocket, 20, 'Mensaje'),
  );
  await check('the same over polling only, both ways', async () => {
    const there = await chatBetween(profesional, pollA, institucion, pollB, 20, 'Ida');
    const back = await chatBetween(institucion, pollB, profesional, pollA, 20, 'Vuelta');
    return `${there} and ${back}`;
  });

  // --- 6. an event handled by the worker reaches a socket --------------------------------------------
  await check('an event handled by the worker process reaches a socket held by an API instance', async () => {
    const pending = await signIn('profesional.pendiente@demo.cl', on(2, ['127.0.0.1', addrB]));
    const admin = await signIn('admin@demo.cl', addrA);
    const socket = await connect(pending, on(2, ['127.0.0.1', addrB]));
    const notified = new Promise((r, reject) => {
      socket.once('notification:created', r);
      setTimeout(() => reject(new Error('no notification:created within 10 s')), 10_000);
    });
    const sentAt = Date.now();
    const res = await request(lb(`/api/admin/users/${pending.user.id}/validate`), {
      method: 'PATCH',
      headers: { ...browserHeaders, cookie: admin.cookie },
      address: addrA,
    });
    assert(res.status === 200, `validate answered ${res.status}: ${res.body}`);
    const notification = await notified;
    assert(notification.type === 'account.validated', `got ${notification.type}`);
    // Only the worker consumes the queue (API processes run no BullMQ worker).
    return `account.validated: admin on api-1 → outbox → BullMQ → worker → redis emitter → socket on api-2 in ${Date.now() - sentAt} ms`;
  });
  return { sockets, dropped, transportOf, addrA, addrB };
}

/** Chromium through the form. */
async function checkBrowser(run) {
  const { publicUrl, lb, browserHeaders, signIn, on, browserInstance, otherInstance, addrA, addrB } = run;
  // --- 7. the browser --------------------------------------------------------------------------------
  await check(
    'Chromium signs in through the form and receives a live message sent through the other instance',
    async () => {
      const hernan = await signIn('mentor.musica@demo.cl', on(otherInstance, ['127.0.0.1', addrA, addrB]));
      const learner = await signIn('aprendiz@demo.cl', on(otherInstance, ['127.0.0.1', addrA, addrB]));
      const chat = json(
        await request(lb('/api/chats'), {
          method: 'POST',
          headers: { ...browserHeaders, cookie: hernan.cookie },
          body: { participantIds: [hernan.user.id, learner.user.id] },
        }),
      );
      const output = await new Promise((resolveRun, reject) => {
        const run = spawn('npx', ['playwright', 'test', '-c', 'e2e/topology.config.ts'], {
          cwd: root,
          env: {
            ...process.env,
            TOPOLOGY_URL: publicUrl,
            TOPOLOGY_SENDER_ADDRESS: on(otherInstance, ['127.0.0.1', addrA, addrB]),
            TOPOLOGY_SENDER_COOKIE: hernan.cookie,
            TOPOLOGY_CHAT_ID: chat.id,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let text = '';
        run.stdout.on('data', (d) => (text += d));
        run.stderr.on('data', (d) => (text += d));
        run.on('exit', (code) =>
          code === 0 ? resolveRun(text) : reject(new Error(`playwright exited ${code}:\n${text}`)),
        );
      });
      const measured = output.match(/measured: [^\n]*/g) ?? [];
      return `browser on api-${browserInstance}, sender on api-${otherInstance}; ${measured.map((m) => m.replace('measured: ', '')).join('; ')}`;
    },
  );
}

/** Compression, caching and the origin check. */
async function checkAssetsAndOrigin(run) {
  const { apiPorts, publicUrl, lb } = run;
  // --- 8. compression, caching, the origin check on an instance directly -----------------------------
  // The landing names its code in a data attribute (JSON, quotes as &quot;): a file name ends at '&' too.
  const index = (await request(lb('/'))).body.toString();
  const asset = index.match(/\/assets\/[\w.-]+\.js/)?.[0];
  await check('through nginx: hashed assets compressed and cached for a year', async () => {
    assert(asset, 'no /assets/*.js in index.html');
    const res = await request(lb(asset), { headers: { 'accept-encoding': 'gzip, br' } });
    assert(res.status === 200, `${asset} answered ${res.status}`);
    assert(
      /gzip|br/.test(res.headers['content-encoding'] ?? ''),
      `content-encoding: ${res.headers['content-encoding']}`,
    );
    assert(
      /max-age=31536000/.test(res.headers['cache-control'] ?? '') &&
        /immutable/.test(res.headers['cache-control'] ?? ''),
      `cache-control: ${res.headers['cache-control']}`,
    );
    return `${asset}: ${res.headers['content-encoding']}, ${res.headers['cache-control']}`;
  });
  await check('through nginx: a missing hashed asset answers 404 (not index.html)', async () => {
    const res = await request(lb('/assets/no-such-file-0000.js'));
    assert(res.status === 404, `answered ${res.status}`);
    assert(!/immutable/.test(res.headers['cache-control'] ?? ''), 'a 404 would be cached for a year');
  });
  await check(
    'on an instance directly: the app compresses and long-caches hashed assets, index.html no-cache',
    async () => {
      const res = await request(`http://127.0.0.1:${apiPorts[0]}${asset}`, {
        headers: { 'accept-encoding': 'gzip, br' },
      });
      assert(
        /gzip|br/.test(res.headers['content-encoding'] ?? ''),
        `content-encoding: ${res.headers['content-encoding']}`,
      );
      assert(
        /max-age=31536000/.test(res.headers['cache-control'] ?? '') &&
          /immutable/.test(res.headers['cache-control'] ?? ''),
        `cache-control: ${res.headers['cache-control']}`,
      );
      const page = await request(`http://127.0.0.1:${apiPorts[0]}/`, { headers: { 'accept-encoding': 'gzip, br' } });
      assert(
        /no-cache/.test(page.headers['cache-control'] ?? ''),
        `index.html cache-control: ${page.headers['cache-control']}`,
      );
      return `${res.headers['content-encoding']}, ${res.headers['cache-control']}; index.html ${page.headers['cache-control']}`;
    },
  );
  await check('on an instance directly: Origin is compared with PUBLIC_URL, not with the Host header', async () => {
    const ok = await request(`http://127.0.0.1:${apiPorts[0]}/api/auth/login`, {
      method: 'POST',
      headers: { origin: publicUrl, 'sec-fetch-site': 'same-origin' },
      body: { email: 'aprendiz@demo.cl', password: DEMO_PASSWORD },
    });
    assert(ok.status === 200, `Origin ${publicUrl} at Host 127.0.0.1:${apiPorts[0]} answered ${ok.status}`);
    const spoofed = await request(`http://127.0.0.1:${apiPorts[0]}/api/auth/login`, {
      method: 'POST',
      headers: { origin: 'http://evil.example', host: 'evil.example', 'sec-fetch-site': 'same-origin' },
      body: { email: 'aprendiz@demo.cl', password: DEMO_PASSWORD },
    });
    assert(spoofed.status === 403, `Origin = Host = evil.example answered ${spoofed.status}`);
    return `Origin ${publicUrl} → 200; Origin and Host both evil.example → 403`;
  });
}

/** Start-up logs, request ids and the OpenAPI reference. */
async function checkOperability(run) {
  const { publicUrl, lb, apps } = run;
  // --- 9. operability ---------------------------------------------------------------------------------
  await check('each API instance’s start-up log ends with the public URL and the demo password', async () => {
    for (const app of apps.slice(0, 2)) {
      const lines = app.output().trim().split('\n');
      const ready = lines.findIndex((l) => l.includes(publicUrl));
      assert(ready >= 0, `${app.name} never printed ${publicUrl}`);
      assert(
        lines.slice(ready).some((l) => l.includes(DEMO_PASSWORD)),
        `${app.name} did not print the demo password after the URL`,
      );
    }
  });
  await check('request logs carry a request id', async () => {
    const lines = apps
      .slice(0, 2)
      .flatMap((a) => a.output().split('\n'))
      .filter((l) => l.includes('"req"'));
    const withId = lines.filter((l) => /"id":"[^"]+"/.test(l));
    assert(withId.length > 0, 'no JSON request log line with an id');
    return `${withId.length} request log lines`;
  });
  await check('OpenAPI is served at /api/docs and /api/docs-json through nginx', async () => {
    const doc = await request(lb('/api/docs-json'));
    assert(doc.status === 200, `/api/docs-json answered ${doc.status}`);
    const paths = Object.keys(json(doc).paths ?? {});
    assert(paths.includes('/api/auth/login'), 'no /api/auth/login in the document');
    const ui = await request(lb('/api/docs'));
    assert(ui.status === 200 && /swagger/i.test(ui.body.toString()), `/api/docs answered ${ui.status}`);
    return `${paths.length} paths`;
  });
}

/** Slow clients. */
async function checkSlowClients(run) {
  const { slowHeaders, slowBody } = run;
  // --- 10. slow clients --------------------------------------------------------------------------------
  await check(
    'through nginx: headers sent a line a second are cut at 15 s (closed, nginx answers nothing)',
    async () => {
      const { text, afterMs } = await slowHeaders;
      assert(afterMs >= 14_500 && afterMs < 17_000, `closed after ${afterMs} ms`);
      assert(text === '', `answered ${JSON.stringify(text.slice(0, 40))}`);
      return `closed after ${(afterMs / 1000).toFixed(1)} s`;
    },
  );
  await check('through nginx: a JSON body sent a byte a second is cut at 30 s by the app, in Spanish', async () => {
    const { text, afterMs } = await slowBody;
    assert(afterMs >= 29_500 && afterMs < 32_000, `closed after ${afterMs} ms`);
    assert(/^HTTP\/1\.1 408 /.test(text), `answered ${JSON.stringify(text.slice(0, 40))}`);
    assert(text.includes('La conexión está muy lenta'), 'the answer is not the Spanish message');
    return `answered 408 after ${(afterMs / 1000).toFixed(1)} s`;
  });
}

/** Everyone stayed connected. */
async function checkStayedConnected(run) {
  const { accessLog, sockets, dropped, transportOf } = run;
  // --- 11. everyone stayed connected ----------------------------------------------------------------
  await check(
    `every socket stayed connected for ${STAY_MS / 1000} s through nginx, and no socket.io request answered 400`,
    async () => {
      const oldest = Math.min(...sockets.map((s) => s.connectedAt));
      const left = STAY_MS - (Date.now() - oldest);
      if (left > 0) await sleep(left);
      assert(dropped.length === 0, `dropped: ${dropped.join('; ')}`);
      assert(
        sockets.every((s) => s.connected),
        'a socket is not connected',
      );
      const refused = accessLog()
        .split('\n')
        .filter((l) => l.includes('/socket.io/') && / 400 upstream=/.test(l));
      assert(
        refused.length === 0,
        `${refused.length} socket.io requests answered 400 ('Session ID unknown'), e.g. ${refused[0]}`,
      );
      const socketRequests = accessLog()
        .split('\n')
        .filter((l) => l.includes('/socket.io/')).length;
      return `${sockets.length} sockets (${sockets.filter((s) => transportOf(s) === 'polling').length} polling only), ${socketRequests} socket.io requests in nginx's log`;
    },
  );
}

async function cleanup() {
  for (const child of children.reverse()) {
    child.flushLog?.();
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await Promise.race([new Promise((r) => child.once('exit', r)), sleep(5000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }
  await dropDatabaseAndKeys({ dbName, prefix: dbName });
}

let failed = false;
try {
  await main();
} catch (e) {
  failed = true;
  console.error(`\nTopology run stopped: ${e.stack ?? e}`);
}
await cleanup();
const count = (s) => results.filter((r) => r.status === s).length;
failed ||= count('failed') > 0;
console.log(`\n${count('ok')} passed, ${count('failed')} failed.`);
if (failed) {
  console.log(`Process logs kept in ${work}`);
  process.exit(1);
}
rmSync(work, { recursive: true, force: true });
process.exit(0);
