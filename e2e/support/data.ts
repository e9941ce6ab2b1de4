/** A small valid PDF, accepted by the upload rules (bytes are sniffed). */
export const PDF = Buffer.from('%PDF-1.4\n% report\n1 0 obj <<>> endobj\n%%EOF\n');

/** A 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

let counter = 0;

/** Letters and digits unique to this test run and worker, for names other tests must not match. */
export function uniqueTag(): string {
  counter += 1;
  const random = Math.floor(Math.random() * 36 ** 4).toString(36);
  return `${Date.now().toString(36)}${process.pid.toString(36)}${counter}${random}`;
}

/** A unique email for an account a test creates. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${uniqueTag()}@example.dz`;
}

/** A mobile number no other account of this run has, as a person types it: `07 12 34 56 78`. */
export function uniquePhone(): string {
  counter += 1;
  const digits = String((Date.now() * 100 + process.pid * 7 + counter) % 100_000_000).padStart(8, '0');
  return `07 ${digits.replace(/(\d{2})(?=\d)/g, '$1 ')}`;
}

/** The calendar day `days` from today in Algiers, as YYYY-MM-DD. */
export function dayFromToday(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Algiers' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}
