// What bench/chat and bench/soak share: people in two-person chats with real sessions, the product's
// processes as docker-compose runs them, and the CPU of PostgreSQL and Redis.
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import {
  cpuSeconds,
  productEnv,
  reapedChildrenCpuSeconds,
  scratchDir,
  sessionFor,
  sql,
  startPinned,
  waitFor,
} from './harness.mjs';

/** `count` people (an even number) in count/2 two-person chats, each with a signed-in session. */
export async function createClients(dbUrl, count) {
  const users = await sql(
    dbUrl,
    `INSERT INTO users (name, email, password_hash, account_type, region, country, is_validated)
     SELECT 'Persona ' || i, 'bench' || i || '@bench.cl', 'x', 'persona', 'Santiago', 'chile', true FROM generate_series(1, $1) i
     RETURNING id`,
    [count],
  );
  const clients = [];
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  for (let i = 0; i + 1 < users.length; i += 2) {
    const [a, b] = [users[i].id, users[i + 1].id];
    const [{ id: chatId }] = (
      await c.query(`INSERT INTO chats (pair_key) VALUES ($1) RETURNING id`, [[a, b].sort().join(':')])
    ).rows;
    await c.query(`INSERT INTO chat_participants (chat_id, user_id) VALUES ($1, $2), ($1, $3)`, [chatId, a, b]);
    for (const [userId, peerId] of [
      [a, b],
      [b, a],
    ]) {
      // A real server-side session for each client, as a sign-in would leave it.
      const session = sessionFor(userId);
      await c.query(`INSERT INTO "session" (sid, sess, expire) VALUES ($1, $2, $3)`, [
        session.sid,
        session.sess,
        session.expires,
      ]);
      clients.push({ userId, peerId, chatId, cookie: session.cookie });
    }
  }
  await c.end();
  return clients;
}

/**
 * The product's processes: split = an API process (APP_ROLE=api) and a worker (APP_ROLE=worker, at the
 * low priority it gives itself), as docker-compose runs them; single = one process doing everything.
 */
export async function startProduct({
  port,
  dbUrl,
  prefix,
  topology = 'split',
  workerCore = 0,
  nodeArgs = [],
  env = {},
}) {
  const common = {
    ...productEnv({ port, dbUrl, prefix, dataDir: scratchDir('data') }),
    SOCKET_EVENTS_PER_SECOND: '1000',
    ...env,
  };
  const split = topology === 'split';
  const api = startPinned(0, [...nodeArgs, 'backend/dist/main.js'], { ...common, APP_ROLE: split ? 'api' : 'all' });
  await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok);
  if (!split) return [api];
  const worker = startPinned(workerCore, [...nodeArgs, 'backend/dist/main.js'], { ...common, APP_ROLE: 'worker' });
  await new Promise((resolve) => setTimeout(resolve, 8000)); // the worker has no port to poll: give it time to boot
  return [api, worker];
}

/** CPU seconds so far of every postgres and redis-server process: the cost a path puts on the services. */
export function serviceCpu() {
  const cpu = { postgres: 0, 'redis-server': 0 };
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (comm in cpu) cpu[comm] += cpuSeconds(pid) + reapedChildrenCpuSeconds(pid);
    } catch {
      // the process ended meanwhile
    }
  }
  return cpu;
}

export async function stopProcess(child) {
  await new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** Resolves when the load generator says every client is connected; rejects if it exits first. */
export function connectedOrExit(load) {
  return new Promise((resolve, reject) => {
    const exited = (code) => reject(new Error(`load exited ${code} before every client was connected`));
    load.once('exit', exited);
    load.once('message', () => {
      load.off('exit', exited);
      resolve();
    });
  });
}
