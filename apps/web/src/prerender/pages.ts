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
  // The directory's frame (heading, refine box, the results' place) before its first answer.
  '/Doctors',
] as const;

export function prerenderedFile(path: string): string {
  const name = path.toLowerCase().replace(/^\/+|\/+$/g, '');
  return `${name || 'index'}.html`;
}

/**
 * Where the server writes a value of the request into a prerendered shell, HTML-escaped
 * (apps/api/src/plugins/prerendered-pages.ts spells the same marks).
 */
export const slot = (name: 'q' | 'id') => `__slot_${name}__`;

/**
 * Pages of the API's data whose shell is prerendered (decision 0049): what a visitor sees before the
 * first answer, rendered with a slot for the request's value (the searched words, the doctor's
 * number) that the server fills in. `example` is a real address of the page, for tests.
 */
export const PRERENDERED_SHELLS = [
  { path: `/Search?q=${slot('q')}`, file: 'search.html', example: '/Search?q=cardiologue' },
  { path: `/Book-a-doctor/${slot('id')}`, file: 'book-a-doctor.html', example: '/Book-a-doctor/1' },
] as const;
