// bench/chat/heap: what a connected, idle socket holds. Heap snapshots (live objects only: V8 collects
// before writing one) of the product's API process and of the bare relay, with no client and then with
// N connected sockets; prints the heap each socket added and the kinds of object that grew most.
// Unlike bench/chat's KB/socket (peak RSS over a run, garbage included), this is what stays.
//
//   npm run build && node bench/chat/heap.mjs [--clients 2000] [--top 12]
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { connectedOrExit, createClients, startProduct, stopProcess } from '../lib/chat-setup.mjs';
import {
  adminUrl,
  arg,
  benchDatabase,
  cleanup,
  fmt,
  killChildren,
  printTable,
  scratchDir,
  sleep,
  sql,
  startPinned,
} from '../lib/harness.mjs';

const CLIENTS = Number(arg('clients', 2000));
const TOP = Number(arg('top', 12));
const PORT = 3310;
const run = benchDatabase('heap');
const snapshots = scratchDir('heap');
const nodeArgs = ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${snapshots}`];

/** Asks `pid` for a heap snapshot and waits until it is written; returns its totals by kind of object. */
async function snapshot(pid) {
  const before = new Set(readdirSync(snapshots));
  process.kill(pid, 'SIGUSR2');
  for (;;) {
    await sleep(500);
    const [file] = readdirSync(snapshots).filter((f) => f.endsWith('.heapsnapshot') && !before.has(f));
    if (!file) continue;
    try {
      return kinds(JSON.parse(readFileSync(join(snapshots, file), 'utf8')));
    } catch {
      // still being written
    }
  }
}

/** Bytes and counts by constructor name (objects, closures) or by V8's node type (arrays, strings, code). */
function kinds({ snapshot: { meta }, nodes, strings }) {
  const width = meta.node_fields.length;
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((f) => meta.node_fields.indexOf(f));
  const types = meta.node_types[0];
  const byKind = new Map();
  let total = 0;
  for (let i = 0; i < nodes.length; i += width) {
    const type = types[nodes[i + typeAt]];
    const kind =
      type === 'object' || type === 'native'
        ? strings[nodes[i + nameAt]]
        : type === 'closure'
          ? `closure ${strings[nodes[i + nameAt]]}`.trim()
          : `(${type})`;
    const entry = byKind.get(kind) ?? byKind.set(kind, { bytes: 0, count: 0 }).get(kind);
    entry.bytes += nodes[i + sizeAt];
    entry.count++;
    total += nodes[i + sizeAt];
  }
  return { total, byKind };
}

/** Snapshots `pid` idle, connects the clients (`mode` as in bench/chat/load.mjs), snapshots again. */
async function measure(mode, pid, clients) {
  const idle = await snapshot(pid);
  const configFile = join(scratchDir('load'), 'load.json');
  // One message a second: the sockets stay connected and nearly idle while the snapshot is taken.
  writeFileSync(configFile, JSON.stringify({ url: `http://127.0.0.1:${PORT}`, clients, rate: 1, seconds: 120, mode }));
  const load = startPinned(1, ['bench/chat/load.mjs'], { BENCH_LOAD_FILE: configFile });
  await connectedOrExit(load);
  await sleep(3000);
  const connected = await snapshot(pid);
  load.kill('SIGKILL');
  return { idle, connected };
}

const perSocket = ({ idle, connected }, kind) =>
  kind
    ? ((connected.byKind.get(kind)?.bytes ?? 0) - (idle.byKind.get(kind)?.bytes ?? 0)) / CLIENTS
    : (connected.total - idle.total) / CLIENTS;

try {
  await sql(adminUrl, `CREATE DATABASE ${run.dbName}`);
  const product = await startProduct({ port: PORT, dbUrl: run.dbUrl, prefix: run.prefix, nodeArgs });
  const clients = await createClients(run.dbUrl, CLIENTS);
  const productHeap = await measure('product', product[0].pid, clients);
  for (const p of product) await stopProcess(p);
  const relay = startPinned(0, [...nodeArgs, 'bench/chat/baseline-server.mjs'], {
    PORT: String(PORT),
    DATABASE_URL: run.dbUrl,
  });
  await new Promise((resolve) => relay.stdout.once('data', resolve));
  const baselineHeap = await measure('baseline', relay.pid, clients);
  await stopProcess(relay);

  console.log(`\nbench/chat/heap — live heap added per connected socket, ${CLIENTS} sockets (bytes)\n`);
  const grown = [...productHeap.connected.byKind.keys()]
    .map((kind) => [kind, perSocket(productHeap, kind)])
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP);
  printTable(
    ['kind', 'product', 'baseline'],
    [
      ['all', fmt(perSocket(productHeap), 0), fmt(perSocket(baselineHeap), 0)],
      ...grown.map(([kind, bytes]) => [kind.slice(0, 40), fmt(bytes, 0), fmt(perSocket(baselineHeap, kind), 0)]),
    ],
    { labelsLeft: true },
  );
} finally {
  killChildren();
  await cleanup(run);
}
