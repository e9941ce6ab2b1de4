import { paths } from './paths.ts';

// Where a visitor goes back to after signing in: the page they asked for, carried in `?next=`.

/**
 * The path itself when it is a path of this site ("/Book-a-doctor/5?slot=3"), else null: an
 * absolute address, a protocol-relative "//evil.example" or "/\evil.example" (which browsers
 * read as another host), or anything with a scheme or control characters is refused.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000 || value[0] !== '/' || value[1] === '/' || value[1] === '\\') return null;
  // Control characters ("/\t/evil.example") are dropped by URL parsers, which would then read a host.
  for (let i = 0; i < value.length; i++)
    if (value.charCodeAt(i) < 0x20 || value.charCodeAt(i) === 0x7f) return null;
  return value;
}

/** The pages a visitor signs in or up from: their own `next`, not themselves, is the way back. */
const SIGN_IN_PAGES = [paths.login, paths.register, paths.recovery, paths.assistantJoin].map((p) =>
  p.toLowerCase(),
);

/**
 * The sign-in or sign-up page (`target`) for a visitor on the page `pathname` + `search`, bringing
 * them back to it afterwards (by the sign-in page's rule, `afterSignIn`, decision 0084). Home
 * carries nothing: it is where they land anyway. A sign-in or sign-up page passes on the page it
 * would itself return to, none after a session ended (that page is only for the ended account);
 * the link to the page itself keeps its address as it is.
 */
export function withReturn(target: string, pathname: string, search: string): string {
  const page = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  let next: string | null;
  if (SIGN_IN_PAGES.includes(page)) {
    if (page === target.toLowerCase()) return pathname + search;
    const params = new URLSearchParams(search);
    next = params.has('session') ? null : safeReturnPath(params.get('next'));
  } else {
    next = page === '/' ? null : safeReturnPath(pathname + search);
  }
  return next ? `${target}?next=${encodeURIComponent(next)}` : target;
}
