import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import * as ts from 'typescript';
import type { DataSource } from 'typeorm';
import type { RegisteredHandler } from '../../src/infra/events/event-dispatcher.service';

/** The backend's source folder and the repository's root, from this file. */
export const BACKEND_SRC = resolve(__dirname, '../../src');
export const REPO_ROOT = resolve(__dirname, '../../..');
export const ARCHITECTURE_DOC = join(REPO_ROOT, 'docs/architecture.md');

type Class = RegisteredHandler['owner'];

/** Every source file under `dir` (tests and migrations left out: they are no module's code). */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => join(dir, f))
    .filter((f) => /\.ts$/.test(f) && !/\.(spec|d)\.ts$/.test(f) && !f.includes(`${sep}migrations${sep}`))
    .filter((f) => statSync(f).isFile())
    .sort();
}

/** `modules/chat/x.ts` → `chat`, `infra/events/x.ts` → `infra/events`; null for other folders. */
export function roomOf(file: string): string | null {
  const [top, folder] = relative(BACKEND_SRC, file).split(sep);
  if (top === 'modules' && folder && !folder.endsWith('.ts')) return folder;
  if (top === 'infra' && folder && !folder.endsWith('.ts')) return `infra/${folder}`;
  return null;
}

/** The module folders, whatever their number: a new module gets its row without anyone listing it. */
export function moduleNames(): string[] {
  const dir = join(BACKEND_SRC, 'modules');
  return readdirSync(dir)
    .filter((d) => statSync(join(dir, d)).isDirectory())
    .sort();
}

/** Which modules each module imports (any import, type-only ones too), read by TypeScript's own pre-parser. */
export function moduleImports(): Map<string, string[]> {
  const graph = new Map<string, Set<string>>(moduleNames().map((m) => [m, new Set<string>()]));
  for (const file of sourceFiles(join(BACKEND_SRC, 'modules'))) {
    const from = roomOf(file)!;
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const to = roomOf(resolve(dirname(file), fileName) + '.ts');
      if (to && to !== from && !to.startsWith('infra/')) graph.get(from)!.add(to);
    }
  }
  return new Map([...graph].map(([m, targets]) => [m, [...targets].sort()]));
}

/** The folder whose file declares `cls`, found by the class itself (what the file exports), not by its name alone. */
export function roomOfClass(cls: Class, files: string[]): string {
  const declares = new RegExp(`\\bclass ${cls.name}\\b`);
  for (const file of files) {
    if (!declares.test(readFileSync(file, 'utf8'))) continue;
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the very module the app loaded
    const exported = Object.values(require(file) as Record<string, unknown>);
    if (exported.includes(cls)) return roomOf(file) ?? relative(BACKEND_SRC, dirname(file));
  }
  throw new Error(`No source file under backend/src exports ${cls.name}`);
}

/**
 * Each table's owner: the folder of its entity; a table with no entity belongs to the folders whose
 * code writes it (INSERT, UPDATE or DELETE in SQL), and to none when only the database does (a trigger).
 */
export async function tableOwners(db: DataSource, files: string[]): Promise<Map<string, string[]>> {
  const owners = new Map<string, string[]>();
  const own = (room: string, table: string) => owners.set(room, [...(owners.get(room) ?? []), table]);
  const withEntity = new Set<string>();
  for (const meta of db.entityMetadatas) {
    if (typeof meta.target !== 'function') continue;
    withEntity.add(meta.tableName);
    own(roomOfClass(meta.target as Class, files), meta.tableName);
  }
  const tables = await db.query<{ tablename: string }[]>(
    `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND tablename <> 'migrations'`,
  );
  const sources = files.map((f) => ({ room: roomOf(f), text: readFileSync(f, 'utf8') }));
  for (const { tablename } of tables) {
    if (withEntity.has(tablename)) continue;
    const writes = new RegExp(`(INSERT\\s+INTO|UPDATE|DELETE\\s+FROM)\\s+"?${tablename}\\b`);
    const writers = new Set(sources.filter((s) => s.room && writes.test(s.text)).map((s) => s.room!));
    if (writers.size === 0) own('(no code here: a trigger)', tablename);
    for (const room of writers) own(room, tablename);
  }
  return new Map([...owners].map(([room, list]) => [room, [...new Set(list)].sort()]));
}

/** The events each folder's handlers react to, from the dispatcher's registry. */
export function listenersByRoom(registry: RegisteredHandler[], files: string[]): Map<string, string[]> {
  const rooms = new Map<Class, string>();
  const events = new Map<string, Set<string>>();
  for (const { owner, event } of registry) {
    if (!rooms.has(owner)) rooms.set(owner, roomOfClass(owner, files));
    const room = rooms.get(owner)!;
    events.set(room, (events.get(room) ?? new Set()).add(event));
  }
  return new Map([...events].map(([room, names]) => [room, [...names].sort()]));
}

const cell = (names: string[] | undefined) => (names?.length ? names.map((n) => `\`${n}\``).join(', ') : '—');

/** The owners table: every module, then every other folder that owns a table or reacts to an event. */
export function renderOwners(tables: Map<string, string[]>, listeners: Map<string, string[]>): string {
  const modules = moduleNames();
  const others = [...new Set([...tables.keys(), ...listeners.keys()])].filter((r) => !modules.includes(r)).sort();
  const rows = [...modules, ...others].map((room) => {
    const name = room.startsWith('(') ? room : `\`${room}\``;
    return `| ${name} | ${cell(tables.get(room))} | ${cell(listeners.get(room))} |`;
  });
  return ['| module | tables | reacts to |', '| --- | --- | --- |', ...rows].join('\n');
}

export function renderImports(graph: Map<string, string[]>): string {
  const width = Math.max(...[...graph.keys()].map((m) => m.length));
  const lines = [...graph].filter(([, to]) => to.length > 0).map(([m, to]) => `${m.padEnd(width)} -> ${to.join(', ')}`);
  return ['```', ...lines, '```'].join('\n');
}

const begin = (name: string) => `<!-- generated: ${name} (npm run docs:architecture) -->`;
const end = (name: string) => `<!-- end generated: ${name} -->`;

/** The document with each named section's text between its markers replaced. */
export function withSections(doc: string, sections: Record<string, string>): string {
  let out = doc;
  for (const [name, body] of Object.entries(sections)) {
    const from = out.indexOf(begin(name));
    const to = out.indexOf(end(name));
    if (from < 0 || to < from) throw new Error(`docs/architecture.md has no markers for the ${name} section`);
    out = `${out.slice(0, from)}${begin(name)}\n\n${body}\n\n${out.slice(to)}`;
  }
  return out;
}

/** Lines that differ between two texts, as a unified-looking list ('-' what the doc says, '+' the code). */
export function lineDiff(said: string, found: string): string[] {
  const a = said.split('\n');
  const b = found.split('\n');
  // Longest common subsequence: the doc is a few hundred lines, a table is cheap.
  const lcs = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) [i, j] = [i + 1, j + 1];
    else if (i < a.length && (j === b.length || lcs[i + 1][j] >= lcs[i][j + 1])) out.push(`- ${a[i++]}`);
    else out.push(`+ ${b[j++]}`);
  }
  return out;
}

/** Backticked paths in a note that name no file or folder of the repository. */
export function missingPaths(note: string): string[] {
  const paths = [...note.matchAll(/`([\w./-]+\/[\w.-]+)`/g)].map((m) => m[1]);
  const roots = [REPO_ROOT, BACKEND_SRC, join(REPO_ROOT, 'frontend/src')];
  return [...new Set(paths)].filter((p) => !roots.some((root) => existsSync(join(root, p))));
}
