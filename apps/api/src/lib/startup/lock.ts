import { closeSync, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { reason } from './data-dir.ts';
import { StartupError } from './errors.ts';

// An OS lock on a file (fcntl open-file-description lock on Linux, flock elsewhere): the kernel
// releases it when the process ends in any way, kill -9 included, so a stale lock never blocks.
const { tryLock } = createRequire(import.meta.url)('fs-native-extensions') as {
  tryLock(fd: number): boolean;
};

export const LOCK_FILE = 'server.lock';

/**
 * Makes this process the only server on the embedded database in `dir`. The lock is held as long as
 * the process lives; the file keeps the holder's pid so that a second server can name it.
 */
export function lockDataDir(dir: string): void {
  const path = join(dir, LOCK_FILE);
  let fd: number;
  try {
    fd = openSync(path, 'r+', 0o600);
  } catch {
    try {
      fd = openSync(path, 'a+', 0o600);
    } catch (error) {
      throw new StartupError('DATA_DIR', `cannot create ${path}: ${reason(error)}`);
    }
  }
  if (!tryLock(fd)) {
    closeSync(fd);
    const holder = readFileSync(path, 'utf8').trim() || 'unknown';
    throw new StartupError(
      'DATA_DIR',
      `${dir} is in use by another Reayah server (pid ${holder}); one embedded database takes one server. ` +
        'Stop that server, or use DATABASE_URL to run several.',
    );
  }
  ftruncateSync(fd, 0);
  writeSync(fd, `${process.pid}\n`, 0);
}
