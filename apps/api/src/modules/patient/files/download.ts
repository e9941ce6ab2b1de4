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

export { contentDisposition } from '#api/lib/file-names.ts';
