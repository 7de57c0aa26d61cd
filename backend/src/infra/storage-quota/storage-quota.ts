import { Global, Inject, Injectable, Module } from '@nestjs/common';
import { ErrorCode, VIDEO_MSG } from '@conectando/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { AppError } from '../../common/errors/app-error';

/** One module's share of what a person keeps: the bytes its uploads sent, read in the caller's transaction. */
export interface StorageUsagePart {
  readonly key: string;
  usedBytes(db: EntityManager, userId: string): Promise<number>;
}

export const quotaExceeded = () => new AppError(ErrorCode.FileTooLarge, VIDEO_MSG.quotaExceeded);

/**
 * One storage quota per person (VIDEO_QUOTA_BYTES) over every kind of upload: each module that keeps a
 * person's files registers how many bytes it holds for them, and any upload path asks here what is left.
 */
@Injectable()
export class StorageQuota {
  private readonly parts = new Map<string, StorageUsagePart>();

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  register(part: StorageUsagePart): void {
    if (this.parts.has(part.key)) throw new Error(`Storage usage part "${part.key}" registered twice`);
    this.parts.set(part.key, part);
  }

  async usedBytes(db: EntityManager, userId: string): Promise<number> {
    let total = 0;
    for (const part of this.parts.values()) total += await part.usedBytes(db, userId);
    return total;
  }

  /** What the person may still upload (negative when over, e.g. after the quota was lowered). */
  async remaining(userId: string, db: EntityManager = this.dataSource.manager): Promise<number> {
    return this.config.VIDEO_QUOTA_BYTES - (await this.usedBytes(db, userId));
  }

  /**
   * The last word, inside the transaction that records the upload: a per-person lock held until it
   * commits, so two uploads of one person never both take the last free bytes.
   */
  async assertFits(tx: EntityManager, userId: string, newBytes: number): Promise<void> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('storage-quota:' || $1, 0))`, [userId]);
    if ((await this.remaining(userId, tx)) < newBytes) throw quotaExceeded();
  }
}

/** Global, so any module can register its usage and check the quota without importing another module. */
@Global()
@Module({ providers: [StorageQuota], exports: [StorageQuota] })
export class StorageQuotaModule {}
