// `npm run storage:migrate`: copies the files of STORAGE_DIR into the S3_* bucket, idempotently, so an
// installation can switch STORAGE=disk to STORAGE=s3 without losing an upload (README, Operations).
import { loadConfig } from './config/app-config';
import { loadEnvFile } from './config/env-file';
import { StartupError } from './config/startup-error';
import { s3StorageOf } from './infra/storage/create-storage';
import { copyDiskToBucket } from './infra/storage/copy-to-bucket';
import { DiskStorage } from './infra/storage/disk-storage';

async function main(): Promise<void> {
  loadEnvFile();
  const config = loadConfig();
  const disk = new DiskStorage(config.STORAGE_DIR);
  const bucket = s3StorageOf(config);
  await bucket.init();
  console.log(`Copiando ${config.STORAGE_DIR} → s3://${config.S3_BUCKET} (${config.S3_ENDPOINT ?? 'AWS'})`);
  const report = await copyDiskToBucket(disk, bucket);
  console.log(`Listo: ${report.copied} copiados, ${report.skipped} ya estaban en el bucket.`);
  bucket.onModuleDestroy();
}

main().catch((e: unknown) => {
  console.error(e instanceof StartupError ? e.message : e);
  process.exit(1);
});
