import type { Config } from '../config.ts';

/**
 * The API returns picture and file paths relative to the API host (`/api/media/...`). A client that
 * joins them to its API base (`https://host/api/`) asks for `/api//api/media/...`: the path is
 * served whichever way it was joined, doubled slashes and a doubled `/api/` prefix collapsed.
 * The query string is left as it is.
 */
export function collapseApiPrefix(url: string): string {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  let clean = path.replace(/\/{2,}/g, '/');
  while (clean.startsWith('/api/api/') || clean === '/api/api') clean = clean.slice(4);
  return clean === path ? url : clean + (q === -1 ? '' : url.slice(q));
}

/** Whether a path (after collapseApiPrefix) is the API's; any other is a page or a file of the web app. */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/**
 * A path of this site made safe for a Location header: a browser reads a backslash as a slash, so
 * `/\evil.example` or `//evil.example` would send it to another site; backslashes are escaped and
 * leading slashes kept to one.
 */
export function sameSitePath(path: string): string {
  return `/${path.replaceAll('\\', '%5C').replace(/^\/+/, '')}`;
}

/** The site's address for links in mail, calendar files and prescriptions: PUBLIC_URL, else this host's port. */
export function publicOrigin(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  return config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : `http://localhost:${config.PORT}`;
}
