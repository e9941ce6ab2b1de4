import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, opendir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  compareKeys,
  ObjectNotFoundError,
  ObjectTooLargeError,
  type Storage,
  type StoredObject,
} from './storage.ts';

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

const PAGE = 1000;
const STAGING = '.incoming';

/**
 * The names in `dir`, a folder's with a '/' after it: sorted, they give the byte order of the keys
 * under them (`abc-w64` before `abc/…`, as in a bucket). A folder cannot be read in order, so the
 * whole of it is read first: one name per file of the largest folder is in memory at a time.
 */
async function namesIn(dir: string): Promise<string[]> {
  const names: string[] = [];
  try {
    for await (const entry of await opendir(dir)) {
      if (entry.isDirectory()) names.push(`${entry.name}/`);
      else if (entry.isFile()) names.push(entry.name);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names.sort(compareKeys);
}

/** Every file under `dir` but the staging folder, as keys relative to `root`, in pages, in key order. */
async function* walk(
  root: string,
  dir = root,
  prefix = '',
  page: StoredObject[] = [],
): AsyncGenerator<StoredObject[]> {
  for (const name of await namesIn(dir)) {
    const path = join(dir, name);
    if (name.endsWith('/')) {
      if (dir === root && name === `${STAGING}/`) continue;
      yield* walk(root, path, prefix + name, page);
      continue;
    }
    // Deleted since its folder was read: no longer stored.
    const info = await stat(path).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (!info) continue;
    page.push({ key: prefix + name, modifiedAt: info.mtime });
    if (page.length >= PAGE) yield page.splice(0);
  }
  if (dir === root && page.length) yield page.splice(0);
}

export function createLocalStorage(root: string): Storage {
  const tmp = join(root, STAGING);
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
          // Flushed to disk before it is renamed into place: a stored file survives a power cut.
          createWriteStream(staging, { mode: 0o600, flush: true }),
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
    async has(key) {
      checkKey(key);
      return stat(join(root, key)).then(
        (s) => s.isFile(),
        () => false,
      );
    },
    list: () => walk(root),
    async clearStaging(before) {
      let names: string[];
      try {
        names = await readdir(tmp);
      } catch {
        return 0;
      }
      let removed = 0;
      for (const name of names) {
        const path = join(tmp, name);
        const info = await stat(path).catch(() => null);
        if (!info || info.mtime >= before) continue;
        await rm(path, { force: true });
        removed++;
      }
      return removed;
    },
  };
}
