import type { FastifyReply } from 'fastify';
import type { Config } from '#api/config.ts';
import { notFound } from '#api/lib/errors.ts';
import { contentDisposition } from '#api/lib/file-names.ts';
import { CONTENT_TYPES, DOCUMENT_KINDS, IMAGE_KINDS, sniffKind } from '#api/lib/file-kinds.ts';
import { ObjectNotFoundError, type Storage } from '#api/lib/storage/storage.ts';
import type { FileRule } from '#api/lib/uploads.ts';
import { PICTURE_PREFIX } from '#api/modules/media/pictures.ts';

/** Folder of the storage keys of doctors' and clinics' certification files (never public). */
export const CERTIFICATION_PREFIX = 'certifications';

/** The files a doctor's profile and clinic forms take: a public picture and a private certification. */
export function pictureAndCertification(config: Config): Record<string, FileRule> {
  return {
    picture: { kinds: IMAGE_KINDS, maxBytes: config.PICTURE_MAX_BYTES, prefix: PICTURE_PREFIX },
    certification: { kinds: DOCUMENT_KINDS, maxBytes: config.UPLOAD_MAX_BYTES, prefix: CERTIFICATION_PREFIX },
  };
}

const EXTENSIONS: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', pdf: 'pdf' };

/** Streams a private stored document to a caller already authorised, shown inline in the browser. */
export async function sendPrivateFile(reply: FastifyReply, storage: Storage, key: string, baseName: string) {
  let body: Buffer;
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.get(key)) chunks.push(chunk as Buffer);
    body = Buffer.concat(chunks);
  } catch (error) {
    if (error instanceof ObjectNotFoundError) throw notFound('File not found.');
    throw error;
  }
  const kind = sniffKind(body.subarray(0, 12));
  const type = kind ? CONTENT_TYPES[kind] : 'application/octet-stream';
  const name = kind ? `${baseName}.${EXTENSIONS[kind]}` : baseName;
  return reply
    .header('Content-Type', type)
    .header('Content-Disposition', contentDisposition(name, 'inline'))
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(body);
}
