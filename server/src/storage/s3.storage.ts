import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { AssetBucket } from '@kalam/shared';
import { assertSafeName } from './safe-name.ts';
import type { StorageConfig } from './storage.config.ts';
import type { ByteRange, ObjectStorage, ScratchFile } from './storage.port.ts';

type S3Settings = Extract<StorageConfig, { driver: 's3' }>;

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' ||
      error.name === 'NotFound' ||
      error.$metadata.httpStatusCode === 404)
  );
}

/**
 * Files in one S3-compatible bucket, under `<prefix><bucket>/<name>`. A PUT of a known length
 * is atomic on S3 (the object appears whole or not at all); the body streams from the scratch
 * file, so a large video never sits in memory.
 */
export class S3Storage implements ObjectStorage {
  readonly driver = 's3';
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // Checksums only where S3 demands them: many S3-compatible servers refuse the newer
      // streaming-checksum uploads the SDK would otherwise send.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private key(bucket: AssetBucket, name: string): string {
    assertSafeName(name);
    return `${this.settings.keyPrefix}${bucket}/${name}`;
  }

  async put(bucket: AssetBucket, name: string, file: ScratchFile): Promise<void> {
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.settings.bucket,
          Key: this.key(bucket, name),
          Body: createReadStream(file.path),
          ContentLength: file.size,
          ContentType: file.contentType,
        }),
      );
    } finally {
      await rm(file.path, { force: true });
    }
  }

  async read(
    bucket: AssetBucket,
    name: string,
    range?: ByteRange,
  ): Promise<ReadableStream<Uint8Array> | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.settings.bucket,
          Key: this.key(bucket, name),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      if (!answer.Body) return null;
      return answer.Body.transformToWebStream() as ReadableStream<Uint8Array>;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async remove(bucket: AssetBucket, name: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.key(bucket, name) }),
    );
  }

  destroy(): void {
    this.client.destroy();
  }
}
