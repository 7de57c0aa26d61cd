import { stat } from 'node:fs/promises';
import type { DiskStorage } from './disk-storage';
import type { S3Storage } from './s3-storage';

export interface CopyReport {
  copied: number;
  /** Already in the bucket with the same size: an earlier run (or the app) put it there. */
  skipped: number;
}

/**
 * Copies every file of the uploads folder into the bucket under the same key. Run it again after an
 * interruption: what is already there is skipped, so nothing is copied twice and nothing is lost.
 */
export async function copyDiskToBucket(
  disk: DiskStorage,
  bucket: S3Storage,
  onFile: (key: string, copied: boolean) => void = () => undefined,
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, skipped: 0 };
  for await (const key of disk.keys()) {
    const path = disk.pathOf(key);
    const { size } = await stat(path);
    if ((await bucket.size(key)) === size) {
      report.skipped++;
      onFile(key, false);
      continue;
    }
    await bucket.putFile(key, path);
    report.copied++;
    onFile(key, true);
  }
  return report;
}
