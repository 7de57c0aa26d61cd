import { statfs } from 'node:fs/promises';
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { ErrorCode, MAX_POSTER_BYTES, VIDEO_MSG } from '@conectando/contracts';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { AppError } from '../../common/errors/app-error';
import { isRefusal, RateLimiters, retryAfterOf, TooManyRequestsError } from '../../infra/rate-limit/rate-limiters';
import { quotaExceeded, StorageQuota } from '../../infra/storage-quota/storage-quota';

// A reservation outlives any real upload; it only bounds what a crashed instance leaves counted.
const RESERVATION_TTL_SECONDS = 6 * 60 * 60;

export interface UploadAdmission {
  /** Most bytes the video may have: the per-file limit, or what is left of the quota if less. */
  maxVideoBytes: number;
  /** True when maxVideoBytes is the quota's remainder rather than the per-file limit. */
  limitedByQuota: boolean;
  release: () => Promise<void>;
}

/**
 * What one user may upload (docs/decisions/abuse-limits.md), decided before a byte of the body is read: uploads per hour,
 * room on the disk, and a storage quota in which uploads still streaming count too. An upload
 * reserves its declared size in a counter every instance shares (Redis when set) until it ends. The
 * quota itself is shared with the other uploads a person keeps (chat photos and voice notes).
 */
@Injectable()
export class UploadQuota implements OnModuleInit {
  private readonly uploadsPerHour: RateLimiterAbstract;
  private readonly reserved: RateLimiterAbstract;

  constructor(
    limiters: RateLimiters,
    private readonly dataSource: DataSource,
    private readonly storage: StorageQuota,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.uploadsPerHour = limiters.create('uploads-hour', { points: config.UPLOADS_PER_HOUR, duration: 60 * 60 });
    this.reserved = limiters.create('upload-bytes', {
      points: Number.MAX_SAFE_INTEGER,
      duration: RESERVATION_TTL_SECONDS,
    });
  }

  onModuleInit(): void {
    this.storage.register({ key: 'videos', usedBytes: (db, userId) => this.storedBytes(db, userId) });
  }

  async admit(userId: string, declaredBytes: number | undefined): Promise<UploadAdmission> {
    try {
      await this.uploadsPerHour.consume(userId);
    } catch (e) {
      if (isRefusal(e)) throw new TooManyRequestsError(retryAfterOf(e), VIDEO_MSG.tooManyUploads);
      throw e;
    }
    const perFile = this.config.VIDEO_MAX_BYTES;
    // Without a Content-Length (chunked), the largest upload a request may carry is held.
    const wanted = declaredBytes ?? perFile + MAX_POSTER_BYTES;
    const { bavail, bsize } = await statfs(this.config.STORAGE_DIR);
    if (bavail * bsize - wanted < this.config.MIN_FREE_DISK_BYTES) throw new AppError(ErrorCode.InsufficientStorage);

    const left = await this.storage.remaining(userId);
    const reservation = Math.max(0, Math.min(wanted, left));
    const after = (await this.reserved.penalty(userId, reservation)).consumedPoints;
    const release = async () => void (await this.reserved.reward(userId, reservation));
    // Others' uploads in progress count: the bytes this one may still use are what they left.
    const room = left - (after - reservation);
    if (left <= 0 || room <= 0 || (declaredBytes !== undefined && room < declaredBytes)) {
      await release();
      throw quotaExceeded();
    }
    return { maxVideoBytes: Math.min(perFile, room), limitedByQuota: room < perFile, release };
  }

  /**
   * A resumable upload declares its whole size when it is created: the same hourly limit and free-disk
   * check as a multipart upload, then its declared bytes are recorded against the quota (the person's
   * quota locked) until the upload becomes a video, is cancelled or expires.
   */
  async admitResumable(userId: string, uploadId: string, declaredBytes: number): Promise<void> {
    try {
      await this.uploadsPerHour.consume(userId);
    } catch (e) {
      if (isRefusal(e)) throw new TooManyRequestsError(retryAfterOf(e), VIDEO_MSG.tooManyUploads);
      throw e;
    }
    const { bavail, bsize } = await statfs(this.config.STORAGE_DIR);
    if (bavail * bsize - declaredBytes < this.config.MIN_FREE_DISK_BYTES)
      throw new AppError(ErrorCode.InsufficientStorage);
    await this.dataSource.transaction(async (tx) => {
      await this.assertFits(tx, userId, declaredBytes);
      await tx.query(`INSERT INTO video_uploads (id, user_id, size_bytes) VALUES ($1, $2, $3)`, [
        uploadId,
        userId,
        declaredBytes,
      ]);
    });
  }

  /** The last word, inside the transaction that stores the video (the person's quota locked). */
  assertFits(tx: EntityManager, userId: string, newBytes: number): Promise<void> {
    return this.storage.assertFits(tx, userId, newBytes);
  }

  // Videos' share of the quota: resumable uploads not yet turned into videos count with their declared size.
  private async storedBytes(db: EntityManager, userId: string): Promise<number> {
    const [row] = await db.query<{ bytes: string }[]>(
      `SELECT (SELECT COALESCE(SUM(video_size_bytes), 0) FROM skill_videos WHERE user_id = $1 AND status <> 'failed')
            + (SELECT COALESCE(SUM(size_bytes), 0) FROM video_uploads WHERE user_id = $1) AS bytes`,
      [userId],
    );
    return Number(row?.bytes ?? 0);
  }
}
