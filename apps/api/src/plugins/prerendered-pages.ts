import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@reayah/contracts';
import type { FastifyRequest } from 'fastify';
import { languageOf } from '../lib/i18n/language.ts';

/**
 * The public pages the web build prerendered (decision 0014), as `prerendered/<lang>/<file>`
 * where the file is the lower-case path (`/` is `index.html`, `/About` is `about.html`).
 * A page with a query string is left to the app, which may show something the HTML does not.
 */
export function prerenderedPages(distDir: string) {
  const files = new Set<string>();
  for (const lang of LANGUAGES) {
    const dir = join(distDir, 'prerendered', lang);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) if (name.endsWith('.html')) files.add(`${lang}/${name}`);
  }
  return {
    /** The file (relative to the build) of the request's page in the request's language, if any. */
    fileFor(request: FastifyRequest): string | null {
      const [path = '/', query] = request.url.split('?');
      if (query !== undefined) return null;
      const name = path.toLowerCase().replace(/^\/+|\/+$/g, '') || 'index';
      const file = `${languageOf(request)}/${name}.html`;
      return files.has(file) ? `prerendered/${file}` : null;
    },
  };
}
