import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { ErrorCode } from '@conectando/contracts';
import { AppError } from '../../common/errors/app-error';
import { cleanImageOrRefuse } from '../media/clean-image';
import { sniffFileType } from '../uploads/file-type';
import { ObjectStorage } from './object-storage';

export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

export interface DecodedFile {
  bytes: Buffer;
  mimeType: string;
  extension: string;
}

// A data URL is checked in two parts: its short header by pattern, its payload (megabytes) only by a
// search for a character base64 does not use. One pattern over the whole string overflowed V8's regexp
// stack on a 7 MB upload (a 500 instead of the 413) whenever it ran before being compiled to native code.
const DATA_URL_HEADER = /^data:([\w.+-]+\/[\w.+-]+)?(?:;[\w-]+=[\w.-]+)*;base64$/;
const MAX_HEADER_LENGTH = 200;
const NOT_BASE64 = /[^A-Za-z0-9+/=\s]/;

/**
 * Uploaded documents and photos in the object storage, named by the server, typed by their bytes
 * (docs/decisions/sessions-and-identity.md, docs/decisions/object-storage.md).
 */
@Injectable()
export class StorageService {
  constructor(private readonly objects: ObjectStorage) {}

  /**
   * Decodes a data URL and accepts it only if its real type (from its bytes) is allowed. An image comes
   * back re-encoded without its metadata (infra/media/clean-image); a PDF as it was sent.
   */
  async decodeDataUrl(dataUrl: string, allowed: readonly string[], invalidMessage: string): Promise<DecodedFile> {
    const comma = dataUrl.indexOf(',');
    const payload = dataUrl.slice(comma + 1);
    const wellFormed =
      comma > 0 &&
      comma <= MAX_HEADER_LENGTH &&
      DATA_URL_HEADER.test(dataUrl.slice(0, comma)) &&
      payload.length > 0 &&
      !NOT_BASE64.test(payload);
    if (!wellFormed) throw new AppError(ErrorCode.FileInvalid, invalidMessage);
    const base64 = payload.replace(/\s/g, '');
    // Checked before decoding so an oversized upload costs no memory.
    if (Math.floor((base64.length * 3) / 4) > MAX_DOCUMENT_BYTES + 2) throw new AppError(ErrorCode.FileTooLarge);
    const bytes = Buffer.from(base64, 'base64');
    if (bytes.length === 0) throw new AppError(ErrorCode.FileInvalid, invalidMessage);
    if (bytes.length > MAX_DOCUMENT_BYTES) throw new AppError(ErrorCode.FileTooLarge);
    const detected = await sniffFileType(bytes);
    if (!detected || !allowed.includes(detected.mime)) throw new AppError(ErrorCode.FileInvalid, invalidMessage);
    if (!detected.mime.startsWith('image/')) return { bytes, mimeType: detected.mime, extension: detected.ext };
    const clean = await cleanImageOrRefuse(bytes, invalidMessage);
    return { bytes: clean.data, mimeType: clean.mimeType, extension: clean.extension };
  }

  /** Writes the bytes under a fresh random name, never executable; returns that name. */
  async save(file: DecodedFile): Promise<string> {
    const name = `${randomUUID()}.${file.extension}`;
    await this.objects.put(name, file.bytes, { contentType: file.mimeType });
    return name;
  }

  async remove(...names: string[]): Promise<void> {
    await this.objects.remove(...names);
  }

  /** Rejects with StoredObjectMissing when the storage lost the file. */
  open(name: string): Promise<Readable> {
    return this.objects.open(name);
  }
}
