import { constants, createReadStream } from 'node:fs';
import { access, copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { assertSafeKey, ByteRange, ObjectStorage, PutOptions, StoredObjectMissing } from './object-storage';

/** Files under one folder (STORAGE_DIR), owner-readable only; the folder's tmp/ is not part of it. */
export class DiskStorage extends ObjectStorage {
  readonly kind = 'disk' as const;

  constructor(readonly dir: string) {
    super();
  }

  async init(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
  }

  async probe(): Promise<void> {
    await access(this.dir, constants.W_OK);
  }

  async put(key: string, body: Buffer): Promise<void> {
    await writeFile(this.pathOf(key), body, { mode: 0o600, flag: 'wx' });
  }

  async putFile(key: string, path: string, options: PutOptions = {}): Promise<void> {
    const target = this.pathOf(key);
    if (options.consume) {
      // Uploads in progress live on the same disk (STORAGE_DIR/tmp): keeping one is a rename.
      try {
        await rename(path, target);
        return;
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EXDEV') throw e;
      }
    }
    // COPYFILE_EXCL: a key is never overwritten.
    await copyFile(path, target, constants.COPYFILE_EXCL);
  }

  async open(key: string, range?: ByteRange): Promise<Readable> {
    const path = this.pathOf(key);
    // Opened before it is returned, so a missing file is a rejection here and not a stream error later.
    const stream = createReadStream(path, range ? { start: range.start, end: range.end } : {});
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', (e: NodeJS.ErrnoException) =>
        reject(e.code === 'ENOENT' ? new StoredObjectMissing(key) : e),
      );
    });
    return stream;
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await stat(this.pathOf(key))).size;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw e;
    }
  }

  async remove(...keys: (string | null | undefined)[]): Promise<void> {
    await Promise.all(keys.filter((k): k is string => !!k).map((k) => rm(this.pathOf(k), { force: true })));
  }

  async *keys(): AsyncIterable<string> {
    for (const entry of await readdir(this.dir, { withFileTypes: true })) {
      if (entry.isFile()) yield entry.name;
    }
  }

  pathOf(key: string): string {
    assertSafeKey(key);
    return join(this.dir, key);
  }
}
