// Where a visitor goes back to after signing in: the page they asked for, carried in `?next=`.

/**
 * The path itself when it is a path of this site ("/Book-a-doctor/5?slot=3"), else null: an
 * absolute address, a protocol-relative "//evil.example" or "/\evil.example" (which browsers
 * read as another host), or anything with a scheme or control characters is refused.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Control characters (a tab or newline inside "/\t/evil") are dropped by URL parsers.
  for (const char of value) if (char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f) return null;
  try {
    const url = new URL(value, 'https://reayah.invalid');
    if (url.origin !== 'https://reayah.invalid') return null;
  } catch {
    return null;
  }
  return value;
}

/** The sign-in page, asked to come back to `next` afterwards. */
export function loginReturningTo(next: string): string {
  const path = safeReturnPath(next);
  return path && path !== '/' ? `/Login?next=${encodeURIComponent(path)}` : '/Login';
}
