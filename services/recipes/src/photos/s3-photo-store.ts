import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { checkName, type PhotoStore } from './photo-store.ts';

export interface S3PhotoStoreOptions {
  /** An S3-compatible server (MinIO); AWS's own when absent. */
  endpoint?: string | undefined;
  bucket: string;
  region: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
}

/**
 * Photos in an S3-compatible bucket (MinIO in docker-compose.yml and infra/k8s), path-style
 * addressing so any S3-compatible server works. Each file is one object named as PHOTO_FILE_NAME.
 */
export class S3PhotoStore implements PhotoStore {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3PhotoStoreOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
      ...(options.accessKeyId && options.secretAccessKey
        ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
        : {}),
      // Checksums only where S3 requires them: not every S3-compatible server reads the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(name: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: checkName(name),
        Body: body,
        ContentType: contentType,
      }),
    );
  }

  async get(name: string): Promise<Buffer | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: checkName(name) }),
      );
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async delete(names: readonly string[]): Promise<void> {
    for (const name of names) {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkName(name) }));
    }
  }

  async list(prefix: string): Promise<string[]> {
    const names: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) if (object.Key) names.push(object.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return names.sort();
  }

  close(): void {
    this.client.destroy();
  }
}
