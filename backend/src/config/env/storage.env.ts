import { IsIn, IsString } from 'class-validator';
import { BoolVar, IntVar, OptionalStringVar } from './env-values';

/** Where uploaded files are kept, and the space they may take. */
export class StorageEnv {
  /** Where uploaded files are kept: a folder (disk, STORAGE_DIR) or an S3-compatible bucket (s3). */
  @IsIn(['disk', 's3'])
  STORAGE: 'disk' | 's3' = 'disk';

  /** The uploads folder with STORAGE=disk; with s3 only uploads in progress are written here (tmp/). */
  @IsString()
  STORAGE_DIR = './data/uploads';

  /** The S3 endpoint (http://rgw:7480); unset: AWS S3 of S3_REGION. */
  @OptionalStringVar()
  S3_ENDPOINT?: string;

  @IsString()
  S3_REGION = 'us-east-1';

  @IsString()
  S3_BUCKET = 'conectando-uploads';

  /** Unset: the SDK's own credential chain (environment, instance role). */
  @OptionalStringVar()
  S3_ACCESS_KEY_ID?: string;

  @OptionalStringVar()
  S3_SECRET_ACCESS_KEY?: string;

  /** Bucket in the path (http://host/bucket/key), which S3-compatible servers need; false: bucket.host. */
  @BoolVar()
  S3_FORCE_PATH_STYLE = true;

  /** An upload is refused (507) when the storage disk would keep less than this free (1 GiB). */
  @IntVar(0)
  MIN_FREE_DISK_BYTES = 1024 * 1024 * 1024;
}
