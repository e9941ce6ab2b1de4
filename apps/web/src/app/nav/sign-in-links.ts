// The header's sign-in and sign-up links bring a visitor back to the page they were on (`?next=`).

/** The pages a visitor signs in or up from: their own `next`, not themselves, is the way back. */
const SIGN_IN_PAGES = /^\/(login|register|recovery-account|assistant\/join)\/?$/i;

/**
 * The sign-in or sign-up page (`target`) for a visitor on `pathname` + `search`, bringing them back
 * to it afterwards by the sign-in page's rule (`afterSignIn`, decision 0084), which checks `next`
 * again before following it. Home carries nothing: it is where they land anyway. A sign-in or
 * sign-up page passes on the page it would itself return to, none after a session ended (that page
 * is only for the ended account); the link to the page itself keeps its address as it is.
 */
export function withReturn(target: string, pathname: string, search: string): string {
  let next: string | null = pathname + search;
  if (SIGN_IN_PAGES.test(pathname)) {
    if (pathname.toLowerCase().startsWith(target.toLowerCase())) return next;
    const params = new URLSearchParams(search);
    next = params.has('session') ? null : params.get('next');
  } else if (pathname === '/') next = null;
  return next ? `${target}?next=${encodeURIComponent(next)}` : target;
}
