import { Readable } from 'node:stream';
import type Sharp from 'sharp';
import { variantKey } from '#api/lib/storage/picture-variants.ts';
import { ObjectNotFoundError, type Storage } from '#api/lib/storage/storage.ts';

export class ResizeError extends Error {}

/**
 * sharp and the image library under it (libvips) hold some 10 MB of resident memory once loaded,
 * for pictures only: they are loaded with the first picture resized, not at start.
 */
let sharpLoaded: Promise<typeof Sharp> | null = null;
const loadSharp = () => (sharpLoaded ??= import('sharp').then((m) => m.default));

/** Enough for any WebP made from a picture under PICTURE_MAX_BYTES at the largest width. */
const VARIANT_MAX_BYTES = 20 * 1024 * 1024;

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The picture at `width` in WebP: upright as the camera's EXIF orientation says, never wider than
 * the original, without its metadata (a phone photo's EXIF may hold where it was taken).
 */
export async function toWebp(original: Buffer, width: number): Promise<Buffer> {
  const sharp = await loadSharp();
  try {
    return await sharp(original, { failOn: 'error' })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch (error) {
    throw new ResizeError('undecodable picture', { cause: error });
  }
}

/** The stored variant, made from `original` and kept the first time it is asked for. */
export async function pictureVariant(
  storage: Storage,
  key: string,
  width: number,
  original: () => Promise<Buffer>,
): Promise<Buffer> {
  const stored = variantKey(key, width);
  try {
    return await readAll(await storage.get(stored));
  } catch (error) {
    if (!(error instanceof ObjectNotFoundError)) throw error;
  }
  const resized = await toWebp(await original(), width);
  await storage.put(stored, Readable.from([resized]), {
    contentType: 'image/webp',
    maxBytes: VARIANT_MAX_BYTES,
  });
  return resized;
}
