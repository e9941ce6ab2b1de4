import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, symptomText } from '@reayah/contracts';
import type { FastifyRequest } from 'fastify';
import { languageOf } from '../lib/i18n/language.ts';

/**
 * The shells of pages of the API's data (decision 0049): prerendered with a slot, `__slot_q__` or
 * `__slot_id__` (apps/web/src/prerender/pages.ts), for the request's value. A shell serves the
 * addresses whose page renders the same before its first answer: the search with words and
 * nothing else, a doctor's page by number. Any other address of the page is left to the app.
 */
const SHELLS: {
  file: string;
  values(path: string, params: URLSearchParams): Record<string, string> | null;
}[] = [
  {
    file: 'search.html',
    values(path, params) {
      if (path !== 'search' || [...params.keys()].join() !== 'q') return null;
      // What the page shows: `q` as URLSearchParams reads it, trimmed. None, or invisible marks
      // only (the page reads them as the search does), is another page: no words to quote.
      const q = (params.get('q') ?? '').trim();
      return symptomText(q) ? { q } : null;
    },
  },
  {
    file: 'book-a-doctor.html',
    values(path, params) {
      const id = /^book-a-doctor\/(\d{1,12})$/.exec(path)?.[1];
      return id && params.size === 0 ? { id } : null;
    },
  },
];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export type PrerenderedPage = { file: string } | { html: string };

/**
 * The public pages the web build prerendered (decision 0014), as `prerendered/<lang>/<file>`
 * where the file is the lower-case path (`/` is `index.html`, `/About` is `about.html`).
 * A page with a query string is left to the app, which may show something the HTML does not,
 * unless a shell above takes it.
 */
export function prerenderedPages(distDir: string) {
  const files = new Set<string>();
  const shells = new Map<string, string>();
  for (const lang of LANGUAGES) {
    const dir = join(distDir, 'prerendered', lang);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      if (!name.endsWith('.html')) continue;
      if (SHELLS.some((shell) => shell.file === name)) {
        shells.set(`${lang}/${name}`, readFileSync(join(dir, name), 'utf8'));
      } else files.add(`${lang}/${name}`);
    }
  }
  return {
    /** The request's page in the request's language, a file of the build or a filled shell, if any. */
    pageFor(request: FastifyRequest): PrerenderedPage | null {
      const [pathname = '/', query] = request.url.split('?');
      const path = pathname.toLowerCase().replace(/^\/+|\/+$/g, '');
      const lang = languageOf(request);
      if (query === undefined) {
        const file = `${lang}/${path || 'index'}.html`;
        if (files.has(file)) return { file: `prerendered/${file}` };
      }
      const params = new URLSearchParams(query ?? '');
      for (const shell of SHELLS) {
        const values = shell.values(path, params);
        const html = values && shells.get(`${lang}/${shell.file}`);
        if (!values || !html) continue;
        return {
          html: html.replace(/__slot_(q|id)__/g, (mark, name: string) => escapeHtml(values[name] ?? mark)),
        };
      }
      return null;
    },
  };
}
