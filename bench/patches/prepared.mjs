// What naming the chat's group-commit statement costs or saves at the chat's target rate: 1,000
// messages a second in rounds of 10 every 10 ms (the group commit's shape at that rate) through the
// product's statement, on the pool TypeORM holds as a named prepared statement (the product's
// preparedQuery) or through TypeORM's public `dataSource.query` (parsed and planned on every call).
// CPU is this process's and that of the PostgreSQL backends serving this run's database (other work on
// the server is left out; the host's other load still slows them).
// `node bench/patches/prepared.mjs [--mode named|query] [--seconds 10] [--chats 1000]`
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { adminUrl, arg, benchDatabase, cleanup, cpuSeconds, sleep, sql } from '../lib/harness.mjs';
import { createClients } from '../lib/chat-setup.mjs';

const require = createRequire(new URL('../../backend/package.json', import.meta.url));
require('reflect-metadata');
const { databaseOptions, initializeDataSource } = require('./dist/infra/database/database-options.js');
const { WRITE_MANY_SQL } = require('./dist/modules/chat/message-writer.js');
const { preparedQuery } = require('./dist/infra/patches/typeorm-pool.js');

const MODE = arg('mode', 'named');
const SECONDS = Number(arg('seconds', '10'));
const CHATS = Number(arg('chats', '1000'));
const ROUND = 10;
const EVERY_MS = 10;

const bench = benchDatabase('patches');
await sql(adminUrl, `CREATE DATABASE ${bench.dbName}`);
try {
  const dataSource = await initializeDataSource(databaseOptions(bench.dbUrl));
  const clients = await createClients(bench.dbUrl, CHATS * 2);
  const run = (values) =>
    MODE === 'named'
      ? preparedQuery(dataSource, 'chat-write-messages', WRITE_MANY_SQL, values)
      : dataSource.query(WRITE_MANY_SQL, values);
  // Rounds in flight at once write to disjoint chats (lanes), as they would not deadlock in the product.
  const LANES = 20;
  const lanes = Array.from({ length: LANES }, (_, lane) =>
    clients.filter((_c, i) => Math.floor(i / 2) % LANES === lane),
  );
  const round = (lane) => {
    const own = lanes[lane % LANES];
    const drafts = Array.from({ length: ROUND }, () => own[Math.floor(Math.random() * own.length)]);
    return run([
      drafts.map((c) => c.chatId),
      drafts.map((c) => c.userId),
      drafts.map(() => randomUUID()),
      drafts.map(() => 'Hola, ¿cómo está? Nos vemos el martes.'),
      drafts.map(() => randomUUID()),
      drafts.map(() => null),
    ]);
  };
  // Warm-up: rounds in parallel, so the pool opens its connections and each has seen the statement.
  for (let i = 0; i < 20; i++) await Promise.all(Array.from({ length: LANES }, (_, lane) => round(lane)));
  // The server processes of this database's connections: the pool's, warmed up above.
  const backendsNow = async () =>
    (await sql(adminUrl, 'SELECT pid FROM pg_stat_activity WHERE datname = $1', [bench.dbName])).map((r) => r.pid);
  const pg0 = new Map((await backendsNow()).map((pid) => [pid, cpuSeconds(pid)]));
  const own0 = process.cpuUsage();
  const began = performance.now();
  let rounds = 0;
  const pending = new Set();
  const timer = setInterval(() => {
    const due = Math.floor((performance.now() - began) / EVERY_MS);
    for (; rounds < due; rounds++) {
      const p = round(rounds).finally(() => pending.delete(p));
      pending.add(p);
    }
  }, 1);
  await sleep(SECONDS * 1000);
  clearInterval(timer);
  await Promise.all(pending);
  const own = process.cpuUsage(own0);
  // A connection the pool opened during the run counts from zero.
  const backends = [...new Set([...pg0.keys(), ...(await backendsNow())])];
  const pgSpent = backends.reduce((sum, pid) => sum + cpuSeconds(pid) - (pg0.get(pid) ?? 0), 0);
  const [{ count }] = await sql(bench.dbUrl, 'SELECT count(*)::int AS count FROM messages');
  const pct = (seconds) => +((100 * seconds) / SECONDS).toFixed(1);
  console.log(
    JSON.stringify({
      mode: MODE,
      messagesPerSecond: Math.round((rounds * ROUND) / SECONDS),
      stored: count,
      processCpuPct: pct((own.user + own.system) / 1e6),
      pgCpuPct: pct(pgSpent),
      backends: backends.length,
    }),
  );
  await dataSource.destroy();
} finally {
  await cleanup(bench);
}
