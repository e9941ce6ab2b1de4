const EXTENSIONS: Record<string, string[]> = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
};

/** The name a download is saved under: the file's name, with its type's extension when it lacks one. */
export function downloadName(name: string, contentType: string): string {
  const known = EXTENSIONS[contentType];
  if (!known) return name;
  const lower = name.toLowerCase();
  return known.some((ext) => lower.endsWith(ext)) ? name : `${name}${known[0]}`;
}

/** `attachment` with an ASCII fallback and the exact UTF-8 name (RFC 6266, RFC 5987). */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
