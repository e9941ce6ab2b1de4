// Control characters (C0, DEL, C1) and the invisible Unicode marks that reorder or hide text
// (bidirectional overrides and isolates, zero-width characters, the BOM).
const CONTROL = /\p{Cc}+/gu;
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/gu;

/**
 * The name a file is stored under: no control character (a CR or LF could end a header line, a NUL
 * cuts the name short), no mark that makes `report\u202Efdp.exe` read as `reportexe.pdf`, spaces
 * collapsed, at most `max` characters.
 */
export function cleanFileName(name: string, max = 120): string {
  return name.replace(INVISIBLE, '').replace(CONTROL, ' ').replace(/\s+/gu, ' ').trim().slice(0, max).trim();
}

/**
 * A `Content-Disposition` header that is always well formed: a quoted ASCII fallback with no quote,
 * backslash or control character, and the exact UTF-8 name as `filename*` (RFC 6266, RFC 5987).
 */
export function contentDisposition(filename: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
