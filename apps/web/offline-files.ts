import { readFileSync } from 'node:fs';

interface Chunk {
  file: string;
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

/** Where code only a signed-in area needs starts: the areas' route tables, the administrator's pages. */
const AREA_MODULES = /^src\/(app\/routes\/area-routes\.tsx$|features\/admin\/pages\/)/;

/**
 * The built scripts and styles a visitor's app can reach without entering a signed-in area: the
 * start of the app, the public pages, the offline page and the catalogs (decision 0015). What the
 * service worker keeps; an area's code comes from the network on the first visit to it.
 */
export function publicFiles(manifest: Record<string, Chunk>): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || AREA_MODULES.test(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return files;
}

export function readBuildManifest(dist: string): Record<string, Chunk> {
  return JSON.parse(readFileSync(`${dist}/.vite/manifest.json`, 'utf8')) as Record<string, Chunk>;
}
