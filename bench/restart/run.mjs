#!/usr/bin/env node
// A rolling restart behind nginx with N socket.io clients connected: two API processes (APP_ROLE=api)
// and a worker behind Debian's nginx running deploy/nginx.conf (its `server` lines and listen port
// rewritten, as deploy/topology/run.mjs does), each restarted in turn with SIGTERM, then started again
// and waited for before the next. Meanwhile a steady HTTP load (a GET and a POST, each with a session)
// goes through nginx, and the people holding the sockets chat in pairs at a steady rate
// (chat-traffic.mjs). With --kill, the sockets connect while api-1 is the only instance, api-2 starts,
// and api-1 gets SIGKILL with every socket on it, and is started again. Prints a table per step and the messages' fate, and writes them, with
// the host, to bench/results/<date>-restart.md. A benchmark: it asserts nothing about time.
//
//   node bench/restart/run.mjs [--kill] [--clients 5000] [--message-rate 20] [--http-rate 40]
//     [--addresses 200] [--settle 10] [--reconnection-delay 500] [--randomization 0.5]
//     [--reconnection-delay-max 5000] [--transports websocket,polling] [--out file]
//
// The client's transports and reconnection settings default to the web client's (SOCKET_CLIENT_OPTIONS
// in libs/contracts); `--transports polling,websocket` is socket.io's own default, long-polling first.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { cpus, hostname, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { loopbackNginx } from '../../harness/loopback-nginx.mjs';
import { createClients } from '../lib/chat-setup.mjs';
import {
  adminUrl,
  arg,
  benchDatabase,
  cleanup,
  fmt,
  freePorts,
  loopDelay,
  percentile,
  printTable,
  probeOf,
  probeSamples,
  redisUrl,
  scratchDir,
  SESSION_SECRET,
  sleep,
  sql,
  waitFor,
} from '../lib/harness.mjs';
import { chatTraffic } from './chat-traffic.mjs';

const root = new URL('../..', import.meta.url).pathname;
const require = createRequire(join(root, 'backend', 'package.json'));
const { io } = require('socket.io-client');
const { SOCKET_CLIENT_OPTIONS: WEB } = require('@conectando/contracts');

// Two people per chat: an even number.
const CLIENTS = Math.ceil(Number(arg('clients', 5000)) / 2) * 2;
const MESSAGE_RATE = Number(arg('message-rate', 20));
const KILL = process.argv.includes('--kill');
const HTTP_RATE = Number(arg('http-rate', 40));
const ADDRESSES = Number(arg('addresses', 200));
const SETTLE_S = Number(arg('settle', 10));
const CLIENT_OPTIONS = {
  path: WEB.path,
  transports: String(arg('transports', WEB.transports.join(','))).split(','),
  tryAllTransports: WEB.tryAllTransports,
  reconnectionDelay: Number(arg('reconnection-delay', WEB.reconnectionDelay)),
  reconnectionDelayMax: Number(arg('reconnection-delay-max', WEB.reconnectionDelayMax)),
  randomizationFactor: Number(arg('randomization', WEB.randomizationFactor)),
};
const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
const run = benchDatabase('restart');
const work = scratchDir('restart');
const children = [];
// ---------------------------------------------------------------------------------------------------
// The product's processes, as compose runs them.
const [lbPort, ...apiPorts] = await freePorts(3);
const publicUrl = `http://localhost:${lbPort}`;
const probeFile = join(work, 'probe.jsonl');
const probe = probeOf(probeFile);
const shared = {
  NODE_ENV: 'production',
  DATABASE_URL: run.dbUrl,
  REDIS_URL: redisUrl,
  REDIS_PREFIX: run.prefix,
  SESSION_SECRET,
  DATA_DIR: join(work, 'data'),
  STORAGE_DIR: join(work, 'uploads'),
  PUBLIC_URL: publicUrl,
  TRUST_PROXY: '1',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
  // One user per socket: each has its own; the per-address limits are the bench's 200 addresses.
  AUTH_LIMIT_PER_IP: '1000000',
  ...probe.env,
};
const roles = {
  'api-1': { APP_ROLE: 'api', PORT: String(apiPorts[0]) },
  'api-2': { APP_ROLE: 'api', PORT: String(apiPorts[1]) },
  // The worker says it is up only at the 'log' level.
  worker: { APP_ROLE: 'worker', LOG_LEVEL: 'log' },
};
const processes = {};
function start(name) {
  const child = spawn(process.execPath, [...probe.args, 'backend/dist/main.js'], {
    cwd: root,
    env: { ...process.env, ...shared, ...roles[name] },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  child.output = () => out;
  child.role = name;
  children.push(child);
  processes[name] = child;
  return child;
}
const healthy = (port) =>
  fetch(`http://127.0.0.1:${port}/api/health`).then(
    (r) => r.ok,
    () => false,
  );
async function up(name) {
  const child = start(name);
  if (name === 'worker') {
    await waitFor(async () => /Proceso worker iniciado/.test(child.output()), 90_000);
  } else {
    await waitFor(() => healthy(roles[name].PORT), 90_000);
  }
  return child;
}

// nginx as deployed: deploy/nginx-main.conf and deploy/nginx.conf.
function startNginx() {
  const nginx = loopbackNginx({
    nginx: NGINX,
    work,
    upstreams: apiPorts,
    port: lbPort,
    errorLevel: 'error',
    logFormat: '$msec $status $request_method $uri upstream=$upstream_addr $upstream_status',
  });
  const child = spawn(NGINX, nginx.args, { stdio: 'ignore' });
  child.graceful = true;
  children.push(child);
  return { child, ...nginx };
}

// ---------------------------------------------------------------------------------------------------
// The clients: one user and session each (in two-person chats), from ADDRESSES loopback addresses
// (nginx hashes on them).
const agents = Array.from(
  { length: ADDRESSES },
  (_, i) => new http.Agent({ keepAlive: true, localAddress: `127.0.0.${i + 2}`, family: 4 }),
);
const connectTimes = []; // every successful connect (first or reconnect), ms since the epoch
const reconnects = []; // { at: disconnect time, after: ms until connected again }
const connectErrors = new Map(); // message → count
function openSocket(client, i) {
  const socket = io(publicUrl, {
    ...CLIENT_OPTIONS,
    forceNew: true,
    agent: agents[i % ADDRESSES],
    extraHeaders: { cookie: client.cookie, origin: publicUrl },
  });
  socket.on('connect', () => {
    const now = Date.now();
    connectTimes.push(now);
    if (socket.droppedAt) reconnects.push({ at: socket.droppedAt, after: now - socket.droppedAt });
    socket.droppedAt = undefined;
  });
  socket.on('disconnect', () => (socket.droppedAt = Date.now()));
  socket.on('connect_error', (e) => {
    const key = `${e.message}${e.description?.message ? `: ${e.description.message}` : ''}${e.context?.status ? ` (${e.context.status})` : ''}`;
    connectErrors.set(key, (connectErrors.get(key) ?? 0) + 1);
  });
  return socket;
}

// A steady HTTP load through nginx: what people do while the restart happens. A GET (retried by nginx
// on another instance) and a POST (never retried by nginx), each answered by the app.
const httpResults = []; // { at, method, status } (status 0: the connection failed)
let requests = 0;
/** One request through nginx with a client's session: { status, body } (status 0: no answer). */
const request = (method, path, client, body) =>
  new Promise((resolve) => {
    const req = http.request(
      `${publicUrl}${path}`,
      {
        method,
        agent: agents[requests++ % ADDRESSES],
        headers: {
          cookie: client.cookie,
          origin: publicUrl,
          'sec-fetch-site': 'same-origin',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode, text }));
      },
    );
    req.on('error', () => resolve({ status: 0, text: '' }));
    req.setTimeout(20_000, () => req.destroy());
    req.end(body);
  });
function httpLoad(clients) {
  let n = 0;
  const one = (method, path, body) =>
    request(method, path, clients[n++ % clients.length], body).then(({ status }) =>
      httpResults.push({ at: Date.now(), method, status }),
    );
  const timer = setInterval(() => {
    void one('GET', '/api/auth/me');
    // A write the app refuses (400, no endpoint given): it changes nothing, and nginx never replays a POST.
    void one('POST', '/api/push/subscriptions', JSON.stringify({}));
  }, 2000 / HTTP_RATE);
  return () => clearInterval(timer);
}

// Each API instance's own /api/health, straight to its port every 200 ms: how long a request waits on
// an instance while it admits a storm of reconnections (the app publishes no event-loop figure).
const healthTimes = []; // { at, name, ms }
function healthLoad() {
  const timer = setInterval(() => {
    for (const name of ['api-1', 'api-2']) {
      if (processes[name]?.exitCode !== null) continue;
      const at = Date.now();
      void fetch(`http://127.0.0.1:${roles[name].PORT}/api/health`, { signal: AbortSignal.timeout(20_000) })
        .then((r) => r.arrayBuffer())
        .then(
          () => healthTimes.push({ at, name, ms: Date.now() - at }),
          () => undefined,
        );
    }
  }, 200);
  return () => clearInterval(timer);
}

// ---------------------------------------------------------------------------------------------------
async function main() {
  await sql(adminUrl, `CREATE DATABASE ${run.dbName}`);
  const host = `${hostname()}: ${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const loadBefore = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(`Host ${host}; load average ${loadBefore}`);
  await up('api-1');
  // --kill: every socket connects while api-1 is the only instance, so the one killed holds them all.
  await Promise.all([KILL ? undefined : up('api-2'), up('worker')]);
  const nginx = startNginx();
  await waitFor(async () => (await fetch(`${publicUrl}/api/health`)).ok);

  const clients = await createClients(run.dbUrl, CLIENTS);
  console.log(`${CLIENTS} people in ${CLIENTS / 2} chats; connecting ${CLIENTS} sockets from ${ADDRESSES} addresses…`);
  const connectStarted = Date.now();
  const sockets = [];
  for (let i = 0; i < CLIENTS; i++) {
    sockets.push(openSocket(clients[i], i));
    if (i % 100 === 99) await sleep(50); // a ramp, not a storm: the storm is what the restart makes
  }
  const connected = () => sockets.filter((s) => s.connected).length;
  await waitFor(async () => connected() === CLIENTS, 300_000).catch(() => undefined);
  const upAfter = Date.now() - connectStarted;
  console.log(`${connected()} of ${CLIENTS} connected in ${fmt(upAfter / 1000)} s`);
  if (connected() < CLIENTS) throw new Error(`only ${connected()} of ${CLIENTS} sockets connected: lower --clients`);
  if (KILL) await up('api-2');
  await sleep(SETTLE_S * 1000);

  const traffic = chatTraffic({
    clients,
    sockets,
    rate: MESSAGE_RATE,
    get: async (path, client) => {
      const { status, text } = await request('GET', path, client);
      return { status, body: status === 200 ? JSON.parse(text) : undefined };
    },
  });
  const stopHttp = httpLoad(clients);
  const stopHealth = healthLoad();
  await sleep(3000);
  const steps = [];
  for (const name of KILL ? ['api-1'] : ['api-1', 'api-2', 'worker']) {
    const child = processes[name];
    const beforeConnects = connectTimes.length;
    const signalled = Date.now();
    const exited = new Promise((r) => child.once('exit', (code) => r({ code, ms: Date.now() - signalled })));
    child.kill(KILL ? 'SIGKILL' : 'SIGTERM');
    const exit = await exited;
    // Everyone back (on the other instance) before the process returns.
    await waitFor(async () => connected() === CLIENTS, 120_000).catch(() => undefined);
    const allBackMs = Date.now() - signalled;
    const stepReconnects = reconnects.filter((r) => r.at >= signalled);
    await up(name);
    const restartedMs = Date.now() - signalled;
    await sleep(SETTLE_S * 1000);
    const end = Date.now();
    const window = httpResults.filter((r) => r.at >= signalled && r.at < end);
    // Peak connection rate: connects per 100 ms, as per second.
    const buckets = new Map();
    for (const t of connectTimes.slice(beforeConnects)) {
      const b = Math.floor((t - signalled) / 100);
      buckets.set(b, (buckets.get(b) ?? 0) + 1);
    }
    const peakPerSecond = Math.max(0, ...buckets.values()) * 10;
    const survivor = name === 'api-1' ? 'api-2' : 'api-1';
    // The survivor's event-loop delay (bench/lib/loop-probe.cjs) and health latency while the sockets
    // come back: from the signal until every socket is connected again (or the process has exited).
    const stormEnd = signalled + (stepReconnects.length ? allBackMs : exit.ms) + 1000;
    const loop = loopDelay(probeSamples(probeFile, processes[survivor].pid, signalled, stormEnd));
    const health = healthTimes.filter((h) => h.name === survivor && h.at >= signalled && h.at < stormEnd);
    steps.push({
      name,
      exitCode: exit.code ?? 'SIGKILL',
      exitMs: exit.ms,
      moved: stepReconnects.length,
      allBackMs: stepReconnects.length ? allBackMs : 0,
      p50: percentile(
        stepReconnects.map((r) => r.after),
        50,
      ),
      p99: percentile(
        stepReconnects.map((r) => r.after),
        99,
      ),
      peakPerSecond,
      loopP99: loop.p99,
      loopMax: loop.max,
      healthP99: percentile(
        health.map((h) => h.ms),
        99,
      ),
      requests: window.length,
      failed: window.filter((r) => r.status === 0 || r.status >= 500).length,
      failedDetail: [
        ...new Set(window.filter((r) => r.status === 0 || r.status >= 500).map((r) => `${r.method} ${r.status}`)),
      ].join(', '),
      restartedMs,
      signalledAt: signalled,
    });
  }
  stopHttp();
  console.log('Settling: every message acknowledged and delivered, up to 60 s…');
  const chat = await traffic.settle(60_000);
  const [{ stored }] = await sql(run.dbUrl, `SELECT count(*)::int AS stored FROM messages`);
  stopHealth();
  await sleep(500);
  const accessLog = nginx.accessLog().split('\n');
  const nginx5xx = accessLog.filter((l) => / 5\d\d (GET|POST)/.test(l)).length;
  const nginxRetried = accessLog.filter((l) => /upstream=[^ ]+, /.test(l)).length;
  // Each 5xx by the upstreams nginx tried (or its group's name when it found none alive), and when.
  const upstreamName = (addr) =>
    addr.replace(/127\.0\.0\.1:(\d+)/g, (_m, port) => `api-${apiPorts.indexOf(Number(port)) + 1}`);
  const failures = new Map();
  for (const line of accessLog) {
    const m = /^(\d+\.\d+) (5\d\d) (\S+) (\S+) upstream=(.*)$/.exec(line);
    if (!m) continue;
    const kind = `${m[2]} ${m[3]} ${m[4].startsWith('/socket.io') ? 'socket.io' : m[4]} via ${upstreamName(m[5])}`;
    const entry = failures.get(kind) ?? { count: 0, times: [] };
    entry.count++;
    entry.times.push(Number(m[1]) * 1000);
    failures.set(kind, entry);
  }
  sockets.forEach((s) => s.close());
  // Why nginx failed requests, by kind (its error log without times, addresses and request lines).
  const reasons = new Map();
  for (const line of nginx.errorLog().split('\n').filter(Boolean)) {
    const reason = line
      .replace(/^.*?\*\d+ /, '')
      .replace(/, client:.*$/, '')
      .replace(/\d+\.\d+\.\d+\.\d+:\d+/g, '<addr>');
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  }

  const header = [
    'process',
    KILL ? 'signal' : 'exit code',
    'exit ms',
    'sockets moved',
    'all back s',
    'reconnect p50 ms',
    'p99 ms',
    'peak connects/s',
    'survivor loop p99 / max ms',
    'survivor health p99 ms',
    'HTTP requests',
    '5xx / failed',
    'back up s',
  ];
  const rows = steps.map((s) => [
    s.name,
    s.exitCode,
    s.exitMs,
    s.moved,
    fmt(s.allBackMs / 1000),
    fmt(s.p50, 0),
    fmt(s.p99, 0),
    s.peakPerSecond,
    `${fmt(s.loopP99, 0)} / ${fmt(s.loopMax, 0)}`,
    fmt(s.healthP99, 0),
    s.requests,
    s.failed ? `${s.failed} (${s.failedDetail})` : 0,
    fmt(s.restartedMs / 1000),
  ]);
  const lines = [];
  const write = (l = '') => {
    lines.push(l);
    console.log(l);
  };
  const what = KILL ? 'SIGKILL of one API instance' : 'rolling restart';
  write(`### ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC — ${what}, ${CLIENTS} sockets chatting`);
  write();
  write(
    `Host: ${host}; load average ${loadBefore} before, ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} after. Commit ${gitHead()}.`,
  );
  write(
    `Clients: ${CLIENTS} socket.io clients (${CLIENT_OPTIONS.transports.join(' then ')}) in ${CLIENTS / 2} two-person chats from ${ADDRESSES} loopback addresses, connected in ${fmt(upAfter / 1000)} s; ` +
      `reconnection: delay ${CLIENT_OPTIONS.reconnectionDelay} ms, max ${CLIENT_OPTIONS.reconnectionDelayMax} ms, randomization ${CLIENT_OPTIONS.randomizationFactor}. ` +
      `Chat: ${MESSAGE_RATE} messages/s through \`chat:send\`. ` +
      `HTTP: ${HTTP_RATE} requests/s through nginx (GET /api/auth/me, and a POST /api/push/subscriptions the app refuses with 400, half each).`,
  );
  write();
  printTable(header, rows, { labelsLeft: true, write });
  write();
  printTable(
    [
      'messages sent',
      'acknowledged',
      'delivered',
      'of which live',
      'lost',
      'doubled',
      'never acknowledged',
      'rows stored',
      'sent again',
      'ack timeouts',
      'refused',
      'catch-up failures',
    ],
    [
      [
        chat.sent,
        chat.acked,
        chat.delivered,
        chat.deliveredLive,
        chat.lost,
        chat.doubled,
        chat.neverAcked,
        stored,
        chat.resent,
        chat.ackTimeouts,
        chat.refused,
        chat.catchUpFailures,
      ],
    ],
    { write },
  );
  write();
  write(
    `nginx: ${nginx5xx} answers 5xx in its log, ${nginxRetried} requests passed to a second upstream; ` +
      `${[...connectErrors.values()].reduce((a, b) => a + b, 0)} socket connect errors (client side) over the run.`,
  );
  for (const [reason, count] of [...connectErrors].sort((a, b) => b[1] - a[1]).slice(0, 6))
    write(`- socket connect error: ${count} × ${reason}`);
  for (const [reason, count] of [...reasons].sort((a, b) => b[1] - a[1]).slice(0, 6))
    write(`- nginx error log: ${count} × ${reason}`);
  const signalledAt = steps[0]?.signalledAt;
  const offset = (t) => (signalledAt ? `${fmt((t - signalledAt) / 1000)} s` : new Date(t).toISOString().slice(11, 23));
  for (const [kind, { count, times }] of [...failures].sort((a, b) => b[1].count - a[1].count).slice(0, 8))
    write(
      `- nginx 5xx: ${count} × ${kind}, from ${offset(Math.min(...times))} to ${offset(Math.max(...times))} after the first signal`,
    );
  const out = arg('out', join(root, 'bench', 'results', `${new Date().toISOString().slice(0, 10)}-restart.md`));
  const previous = existsSync(out) ? readFileSync(out, 'utf8') : '# Rolling restart behind nginx (bench/restart)\n\n';
  writeFileSync(out, `${previous}${lines.join('\n')}\n\n`);
  console.log(`\nWritten to ${out}`);
}

function gitHead() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return '?';
  }
}

let code = 0;
try {
  await main();
} catch (e) {
  code = 1;
  console.error(e);
  for (const c of Object.values(processes)) console.error(`--- ${c.role}\n${c.output().slice(-2000)}`);
}
// nginx's master stops its workers on SIGTERM; killed outright, it would leave them running.
for (const c of children) if (c.exitCode === null) c.kill(c.graceful ? 'SIGTERM' : 'SIGKILL');
await sleep(500);
await cleanup(run);
process.exit(code);
