import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { ErrorCode, POSTER_MIME_TYPES, VIDEO_MSG } from '@conectando/contracts';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { AppError } from '../../common/errors/app-error';
import { cleanImage } from '../../infra/media/clean-image';

/** Container types accepted, by the type file-type reads from the bytes. m4v is an mp4 with another brand. */
const VIDEO_TYPES: Record<string, { mime: string; ext: string }> = {
  'video/mp4': { mime: 'video/mp4', ext: 'mp4' },
  'video/x-m4v': { mime: 'video/mp4', ext: 'mp4' },
  'video/webm': { mime: 'video/webm', ext: 'webm' },
  'video/quicktime': { mime: 'video/quicktime', ext: 'mov' },
};

export interface StoredMedia {
  storageName: string;
  mimeType: string;
  sizeBytes: number;
}

/** A byte range of a stored file, for HTTP Range answers. */
export interface MediaSlice {
  stream: Readable;
  start: number;
  end: number;
  size: number;
}

/**
 * Video and poster files under STORAGE_DIR. Uploads land in STORAGE_DIR/tmp (same disk, so keeping
 * one is a rename), are typed by their first bytes, and get a server-generated name.
 */
@Injectable()
export class VideoFilesService implements OnModuleInit {
  private fileTypeFromFile?: (typeof import('file-type'))['fileTypeFromFile'];

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get tempDir(): string {
    return join(this.config.STORAGE_DIR, 'tmp');
  }

  async onModuleInit(): Promise<void> {
    await mkdir(this.tempDir, { recursive: true });
    ({ fileTypeFromFile: this.fileTypeFromFile } = await import('file-type'));
  }

  /** Keeps an uploaded video if its bytes are an mp4, webm or quicktime container. */
  async keepVideo(tempPath: string): Promise<StoredMedia> {
    const type = VIDEO_TYPES[(await this.fileTypeFromFile!(tempPath))?.mime ?? ''];
    if (!type) throw new AppError(ErrorCode.FileInvalid, VIDEO_MSG.fileInvalid);
    return this.keep(tempPath, type.mime, type.ext);
  }

  /** Keeps an uploaded poster if its bytes are a JPEG, PNG or WebP image, re-encoded without its metadata. */
  async keepPoster(tempPath: string): Promise<StoredMedia> {
    const detected = await this.fileTypeFromFile!(tempPath);
    if (!detected || !(POSTER_MIME_TYPES as readonly string[]).includes(detected.mime)) {
      throw new AppError(ErrorCode.FileInvalid, VIDEO_MSG.posterInvalid);
    }
    const clean = await this.cleanPosterInPlace(tempPath);
    return this.keep(tempPath, clean.mimeType, clean.extension);
  }

  /** Replaces an image file by its clean re-encoding (infra/media/clean-image); 400 if it does not decode. */
  async cleanPosterInPlace(path: string) {
    const clean = await cleanImage(path).catch(() => {
      throw new AppError(ErrorCode.FileInvalid, VIDEO_MSG.posterInvalid);
    });
    await writeFile(path, clean.data, { mode: 0o600 });
    return clean;
  }

  /** A path in the uploads' temp folder (same disk as the kept files: keeping one is a rename). */
  tempPathOf(name: string): string {
    return join(this.tempDir, name);
  }

  /** Seed data: copies nothing itself, the caller writes to pathOf(name). */
  newName(ext: string): string {
    return `${randomUUID()}.${ext}`;
  }

  pathOf(storageName: string): string {
    return join(this.config.STORAGE_DIR, storageName);
  }

  async remove(...storageNames: (string | null | undefined)[]): Promise<void> {
    await Promise.all(storageNames.filter((n): n is string => !!n).map((n) => rm(this.pathOf(n), { force: true })));
  }

  async removeTemp(paths: string[]): Promise<void> {
    await Promise.all(paths.map((p) => rm(p, { force: true })));
  }

  async sizeOf(storageName: string): Promise<number> {
    try {
      return (await stat(this.pathOf(storageName))).size;
    } catch {
      throw new AppError(ErrorCode.NotFound, VIDEO_MSG.videoNotFound);
    }
  }

  /** Streams [start, end] of the file (inclusive) without reading the rest into memory. */
  slice(storageName: string, start: number, end: number, size: number): MediaSlice {
    return { stream: createReadStream(this.pathOf(storageName), { start, end }), start, end, size };
  }

  private async keep(tempPath: string, mimeType: string, ext: string): Promise<StoredMedia> {
    const storageName = this.newName(ext);
    const { size } = await stat(tempPath);
    if (size === 0) throw new AppError(ErrorCode.FileInvalid, VIDEO_MSG.fileInvalid);
    await rename(tempPath, this.pathOf(storageName));
    return { storageName, mimeType, sizeBytes: size };
  }
}
