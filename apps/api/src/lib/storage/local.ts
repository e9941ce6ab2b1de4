import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ObjectNotFoundError, ObjectTooLargeError, type Storage } from './storage.ts';

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9/_-]{0,200}$/;

function checkKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new ObjectNotFoundError(`Invalid key ${key}`);
}

/** Counts bytes as they pass and fails the pipeline past the limit. */
export function byteLimit(maxBytes: number, onCount: (n: number) => void): Transform {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, callback) {
      total += chunk.length;
      onCount(total);
      if (total > maxBytes) callback(new ObjectTooLargeError(`Object is over ${maxBytes} bytes`));
      else callback(null, chunk);
    },
  });
}

export function createLocalStorage(root: string): Storage {
  const tmp = join(root, '.incoming');
  return {
    async put(key, body, { maxBytes }) {
      checkKey(key);
      await mkdir(tmp, { recursive: true });
      const staging = join(tmp, randomBytes(12).toString('hex'));
      let size = 0;
      try {
        await pipeline(
          body,
          byteLimit(maxBytes, (n) => (size = n)),
          createWriteStream(staging, { mode: 0o600 }),
        );
        const target = join(root, key);
        await mkdir(join(target, '..'), { recursive: true });
        await rename(staging, target);
        return { size };
      } catch (error) {
        await rm(staging, { force: true });
        throw error;
      }
    },
    async get(key) {
      checkKey(key);
      const path = join(root, key);
      try {
        await stat(path);
      } catch {
        throw new ObjectNotFoundError(key);
      }
      return createReadStream(path);
    },
    async delete(key) {
      checkKey(key);
      await rm(join(root, key), { force: true });
    },
  };
}
