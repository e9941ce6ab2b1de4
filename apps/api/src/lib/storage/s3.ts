import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { byteLimit } from './local.ts';
import { ObjectNotFoundError, type Storage, type StoredObject } from './storage.ts';

export interface S3Options {
  bucket: string;
  endpoint?: string | undefined;
  region: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle: boolean;
}

async function readAll(body: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const limited = body.pipe(byteLimit(maxBytes, () => {}));
  body.on('error', (e) => limited.destroy(e));
  for await (const chunk of limited) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * S3-compatible object storage. An upload is read into memory up to its limit before it is sent,
 * so an over-limit upload never reaches the bucket (uploads are capped at tens of megabytes).
 */
export function createS3Storage(options: S3Options): Storage {
  const credentials =
    options.accessKeyId && options.secretAccessKey
      ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
      : undefined;
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(credentials ? { credentials } : {}),
  });
  const Bucket = options.bucket;
  return {
    async put(key, body, { contentType, maxBytes }) {
      const bytes = await readAll(body, maxBytes);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }));
      return { size: bytes.length };
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!out.Body) throw new ObjectNotFoundError(key);
        return out.Body as Readable;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') {
          throw new ObjectNotFoundError(key);
        }
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async has(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) {
          return false;
        }
        throw error;
      }
    },
    async *list() {
      for await (const page of paginateListObjectsV2({ client, pageSize: 1000 }, { Bucket })) {
        const objects: StoredObject[] = [];
        for (const o of page.Contents ?? []) {
          if (o.Key) objects.push({ key: o.Key, modifiedAt: o.LastModified ?? new Date(0) });
        }
        if (objects.length) yield objects;
      }
    },
    // A single PutObject is stored whole or not at all: nothing is left half-written.
    clearStaging: async () => 0,
  };
}
