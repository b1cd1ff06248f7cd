import { existsSync, mkdirSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

/** Where the merchants' original pictures live: this machine's disk, or a bucket every process shares. */
export interface PictureStore {
  /** a picture's bytes, or null when there is none by that name */
  read(name: string): Promise<Buffer | null>;
  write(name: string, bytes: Buffer): Promise<void>;
  /** what it is, for logs and README */
  readonly where: string;
}

/** A directory on this machine (the default): one process, or several sharing one volume. */
export function diskStore(dir: string): PictureStore {
  return {
    where: dir,
    async read(name) {
      const path = join(dir, name);
      return existsSync(path) ? readFile(path) : null;
    },
    async write(name, bytes) {
      mkdirSync(dir, { recursive: true });
      // written whole, then renamed: a reader never sees half a picture
      const tmp = join(dir, `.${name}.${process.pid}.tmp`);
      await writeFile(tmp, bytes);
      await rename(tmp, join(dir, name));
    },
  };
}

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** An S3-compatible bucket (AWS, MinIO, Yandex Object Storage, …), addressed by path. */
export function s3Store(settings: S3Settings): PictureStore {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // only the checksums S3 itself requires: S3-compatible stores do not all know the newer ones
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    where: `s3 ${settings.endpoint}/${settings.bucket}`,
    async read(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: name }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        const { name: code, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
        if (code === 'NoSuchKey' || code === 'NotFound' || $metadata?.httpStatusCode === 404) return null;
        throw error;
      }
    },
    async write(name, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: name,
          Body: bytes,
          ContentLength: bytes.length,
        }),
      );
    },
  };
}
