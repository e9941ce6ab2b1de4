import type { Readable } from 'node:stream';

export class ObjectTooLargeError extends Error {}
export class ObjectNotFoundError extends Error {}

export interface StoredObject {
  key: string;
  modifiedAt: Date;
}

/**
 * Where uploaded bytes live. Keys are random and say nothing about their content;
 * the original name, size and type are kept in the database.
 */
export interface Storage {
  /** Stores the stream under `key`; past `maxBytes` it throws ObjectTooLargeError and keeps nothing. */
  put(
    key: string,
    body: Readable,
    options: { contentType: string; maxBytes: number },
  ): Promise<{ size: number }>;
  /** The stored bytes; ObjectNotFoundError when there are none. */
  get(key: string): Promise<Readable>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Whether an object is stored under `key`. */
  has(key: string): Promise<boolean>;
  /**
   * Every stored object, a page at a time, in the byte order of their keys (UTF-8 binary order, the
   * order of S3's ListObjectsV2 and of PostgreSQL's "C" collation; see compareKeys).
   */
  list(): AsyncIterable<StoredObject[]>;
  /** Removes uploads that were being written before `before` and never finished; answers how many. */
  clearStaging(before: Date): Promise<number>;
}

/** How far a surrogate (half of a character past U+FFFF) sorts above U+E000–U+FFFF in UTF-8. */
const rank = (unit: number) => (unit < 0xe000 ? unit + 0x2000 : unit - 0x800);

/**
 * Orders keys as their UTF-8 bytes sort (S3's and PostgreSQL's "C" order). JavaScript's own `<`
 * compares UTF-16 units, which agrees except where a character past U+FFFF meets U+E000–U+FFFF.
 */
export function compareKeys(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return x >= 0xd800 && y >= 0xd800 ? rank(x) - rank(y) : x - y;
  }
  return a.length - b.length;
}
