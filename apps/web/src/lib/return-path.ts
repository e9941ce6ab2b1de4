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
