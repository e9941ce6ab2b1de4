import {
  accessSync,
  closeSync,
  constants,
  fchmodSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  type Stats,
} from 'node:fs';
import { join } from 'node:path';
import { StartupError } from './errors.ts';

/**
 * What the server keeps in DATA_DIR: the embedded database, uploaded files, the mail and SMS
 * outbox, the generated JWT secret and the embedded database's lock. Only these are tightened.
 */
export const OWN_ENTRIES = ['db', 'uploads', 'outbox', 'jwt-secret', 'server.lock'];

/**
 * Creates DATA_DIR (0700) if it is missing and checks the server can write there; then makes
 * the server's own files in it private: folders 0700, files 0600 (a copy made under a loose
 * umask, or by an older version, is tightened at start). Nothing else is touched: not what else
 * DATA_DIR holds (it may be a folder shared with other things by mistake), not where a symbolic
 * link leads, not a file another user owns or that is linked from elsewhere (a hard link).
 */
export function prepareDataDir(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    accessSync(dir, constants.R_OK | constants.W_OK | constants.X_OK);
  } catch (error) {
    throw new StartupError('DATA_DIR', `${dir} cannot be used: ${reason(error)}`);
  }
  // DATA_DIR itself may be a link an operator made to the real folder: it is made private where
  // it leads, and nothing below it is followed.
  privateMode(dir, 0o700, 0);
  for (const name of OWN_ENTRIES) tighten(join(dir, name));
}

function tighten(path: string): void {
  let entry: Stats;
  try {
    entry = lstatSync(path);
  } catch {
    return; // not made yet
  }
  if (entry.uid !== process.getuid?.()) return;
  if (entry.isDirectory()) {
    privateMode(path, 0o700, constants.O_DIRECTORY | constants.O_NOFOLLOW);
    for (const name of readdirSync(path)) tighten(join(path, name));
  } else if (entry.isFile() && entry.nlink === 1) {
    privateMode(path, 0o600, constants.O_NOFOLLOW | constants.O_NONBLOCK);
  }
}

/** chmod through a descriptor opened without following a link swapped in since it was looked at. */
function privateMode(path: string, mode: number, flags: number): void {
  let fd: number | undefined;
  try {
    fd = openSync(path, constants.O_RDONLY | flags);
    fchmodSync(fd, mode);
  } catch (error) {
    // A link where a folder or file was (ELOOP): left alone.
    if ((error as { code?: string }).code === 'ELOOP') return;
    throw new StartupError('DATA_DIR', `cannot make ${path} private: ${reason(error)}`);
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

const REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  ENOTDIR: 'a part of the path is not a folder',
  ENOENT: 'no such file or folder',
  ENOSPC: 'no space left on the device',
  EADDRINUSE: 'the port is already in use',
  EADDRNOTAVAIL: 'the address is not on this machine',
};

export function reason(error: unknown): string {
  const code = (error as { code?: string }).code;
  return (code && REASONS[code]) ?? (error instanceof Error ? error.message : String(error));
}
