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
  /** Every stored object, a page at a time. */
  list(): AsyncIterable<StoredObject[]>;
  /** Removes uploads that were being written before `before` and never finished; answers how many. */
  clearStaging(before: Date): Promise<number>;
}
