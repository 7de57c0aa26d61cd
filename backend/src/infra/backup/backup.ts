import { execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { assertSafeKey, type ObjectStorage } from '../storage/object-storage';

/** What a backup folder holds, and what a restore checks (docs/decisions/backups.md). */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: {
    file: string;
    bytes: number;
    sha256: string;
    serverVersion: string;
    /** Rows per table ("schema.table"), counted in the snapshot the dump was taken from. */
    tables: Record<string, number>;
  };
  storage: {
    driver: 'disk' | 's3';
    objects: number;
    bytes: number;
    items: { key: string; bytes: number; sha256: string }[];
  };
}

/** A refusal or a failed check: its message is for the operator (Spanish), nothing was changed by it. */
export class BackupError extends Error {}

export const MANIFEST_FILE = 'manifest.json';
export const DUMP_FILE = 'database.dump';
export const OBJECTS_DIR = 'objects';

const run = promisify(execFile);
type Log = (line: string) => void;

const sha256Of = async (path: string): Promise<string> => {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
};

async function connect(url: string): Promise<Client> {
  const client = new Client({ connectionString: url });
  await client.connect();
  return client;
}

/** The tables of the database (any schema but PostgreSQL's own), as "schema.table". */
async function tablesOf(db: Client): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT quote_ident(schemaname) || '.' || quote_ident(tablename) AS name FROM pg_tables
      WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`,
  );
  return rows.map((r) => r.name);
}

async function countRows(db: Client, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`);
    counts[table] = Number(rows[0].n);
  }
  return counts;
}

/** pg_dump and pg_restore must be at least the server's major version (they refuse a newer server). */
async function checkClientTools(db: Client, tool: 'pg_dump' | 'pg_restore'): Promise<string> {
  const { rows } = await db.query<{ v: string; n: string }>(
    `SELECT current_setting('server_version') AS v, current_setting('server_version_num') AS n`,
  );
  const serverMajor = Math.floor(Number(rows[0].n) / 10000);
  let out: string;
  try {
    out = (await run(tool, ['--version'])).stdout;
  } catch {
    throw new BackupError(
      `No se encontró ${tool}. Instala las herramientas cliente de PostgreSQL ${serverMajor} o posterior (Debian: apt-get install postgresql-client).`,
    );
  }
  const toolMajor = Number(/(\d+)(?:\.\d+)?/.exec(out)?.[1] ?? 0);
  if (toolMajor < serverMajor) {
    throw new BackupError(
      `${tool} ${toolMajor} no sirve para un servidor PostgreSQL ${serverMajor}: instala postgresql-client-${serverMajor} (o posterior).`,
    );
  }
  return rows[0].v;
}

function spawnTool(tool: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${tool} terminó con código ${code}: ${stderr.trim()}`)),
    );
  });
}

/**
 * Writes `out`: the database as pg_dump's custom format, every stored object, and the manifest. The
 * rows are counted in the very snapshot pg_dump dumps (an exported snapshot), and objects are copied
 * after it, so every object a dumped row names is there (objects are written before their rows).
 */
export async function backup(options: {
  databaseUrl: string;
  storage: ObjectStorage;
  out: string;
  log?: Log;
}): Promise<BackupManifest> {
  const { databaseUrl, storage, out, log = () => undefined } = options;
  if (existsSync(out) && (await readdir(out)).length > 0) {
    throw new BackupError(`La carpeta ${out} no está vacía: elige una carpeta nueva para cada respaldo.`);
  }
  await mkdir(join(out, OBJECTS_DIR), { recursive: true });
  const db = await connect(databaseUrl);
  let database: BackupManifest['database'];
  try {
    const serverVersion = await checkClientTools(db, 'pg_dump');
    await db.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await db.query<{ id: string }>('SELECT pg_export_snapshot() AS id');
    const tables = await countRows(db, await tablesOf(db));
    const dumpPath = join(out, DUMP_FILE);
    log(`Base de datos: ${Object.keys(tables).length} tablas, volcando con pg_dump…`);
    await spawnTool('pg_dump', [
      '--format=custom',
      `--snapshot=${rows[0].id}`,
      '--file',
      dumpPath,
      '--dbname',
      databaseUrl,
    ]);
    await db.query('COMMIT');
    database = {
      file: DUMP_FILE,
      bytes: (await stat(dumpPath)).size,
      sha256: await sha256Of(dumpPath),
      serverVersion,
      tables,
    };
  } finally {
    await db.end();
  }

  const items: BackupManifest['storage']['items'] = [];
  for await (const key of storage.keys()) {
    const hash = createHash('sha256');
    let bytes = 0;
    const tap = new Transform({
      transform(chunk: Buffer, _enc, done) {
        hash.update(chunk);
        bytes += chunk.length;
        done(null, chunk);
      },
    });
    await pipeline(await storage.open(key), tap, createWriteStream(join(out, OBJECTS_DIR, key), { mode: 0o600 }));
    items.push({ key, bytes, sha256: hash.digest('hex') });
  }
  log(`Archivos: ${items.length} copiados.`);
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database,
    storage: {
      driver: storage.kind,
      objects: items.length,
      bytes: items.reduce((sum, i) => sum + i.bytes, 0),
      items,
    },
  };
  await writeFile(join(out, MANIFEST_FILE), JSON.stringify(manifest, null, 2), { mode: 0o600 });
  return manifest;
}

/** The backup's files are what its manifest says (checked before anything is written). */
async function verifyFolder(from: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(join(from, MANIFEST_FILE), 'utf8')) as BackupManifest;
  } catch (e) {
    throw new BackupError(`No se pudo leer ${join(from, MANIFEST_FILE)}: ${(e as Error).message}`);
  }
  if (manifest.format !== 1) throw new BackupError(`Formato de respaldo desconocido: ${String(manifest.format)}`);
  if ((await sha256Of(join(from, manifest.database.file))) !== manifest.database.sha256) {
    throw new BackupError(
      `El volcado ${manifest.database.file} no coincide con su suma SHA-256: el respaldo está dañado.`,
    );
  }
  for (const item of manifest.storage.items) {
    assertSafeKey(item.key);
    if ((await sha256Of(join(from, OBJECTS_DIR, item.key))) !== item.sha256) {
      throw new BackupError(`El archivo ${item.key} no coincide con su suma SHA-256: el respaldo está dañado.`);
    }
  }
  return manifest;
}

export interface RestoreReport {
  tables: number;
  rows: number;
  objects: number;
}

/**
 * Restores `from` into an empty database and an empty storage, then checks every table's row count
 * and every object's bytes against the manifest. A target that is not empty is refused before
 * anything is written.
 */
export async function restore(options: {
  databaseUrl: string;
  storage: ObjectStorage;
  from: string;
  log?: Log;
}): Promise<RestoreReport> {
  const { databaseUrl, storage, from, log = () => undefined } = options;
  const manifest = await verifyFolder(from);
  const db = await connect(databaseUrl);
  try {
    await checkClientTools(db, 'pg_restore');
    const existing = await tablesOf(db);
    if (existing.length > 0) {
      throw new BackupError(
        `La base de datos de destino no está vacía (${existing.length} tablas). La restauración solo se hace en una base de datos vacía; no se cambió nada.`,
      );
    }
    const first = await storage.keys()[Symbol.asyncIterator]().next();
    if (!first.done) {
      throw new BackupError(
        `El almacenamiento de destino (${storage.kind}) no está vacío (contiene ${first.value}). La restauración solo se hace en un almacenamiento vacío; no se cambió nada.`,
      );
    }
    log(`Restaurando la base de datos (${Object.keys(manifest.database.tables).length} tablas)…`);
    await spawnTool('pg_restore', [
      '--exit-on-error',
      '--single-transaction',
      '--no-owner',
      '--no-privileges',
      '--dbname',
      databaseUrl,
      join(from, manifest.database.file),
    ]);
    for (const item of manifest.storage.items) {
      await storage.putFile(item.key, join(from, OBJECTS_DIR, item.key));
    }
    log(`Archivos: ${manifest.storage.items.length} restaurados. Comprobando…`);

    const counts = await countRows(db, Object.keys(manifest.database.tables));
    const wrong = Object.entries(manifest.database.tables).filter(([table, n]) => counts[table] !== n);
    if (wrong.length > 0) {
      throw new BackupError(
        `La restauración no coincide con el manifiesto: ${wrong.map(([t, n]) => `${t} tiene ${counts[t]} filas, se esperaban ${n}`).join('; ')}`,
      );
    }
    for (const item of manifest.storage.items) {
      const hash = createHash('sha256');
      await pipeline(await storage.open(item.key), hash);
      if (hash.digest('hex') !== item.sha256) {
        throw new BackupError(`El archivo restaurado ${item.key} no coincide con su suma SHA-256.`);
      }
    }
    return {
      tables: Object.keys(counts).length,
      rows: Object.values(counts).reduce((a, b) => a + b, 0),
      objects: manifest.storage.items.length,
    };
  } finally {
    await db.end();
  }
}

/** Rows per table of a database, for comparing two of them. */
export async function rowCounts(databaseUrl: string): Promise<Record<string, number>> {
  const db = await connect(databaseUrl);
  try {
    return await countRows(db, await tablesOf(db));
  } finally {
    await db.end();
  }
}
