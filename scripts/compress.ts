import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// Writes .br and .gz next to every text asset of a build, so the server sends them
// pre-compressed: the smallest transfer for a weak connection, at no cost per request.

const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

export function compressDir(dir: string): { files: number } {
  let files = 0;
  for (const path of walk(dir)) {
    if (!TEXT.test(path)) continue;
    const body = readFileSync(path);
    if (body.length < 512) continue;
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    );
    files += 1;
  }
  return { files };
}

if (import.meta.main) {
  const dir = process.argv[2] ?? 'apps/web/dist';
  const { files } = compressDir(dir);
  process.stdout.write(`Pre-compressed ${files} files in ${dir}\n`);
}
