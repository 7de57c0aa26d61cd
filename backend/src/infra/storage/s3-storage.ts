import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertSafeKey, ByteRange, ObjectStorage, PutOptions, StoredObjectMissing } from './object-storage';

export interface S3Settings {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

const notFound = (e: unknown) =>
  e instanceof S3ServiceException &&
  (e.$metadata.httpStatusCode === 404 || e.name === 'NoSuchKey' || e.name === 'NotFound');

/** Objects in one S3-compatible bucket (AWS, Ceph RADOS Gateway, MinIO…), private, by key. */
export class S3Storage extends ObjectStorage {
  readonly kind = 's3' as const;
  readonly client: S3Client;

  constructor(readonly settings: S3Settings) {
    super();
    this.client = new S3Client({
      endpoint: settings.endpoint || undefined,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
      // S3-compatible servers do not all know the SDK's newer default checksums (x-amz-checksum-*).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
      requestHandler: { connectionTimeout: 5000 },
    });
  }

  /** Creates the bucket when it does not exist yet (a fresh compose volume, a test server). */
  async init(): Promise<void> {
    const Bucket = this.settings.bucket;
    try {
      await this.client.send(new HeadBucketCommand({ Bucket }));
    } catch (e) {
      if (!notFound(e)) throw e;
      await this.client.send(new CreateBucketCommand({ Bucket })).catch((err: unknown) => {
        // Another instance starting at the same moment created it first.
        if (!(err instanceof S3ServiceException && /BucketAlready(OwnedByYou|Exists)/.test(err.name))) throw err;
      });
    }
  }

  async probe(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }));
  }

  async put(key: string, body: Buffer, options: PutOptions = {}): Promise<void> {
    assertSafeKey(key);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: body, ContentType: options.contentType }),
    );
  }

  async putFile(key: string, path: string, options: PutOptions = {}): Promise<void> {
    assertSafeKey(key);
    // Multipart past 8 MiB, two parts in flight: a 200 MB video never sits in memory.
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.settings.bucket,
        Key: key,
        Body: createReadStream(path),
        ContentType: options.contentType,
      },
      partSize: 8 * 1024 * 1024,
      queueSize: 2,
      leavePartsOnError: false,
    });
    await upload.done();
  }

  async open(key: string, range?: ByteRange): Promise<Readable> {
    assertSafeKey(key);
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.settings.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      return answer.Body as Readable;
    } catch (e) {
      if (notFound(e)) throw new StoredObjectMissing(key);
      throw e;
    }
  }

  async size(key: string): Promise<number | null> {
    assertSafeKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (e) {
      if (notFound(e)) return null;
      throw e;
    }
  }

  async remove(...keys: (string | null | undefined)[]): Promise<void> {
    // One DELETE per key: DeleteObjects needs a body checksum not every S3-compatible server accepts.
    await Promise.all(
      keys
        .filter((k): k is string => !!k)
        .map((Key) => {
          assertSafeKey(Key);
          return this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key }));
        }),
    );
  }

  async *keys(): AsyncIterable<string> {
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, ContinuationToken, MaxKeys: 1000 }),
      );
      for (const item of page.Contents ?? []) if (item.Key) yield item.Key;
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  onModuleDestroy(): void {
    this.client.destroy();
  }
}
