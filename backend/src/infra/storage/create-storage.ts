import type { AppConfig } from '../../config/app-config';
import { StartupError } from '../../config/startup-error';
import { DiskStorage } from './disk-storage';
import { S3Storage } from './s3-storage';

type StorageConfig = Pick<
  AppConfig,
  | 'STORAGE'
  | 'STORAGE_DIR'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_BUCKET'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

export function s3StorageOf(config: StorageConfig): S3Storage {
  return new S3Storage({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    bucket: config.S3_BUCKET,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}

/** The configured driver, ready: its folder made or its bucket reachable (and created when missing). */
export async function openObjectStorage(config: StorageConfig): Promise<DiskStorage | S3Storage> {
  const storage = config.STORAGE === 's3' ? s3StorageOf(config) : new DiskStorage(config.STORAGE_DIR);
  try {
    await storage.init();
  } catch (e) {
    if (storage.kind === 'disk') throw e;
    throw new StartupError(
      `No se pudo abrir el bucket ${config.S3_BUCKET} en ${config.S3_ENDPOINT ?? `AWS S3 (${config.S3_REGION})`}: ${(e as Error).message}`,
    );
  }
  return storage;
}
