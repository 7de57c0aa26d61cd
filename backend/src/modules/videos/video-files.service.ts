import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MediaSlice } from '../../common/http/media-response';
import { pipeline } from 'node:stream/promises';
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { ErrorCode, POSTER_MIME_TYPES, VIDEO_MSG } from '@conectando/contracts';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { AppError } from '../../common/errors/app-error';
import { cleanImage } from '../../infra/media/clean-image';
import { ObjectStorage, StoredObjectMissing } from '../../infra/storage/object-storage';
import { sniffFileType } from '../../infra/uploads/file-type';
import { uploadTempDir } from '../../infra/uploads/multipart-intake';

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

export type { MediaSlice };

/**
 * Video and poster files. Uploads land in STORAGE_DIR/tmp, are typed by their first bytes, and are
 * kept in the object storage under a server-generated name (on disk: a rename).
 */
@Injectable()
export class VideoFilesService implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly objects: ObjectStorage,
  ) {}

  get tempDir(): string {
    return uploadTempDir(this.config);
  }

  async onModuleInit(): Promise<void> {
    await mkdir(this.tempDir, { recursive: true });
  }

  /** Keeps an uploaded video if its bytes are an mp4, webm or quicktime container. */
  async keepVideo(tempPath: string): Promise<StoredMedia> {
    const type = VIDEO_TYPES[(await sniffFileType(tempPath))?.mime ?? ''];
    if (!type) throw new AppError(ErrorCode.FileInvalid, VIDEO_MSG.fileInvalid);
    return this.keep(tempPath, type.mime, type.ext);
  }

  /** Keeps an uploaded poster if its bytes are a JPEG, PNG or WebP image, re-encoded without its metadata. */
  async keepPoster(tempPath: string): Promise<StoredMedia> {
    const detected = await sniffFileType(tempPath);
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

  /** A stored object copied to a local temp file, for tools (ffmpeg) that need a path. */
  async fetchToTemp(storageName: string, tempName: string): Promise<string> {
    const path = this.tempPathOf(tempName);
    // The folder may have been emptied since start-up (by an operator, or between tests).
    await mkdir(this.tempDir, { recursive: true });
    await pipeline(await this.objects.open(storageName), createWriteStream(path, { mode: 0o600 }));
    return path;
  }

  /** Stores a finished local file under the given name, taking it away from the temp folder. */
  async keepAs(storageName: string, path: string, mimeType: string): Promise<void> {
    await this.objects.putFile(storageName, path, { contentType: mimeType, consume: true });
    await rm(path, { force: true });
  }

  newName(ext: string): string {
    return `${randomUUID()}.${ext}`;
  }

  /** Stores a copy of a local file (seed data) under a fresh name. */
  async copyIn(path: string, mimeType: string, ext: string): Promise<StoredMedia> {
    const storageName = this.newName(ext);
    await this.objects.putFile(storageName, path, { contentType: mimeType });
    return { storageName, mimeType, sizeBytes: (await stat(path)).size };
  }

  async remove(...storageNames: (string | null | undefined)[]): Promise<void> {
    await this.objects.remove(...storageNames);
  }

  async removeTemp(paths: string[]): Promise<void> {
    await Promise.all(paths.map((p) => rm(p, { force: true })));
  }

  async sizeOf(storageName: string): Promise<number> {
    const size = await this.objects.size(storageName);
    if (size === null) throw new AppError(ErrorCode.NotFound, VIDEO_MSG.videoNotFound);
    return size;
  }

  /** Streams [start, end] of the file (inclusive) without reading the rest into memory. */
  async slice(storageName: string, start: number, end: number, size: number): Promise<MediaSlice> {
    try {
      return { stream: await this.objects.open(storageName, { start, end }), start, end, size };
    } catch (e) {
      if (e instanceof StoredObjectMissing) throw new AppError(ErrorCode.NotFound, VIDEO_MSG.videoNotFound);
      throw e;
    }
  }

  private async keep(tempPath: string, mimeType: string, ext: string): Promise<StoredMedia> {
    const storageName = this.newName(ext);
    const { size } = await stat(tempPath);
    if (size === 0) throw new AppError(ErrorCode.FileInvalid, VIDEO_MSG.fileInvalid);
    await this.objects.putFile(storageName, tempPath, { contentType: mimeType, consume: true });
    return { storageName, mimeType, sizeBytes: size };
  }
}
