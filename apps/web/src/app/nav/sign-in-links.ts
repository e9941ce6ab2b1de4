// The header's sign-in and sign-up links bring a visitor back to the page they were on (`?next=`).

/** The pages a visitor signs in or up from: their own `next`, not themselves, is the way back. */
const SIGN_IN_PAGES = /^\/(login|register|recovery-account|assistant\/join)\/?$/i;

/**
 * The sign-in or sign-up page (`target`) for a visitor on `pathname` + `search`, bringing them back
 * to it afterwards by the sign-in page's rule (`afterSignIn`, decision 0084), which checks `next`
 * again before following it. Home carries nothing: it is where they land anyway. A sign-in or
 * sign-up page passes on its own query (the page it would return to), except from the sign-in page
 * after a session ended to another page: that page is only for the ended account.
 */
export function withReturn(target: string, pathname: string, search: string): string {
  if (SIGN_IN_PAGES.test(pathname))
    return search.includes('session=') && !pathname.toLowerCase().startsWith(target.toLowerCase())
      ? target
      : target + search;
  return pathname === '/' ? target : `${target}?next=${encodeURIComponent(pathname + search)}`;
}
