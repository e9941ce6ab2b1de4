import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

// apps/web/dist is shared by everyone working in the tree: a build started by someone else during
// a run replaces its hashed chunks, and the pages already open then fail to load them. A run serves
// its own copy, taken once a complete build is there.

const ASSET_REF = /(?:assets\/|\.\/)[\w.-]+\.(?:js|css|woff2?|png|svg|jpe?g|webp|ico)/g;

/** The referenced assets missing from the copy (a build was half-written when it was taken). */
function missingAssets(dir: string): string[] {
  const index = join(dir, 'index.html');
  if (!existsSync(index)) return ['index.html'];
  const texts = [readFileSync(index, 'utf8')];
  const assets = join(dir, 'assets');
  for (const name of existsSync(assets) ? readdirSync(assets) : []) {
    if (/\.(?:js|css)$/.test(name)) texts.push(readFileSync(join(assets, name), 'utf8'));
  }
  // Chunks name each other './name.js' (same folder); index.html and preload lists 'assets/name'.
  const names = new Set(
    texts.flatMap((text) => text.match(ASSET_REF) ?? []).map((ref) => ref.replace(/^.*\//, '')),
  );
  return [...names].filter((name) => !existsSync(join(assets, name)));
}

function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Copies the web build from `source` to `target`, retrying until the copy is complete. */
export function snapshotWebBuild(source: string, target: string, attempts = 30): void {
  let missing: string[] = [];
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    rmSync(target, { recursive: true, force: true });
    if (existsSync(source)) {
      cpSync(source, target, { recursive: true });
      missing = missingAssets(target);
      if (missing.length === 0) return;
    } else {
      missing = ['the whole build'];
    }
    pause(1000);
  }
  throw new Error(
    `no complete web build in ${source} (missing ${missing.slice(0, 3).join(', ')}); run npm run build`,
  );
}
