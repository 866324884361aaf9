import { createRequire } from 'node:module';
import type * as S3Sdk from '@aws-sdk/client-s3';
import { assertStoreKey, type DocumentStore } from './document-store';

/**
 * Loaded on first use, with require (its CommonJS build): a deployment on the local store never loads
 * the SDK, and neither do test runs resolving the `module` condition, whose ES build of the SDK imports
 * files without extensions that Node cannot follow (vitest.config.ts runs this store's test apart).
 */
let sdk: typeof S3Sdk | undefined;
const loadSdk = (): typeof S3Sdk =>
  (sdk ??= createRequire(import.meta.url)('@aws-sdk/client-s3') as typeof S3Sdk);

export interface S3StoreConfig {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, R2, ...); unset means AWS itself. */
  endpoint: string | undefined;
  /** Unset: the SDK's own credential chain (environment, instance role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Bucket in the path instead of the host name: what most S3-compatible services want. */
  forcePathStyle: boolean;
  /** Put under this prefix, so one bucket can hold several deployments. */
  prefix: string;
}

/** S3-compatible storage (DOCUMENT_S3_BUCKET set): objects are private, served only through REST. */
export class S3DocumentStore implements DocumentStore {
  readonly kind = 's3';
  private readonly client: S3Sdk.S3Client;
  private readonly sdk = loadSdk();

  constructor(private readonly config: S3StoreConfig) {
    this.client = new this.sdk.S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
    });
  }

  private objectKey(key: string): string {
    assertStoreKey(key);
    return `${this.config.prefix}${key}`;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.objectKey(key),
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.length,
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const answer = await this.client.send(
        new this.sdk.GetObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }),
      );
      if (!answer.Body) return null;
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      if (error instanceof this.sdk.NoSuchKey) return null;
      if (error instanceof this.sdk.S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(
      new this.sdk.DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }),
    );
  }

  close(): void {
    this.client.destroy();
  }
}
