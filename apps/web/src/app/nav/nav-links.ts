import { paths } from '#web/lib/paths.ts';

// The top links. Labels are i18n keys of the common namespace.
export const NAV_LINKS = [
  { to: paths.home, label: 'nav.home' },
  { to: paths.doctors, label: 'nav.doctors' },
  { to: paths.contact, label: 'nav.contact' },
  { to: paths.about, label: 'nav.about' },
  { to: paths.faq, label: 'nav.faq' },
] as const;

/** The first path segment, lower-cased: '/Contact/x' -> 'contact', '/' -> ''. */
export function firstSegment(pathname: string): string {
  return (pathname.split('/')[1] ?? '').toLowerCase();
}

/** The active navigation link derives from the first path segment. */
export function isActiveLink(to: string, pathname: string): boolean {
  return firstSegment(to) === firstSegment(pathname);
}
