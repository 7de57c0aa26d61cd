import type { Readable } from 'node:stream';

/** An inclusive byte range of a stored object, as HTTP Range asks for it. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface PutOptions {
  contentType?: string;
  /** The caller throws the local file away afterwards: the disk driver may move it instead of copying. */
  consume?: boolean;
}

/**
 * Where every uploaded file lives, by a server-generated key: a folder on disk (STORAGE=disk) or an
 * S3-compatible bucket (STORAGE=s3). Callers write the object before the row that names it and
 * remove it when that row is gone (docs/decisions/object-storage.md).
 */
export abstract class ObjectStorage {
  /** Which driver this is, for logs and the migration script. */
  abstract readonly kind: 'disk' | 's3';

  /** Stores the bytes under key, replacing nothing: keys are fresh random names. */
  abstract put(key: string, body: Buffer, options?: PutOptions): Promise<void>;

  /** Stores a local file (streamed, multipart when large) under key; the file itself is left alone. */
  abstract putFile(key: string, path: string, options?: PutOptions): Promise<void>;

  /** The object's bytes, or only the given range of them; rejects with StoredObjectMissing when absent. */
  abstract open(key: string, range?: ByteRange): Promise<Readable>;

  /** The object's size in bytes, or null when there is no such object. */
  abstract size(key: string): Promise<number | null>;

  /** Removes the objects; a key that is already gone is not an error. */
  abstract remove(...keys: (string | null | undefined)[]): Promise<void>;

  /** Every key stored, for the migration script (lazy, in pages). */
  abstract keys(): AsyncIterable<string>;

  /** Rejects when the storage cannot be reached right now (the readiness check): the bucket, the folder. */
  abstract probe(): Promise<void>;
}

/** The row names an object the storage does not have. */
export class StoredObjectMissing extends Error {
  constructor(readonly key: string) {
    super(`stored object ${key} is missing`);
  }
}

/** Keys are server-generated names: a UUID and an extension, never a path. */
export const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
}
