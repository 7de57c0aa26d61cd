import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Request } from 'express';
import type multer from 'multer';

/**
 * multer's disk engine, minus its leak: when the request is cut halfway through a file (the line
 * dropped, the client went silent), the part written so far is removed and its file closed, where
 * multer's own engine forgets both (it knows the path only once the file is complete).
 */
export class TempFileStorage implements multer.StorageEngine {
  // A function, not a path: the folder is created on each upload, as it may have been emptied since.
  constructor(private readonly dir: () => string) {}

  _handleFile(
    _req: Request,
    file: Express.Multer.File,
    cb: (error?: unknown, info?: Partial<Express.Multer.File>) => void,
  ) {
    const destination = this.dir();
    const filename = `${randomUUID()}.upload`;
    const path = join(destination, filename);
    let size = 0;
    void mkdir(destination, { recursive: true })
      .then(() => {
        const out = createWriteStream(path, { mode: 0o600 });
        out.once('finish', () => (size = out.bytesWritten));
        return pipeline(file.stream, out);
      })
      .then(
        () => cb(null, { destination, filename, path, size }),
        (err: unknown) =>
          void rm(path, { force: true }).then(
            () => cb(err),
            () => cb(err),
          ),
      );
  }

  _removeFile(_req: Request, file: Express.Multer.File, cb: (error: Error | null) => void) {
    void rm(file.path, { force: true }).then(
      () => cb(null),
      (err: Error) => cb(err),
    );
  }
}
