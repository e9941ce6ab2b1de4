import {
  chmodSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareDataDir } from './data-dir.ts';

// On the real file system: what a start makes private in DATA_DIR, and what it leaves alone.
const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});
function folder(): string {
  const root = mkdtempSync(join(tmpdir(), 'reayah-data-dir-'));
  roots.push(root);
  return root;
}
const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8);

describe('DATA_DIR made private at start', () => {
  it("tightens the server's own folders and files", () => {
    const dataDir = join(folder(), 'data');
    mkdirSync(join(dataDir, 'uploads', 'ab'), { recursive: true, mode: 0o755 });
    chmodSync(dataDir, 0o755);
    writeFileSync(join(dataDir, 'uploads', 'ab', 'picture'), 'x', { mode: 0o644 });
    writeFileSync(join(dataDir, 'jwt-secret'), 's', { mode: 0o644 });
    prepareDataDir(dataDir);
    expect(modeOf(dataDir)).toBe('700');
    expect(modeOf(join(dataDir, 'uploads', 'ab'))).toBe('700');
    expect(modeOf(join(dataDir, 'uploads', 'ab', 'picture'))).toBe('600');
    expect(modeOf(join(dataDir, 'jwt-secret'))).toBe('600');
  });

  it('never follows a symbolic link out of DATA_DIR, nor changes what else the folder holds', () => {
    const root = folder();
    const elsewhere = join(root, 'elsewhere');
    mkdirSync(elsewhere, { mode: 0o755 });
    chmodSync(elsewhere, 0o755);
    writeFileSync(join(elsewhere, 'notes.txt'), 'n', { mode: 0o644 });
    const dataDir = join(root, 'data');
    mkdirSync(join(dataDir, 'uploads'), { recursive: true });
    // Links to a folder and a file outside, in the server's folders and in their place.
    symlinkSync(elsewhere, join(dataDir, 'uploads', 'linked-folder'));
    symlinkSync(join(elsewhere, 'notes.txt'), join(dataDir, 'uploads', 'linked-file'));
    symlinkSync(elsewhere, join(dataDir, 'outbox'));
    symlinkSync(join(elsewhere, 'notes.txt'), join(dataDir, 'jwt-secret'));
    // A hard link: the same file as one outside.
    linkSync(join(elsewhere, 'notes.txt'), join(dataDir, 'uploads', 'hard-link'));
    // Something that is not the server's, left in DATA_DIR.
    writeFileSync(join(dataDir, 'operator-notes.txt'), 'o', { mode: 0o644 });
    mkdirSync(join(dataDir, 'backups'), { mode: 0o755 });
    chmodSync(join(dataDir, 'backups'), 0o755);

    prepareDataDir(dataDir);

    expect(modeOf(elsewhere)).toBe('755');
    expect(modeOf(join(elsewhere, 'notes.txt'))).toBe('644');
    expect(modeOf(join(dataDir, 'operator-notes.txt'))).toBe('644');
    expect(modeOf(join(dataDir, 'backups'))).toBe('755');
    expect(modeOf(join(dataDir, 'uploads'))).toBe('700');
  });
});
