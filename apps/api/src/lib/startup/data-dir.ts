import { accessSync, chmodSync, constants, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { StartupError } from './errors.ts';

/**
 * Creates DATA_DIR (0700) if it is missing and checks the server can write there; then makes
 * everything already inside private: folders 0700, files 0600 (a copy made under a loose umask,
 * or by an older version, is tightened at start).
 */
export function prepareDataDir(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    accessSync(dir, constants.R_OK | constants.W_OK | constants.X_OK);
  } catch (error) {
    throw new StartupError('DATA_DIR', `${dir} cannot be used: ${reason(error)}`);
  }
  tighten(dir, true);
}

function tighten(path: string, isDir: boolean): void {
  try {
    chmodSync(path, isDir ? 0o700 : 0o600);
  } catch (error) {
    throw new StartupError('DATA_DIR', `cannot make ${path} private: ${reason(error)}`);
  }
  if (!isDir) return;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.isDirectory() || entry.isFile()) tighten(join(path, entry.name), entry.isDirectory());
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
