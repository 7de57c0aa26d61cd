import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { EventDispatcher } from '../../src/infra/events/event-dispatcher.service';
import { createTestApp, TestApp } from '../support/test-app';
import {
  ARCHITECTURE_DOC,
  BACKEND_SRC,
  lineDiff,
  listenersByRoom,
  missingPaths,
  moduleImports,
  renderImports,
  renderOwners,
  REPO_ROOT,
  sourceFiles,
  tableOwners,
  withSections,
} from './house-map';
import type { RegisteredHandler } from '../../src/infra/events/event-dispatcher.service';

/** The doc as it should read: its generated sections made again from the code, formatted as the repo formats. */
// Prettier's own command (its API loads plugins through import(), which Jest's CommonJS cannot run).
function regeneratedDoc(doc: string, sections: Record<string, string>): string {
  const prettier = require.resolve('prettier/bin/prettier.cjs');
  return execFileSync(process.execPath, [prettier, '--stdin-filepath', ARCHITECTURE_DOC], {
    input: withSections(doc, sections),
    encoding: 'utf8',
  });
}

// docs/architecture.md's tables of owners and listeners and its import graph are made from the running
// app (the dispatcher's registry, TypeORM's entities, the database's tables) and the imports; with
// ARCHITECTURE_WRITE=1 (npm run docs:architecture) this writes them instead of comparing.
describe('docs/architecture.md', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('should say who owns which table, who reacts to which event and who imports whom, as the code does', async () => {
    const files = sourceFiles(BACKEND_SRC);
    const registry: RegisteredHandler[] = t.app.get(EventDispatcher).registry();
    const sections = {
      owners: renderOwners(await tableOwners(t.db, files), listenersByRoom(registry, files)),
      imports: renderImports(moduleImports()),
    };
    const doc = readFileSync(ARCHITECTURE_DOC, 'utf8');
    const expected = regeneratedDoc(doc, sections);
    if (process.env.ARCHITECTURE_WRITE === '1') writeFileSync(ARCHITECTURE_DOC, expected);
    else if (expected !== doc)
      throw new Error(
        `docs/architecture.md differs from the code (run npm run docs:architecture):\n${lineDiff(doc, expected).join('\n')}`,
      );
  });

  it('should let the library patch notes name only files that exist', () => {
    const note = readFileSync(join(REPO_ROOT, 'docs/decisions/library-patches.md'), 'utf8');
    expect(missingPaths(note)).toEqual([]);
  });
});
