import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { ErrorCode, TUS_UPLOAD_EXPIRY_MS, TUS_UPLOADS_PATH, VIDEO_MIME_TYPES, VIDEO_MSG } from '@conectando/contracts';
import type { FileStore } from '@tus/file-store';
import type { Locker, Server } from '@tus/server';
import type { Request, Response } from 'express';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { AppError } from '../../../common/errors/app-error';
import { RedisConnections } from '../../../infra/redis/redis.module';
import { UploadQuota } from '../upload-quota.service';
import { RedisLocker } from './redis-locker';

/** The Upload-Metadata header is bounded before it is parsed; only these keys are accepted. */
const MAX_METADATA_CHARS = 1024;
const METADATA_KEYS = new Set(['filename', 'filetype']);
const MAX_FILENAME_CHARS = 255;
// What browsers call the containers the server accepts (the bytes are checked again when kept).
const ACCEPTED_TYPES = new Set<string>([...VIDEO_MIME_TYPES, 'video/x-m4v', '']);
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** What this app reads of the request tus passes to its hooks (srvx's NodeRequest). */
type TusRequest = { runtime?: { node?: { req?: unknown } } };

/** The express request a tus request wraps, carrying the id this app chose for a new upload. */
type WithUploadId = Request & { resumableUploadId?: string };

/**
 * Resumable video uploads with tus 1.0 at /api/uploads: the bytes go to a folder every instance shares
 * (DATA_DIR/resumable-uploads) through @tus/file-store, and locks go through Redis when it is set. Each
 * upload has a row in video_uploads naming its owner and its declared size, which counts in the quota
 * until the upload becomes a video (take), is cancelled, or expires after 24 hours (sweep).
 */
@Injectable()
export class ResumableUploadsService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ResumableUploadsService.name);
  private tus?: Server;
  private store?: FileStore;
  private locker?: Locker;
  private timer?: NodeJS.Timeout;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly quota: UploadQuota,
    private readonly redis: RedisConnections,
  ) {}

  get directory(): string {
    return join(this.config.DATA_DIR, 'resumable-uploads');
  }

  async onModuleInit(): Promise<void> {
    const [{ Server, MemoryLocker }, { FileStore }] = await Promise.all([
      import('@tus/server'),
      import('@tus/file-store'),
    ]);
    this.store = new FileStore({ directory: this.directory, expirationPeriodInMilliseconds: TUS_UPLOAD_EXPIRY_MS });
    this.locker = this.redis.enabled
      ? new RedisLocker(this.redis.open('tus-locks'), this.redis.open('tus-locks-sub'), this.config.REDIS_PREFIX)
      : new MemoryLocker();
    this.tus = new Server({
      path: TUS_UPLOADS_PATH,
      datastore: this.store,
      locker: this.locker,
      relativeLocation: true,
      maxSize: this.config.VIDEO_MAX_BYTES,
      // The id was chosen (and its quota row written) before tus saw the request.
      namingFunction: (req: TusRequest) => {
        const id = expressOf(req).resumableUploadId;
        if (!id) throw new Error('resumable upload without an admitted id');
        return id;
      },
      // A finished upload stays until the owner names it in POST /api/skill-videos or it expires.
      disableTerminationForFinishedUploads: false,
    });
    this.timer = setInterval(() => void this.sweep().catch(() => undefined), SWEEP_EVERY_MS).unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /**
   * POST: refuses a missing or too large Upload-Length, unexpected metadata or a type that is not a
   * video, and a size over what is left of the quota, all before a byte is stored; then tus creates it.
   */
  async create(userId: string, req: Request, res: Response): Promise<void> {
    if (req.headers['upload-defer-length'] !== undefined || req.headers['upload-concat'] !== undefined)
      throw new AppError(ErrorCode.ValidationFailed, VIDEO_MSG.uploadLengthRequired);
    const length = Number(req.headers['upload-length']);
    if (!/^\d+$/.test(String(req.headers['upload-length'] ?? '')) || !Number.isSafeInteger(length) || length === 0)
      throw new AppError(ErrorCode.ValidationFailed, VIDEO_MSG.uploadLengthRequired);
    if (length > this.config.VIDEO_MAX_BYTES) throw new AppError(ErrorCode.FileTooLarge, VIDEO_MSG.fileTooLarge);
    const metadata = parseMetadata(req.headers['upload-metadata']);
    if (!ACCEPTED_TYPES.has(metadata.filetype ?? '')) throw new AppError(ErrorCode.FileInvalid, VIDEO_MSG.fileInvalid);

    const id = randomUUID();
    await this.quota.admitResumable(userId, id, length);
    (req as WithUploadId).resumableUploadId = id;
    try {
      // The folder may have been emptied since start-up (an operator, a test).
      await mkdir(this.directory, { recursive: true });
      await this.tus!.handle(req, res);
    } finally {
      if (res.statusCode !== 201) await this.forget(id);
    }
  }

  /** HEAD (the offset), PATCH (more bytes from it) and DELETE: only on the caller's own upload. */
  async continue(userId: string, id: string, req: Request, res: Response): Promise<void> {
    await this.assertOwned(this.dataSource.manager, userId, id);
    // tus has answered by the time handle() returns: the room goes back first, so that the client's
    // next creation already finds it free (bytes left by a failed termination expire with the rest).
    if (req.method === 'DELETE') await this.dataSource.query(`DELETE FROM video_uploads WHERE id = $1`, [id]);
    await this.tus!.handle(req, res);
  }

  /**
   * Hands a finished upload of this user to `keep` under its lock, so that it is turned into a video
   * exactly once; its row goes in keep's transaction, the bytes with the store's copy afterwards.
   */
  async take<T>(
    userId: string,
    id: string,
    keep: (path: string, release: (tx: EntityManager) => Promise<void>) => Promise<T>,
  ): Promise<T> {
    const lock = this.locker!.newLock(id);
    await lock.lock(new AbortController().signal, () => undefined);
    try {
      await this.assertOwned(this.dataSource.manager, userId, id);
      const upload = await this.store!.getUpload(id).catch(() => {
        throw new AppError(ErrorCode.NotFound, VIDEO_MSG.uploadNotFound);
      });
      if (upload.size === undefined || upload.offset !== upload.size)
        throw new AppError(ErrorCode.Conflict, VIDEO_MSG.uploadUnfinished);
      const result = await keep(join(this.directory, id), async (tx) => {
        // DELETE answers [rows, count] through TypeORM.
        const [, count] = await tx.query<[unknown[], number]>(
          `DELETE FROM video_uploads WHERE id = $1 AND user_id = $2`,
          [id, userId],
        );
        if (count === 0) throw new AppError(ErrorCode.NotFound, VIDEO_MSG.uploadNotFound);
      }).catch(async (e: unknown) => {
        // Bytes that are not a video will never become one: their room in the quota is given back now.
        if (e instanceof AppError && e.code === ErrorCode.FileInvalid) await this.forget(id);
        throw e;
      });
      await this.removeBytes(id);
      return result;
    } finally {
      await lock.unlock();
    }
  }

  /** Removes uploads older than 24 hours (unfinished, or finished and never named), their rows and bytes. */
  async sweep(now = new Date()): Promise<number> {
    const [expired] = await this.dataSource.query<[{ id: string }[], number]>(
      `DELETE FROM video_uploads WHERE created_at < $1 RETURNING id`,
      [new Date(now.getTime() - TUS_UPLOAD_EXPIRY_MS)],
    );
    for (const { id } of expired) await this.removeBytes(id);
    // Bytes whose row went with its owner's account: tus's own expiry by their creation date.
    await this.tus!.cleanUpExpiredUploads().catch(() => 0);
    if (expired.length > 0) this.logger.log(`${expired.length} subidas abandonadas eliminadas`);
    return expired.length;
  }

  /** A person's uploads still in progress, for their data export. */
  async uploadsOf(userId: string): Promise<{ id: string; sizeBytes: number; createdAt: string }[]> {
    const rows: { id: string; size_bytes: string; created_at: Date }[] = await this.dataSource.query(
      `SELECT id, size_bytes, created_at FROM video_uploads WHERE user_id = $1 ORDER BY created_at`,
      [userId],
    );
    return rows.map((r) => ({ id: r.id, sizeBytes: Number(r.size_bytes), createdAt: r.created_at.toISOString() }));
  }

  /** Erasure: the rows go in its transaction; the returned ids' bytes go once it is committed. */
  async eraseRowsOf(tx: EntityManager, userId: string): Promise<string[]> {
    const [gone] = await tx.query<[{ id: string }[], number]>(
      `DELETE FROM video_uploads WHERE user_id = $1 RETURNING id`,
      [userId],
    );
    return gone.map((r) => r.id);
  }

  /** Bytes a write still under way adds after this are left to tus's own expiry, as for any ownerless upload. */
  async removeUploads(ids: string[]): Promise<void> {
    for (const id of ids) await this.removeBytes(id);
  }

  private async forget(id: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM video_uploads WHERE id = $1`, [id]);
    await this.removeBytes(id);
  }

  private async removeBytes(id: string): Promise<void> {
    await this.store!.remove(id).catch(() => undefined);
    // The file may be gone already (renamed into storage): its metadata must go all the same.
    await this.store!.configstore.delete(id).catch(() => undefined);
  }

  private async assertOwned(db: EntityManager, userId: string, id: string): Promise<void> {
    const rows = await db.query<unknown[]>(`SELECT 1 FROM video_uploads WHERE id = $1 AND user_id = $2`, [id, userId]);
    if (rows.length === 0) throw new AppError(ErrorCode.NotFound, VIDEO_MSG.uploadNotFound);
  }
}

const expressOf = (req: TusRequest): WithUploadId => (req.runtime?.node?.req ?? {}) as WithUploadId;

/** tus's Upload-Metadata: comma-separated `key base64value` pairs; bounded, known keys only. */
function parseMetadata(header: string | string[] | undefined): Record<string, string> {
  if (header === undefined || header === '') return {};
  const invalid = () => new AppError(ErrorCode.ValidationFailed, VIDEO_MSG.uploadMetadataInvalid);
  if (typeof header !== 'string' || header.length > MAX_METADATA_CHARS) throw invalid();
  const out: Record<string, string> = {};
  for (const pair of header.split(',')) {
    const [key, value = '', extra] = pair.trim().split(' ');
    if (!key || !METADATA_KEYS.has(key) || extra !== undefined || key in out) throw invalid();
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(value)) throw invalid();
    out[key] = Buffer.from(value, 'base64').toString('utf8');
  }
  if ((out.filename ?? '').length > MAX_FILENAME_CHARS) throw invalid();
  return out;
}
