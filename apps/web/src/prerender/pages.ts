/**
 * Public pages without server data, written to HTML in every language at build time
 * (`dist/prerendered/<lang>/<file>`). The file is the lower-case path, which is how the server
 * finds the page of a request (routes match in any case).
 */
export const PRERENDERED_PATHS = [
  '/',
  '/About',
  '/FAQ',
  '/Contact',
  '/Blogs',
  '/Login',
  '/Register',
  '/Recovery-account',
] as const;

export function prerenderedFile(path: string): string {
  const name = path.toLowerCase().replace(/^\/+|\/+$/g, '');
  return `${name || 'index'}.html`;
}
