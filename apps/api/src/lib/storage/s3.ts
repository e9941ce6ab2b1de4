import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  NoSuchKey,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { byteLimit } from './local.ts';
import { ObjectNotFoundError, type Storage, type StoredObject } from './storage.ts';

/** An upload larger than this goes in parts of this size, one part in memory at a time. */
export const PART_BYTES = 8 * 1024 * 1024;

export interface S3Options {
  bucket: string;
  endpoint?: string | undefined;
  region: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle: boolean;
}

/** The stream in pieces of `size` bytes (the last one shorter), failing past `maxBytes`. */
async function* pieces(body: Readable, maxBytes: number, size: number): AsyncGenerator<Buffer> {
  const limited = body.pipe(byteLimit(maxBytes, () => {}));
  body.on('error', (e) => limited.destroy(e));
  let chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of limited) {
    chunks.push(chunk as Buffer);
    length += (chunk as Buffer).length;
    while (length >= size) {
      const whole = Buffer.concat(chunks);
      yield whole.subarray(0, size);
      chunks = [whole.subarray(size)];
      length -= size;
    }
  }
  yield Buffer.concat(chunks);
}

/**
 * S3-compatible object storage. An upload up to PART_BYTES is read into memory before it is sent,
 * so an over-limit upload never reaches the bucket; a larger one (an export) goes in parts, one in
 * memory at a time, and is aborted (leaving nothing) past its limit.
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
      const parts = pieces(body, maxBytes, PART_BYTES);
      const first = await parts.next();
      const head = first.done ? Buffer.alloc(0) : first.value;
      if (head.length < PART_BYTES) {
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: head, ContentType: contentType }));
        return { size: head.length };
      }
      // Large (an export): sent in parts as it is read, so it is never whole in memory. The object
      // appears only when the upload completes; an aborted one leaves nothing.
      const { UploadId } = await client.send(
        new CreateMultipartUploadCommand({ Bucket, Key: key, ContentType: contentType }),
      );
      const done: { ETag: string; PartNumber: number }[] = [];
      let size = 0;
      try {
        for (let part: Buffer | undefined = head; part;) {
          if (part.length > 0 || done.length === 0) {
            const PartNumber = done.length + 1;
            const sent = await client.send(
              new UploadPartCommand({ Bucket, Key: key, UploadId, PartNumber, Body: part }),
            );
            done.push({ ETag: sent.ETag ?? '', PartNumber });
            size += part.length;
          }
          const next = await parts.next();
          part = next.done ? undefined : next.value;
        }
        await client.send(
          new CompleteMultipartUploadCommand({
            Bucket,
            Key: key,
            UploadId,
            MultipartUpload: { Parts: done },
          }),
        );
        return { size };
      } catch (error) {
        await client
          .send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId }))
          .catch(() => undefined);
        throw error;
      }
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
    // ListObjectsV2 answers in the UTF-8 byte order of the keys, the order the Storage promises.
    async *list() {
      for await (const page of paginateListObjectsV2({ client, pageSize: 1000 }, { Bucket })) {
        const objects: StoredObject[] = [];
        for (const o of page.Contents ?? []) {
          if (o.Key) objects.push({ key: o.Key, modifiedAt: o.LastModified ?? new Date(0) });
        }
        if (objects.length) yield objects;
      }
    },
    // A single PutObject is stored whole or not at all; a multipart upload a crash left open is
    // no object either, but its parts are kept (and billed) until it is aborted.
    async clearStaging(before) {
      let removed = 0;
      const listed = await client
        .send(new ListMultipartUploadsCommand({ Bucket }))
        .catch((error: unknown) => {
          // Some S3-compatible servers (s3rver in the tests) have no listing of open uploads.
          if ((error as { name?: string }).name === 'NotImplemented') return { Uploads: [] };
          throw error;
        });
      const { Uploads = [] } = listed;
      for (const upload of Uploads) {
        if (!upload.Key || !upload.UploadId || !upload.Initiated || upload.Initiated >= before) continue;
        await client.send(
          new AbortMultipartUploadCommand({ Bucket, Key: upload.Key, UploadId: upload.UploadId }),
        );
        removed++;
      }
      return removed;
    },
  };
}
