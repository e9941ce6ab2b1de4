/** File types recognised from their first bytes, never from the name the client sent. */
export type FileKind = 'jpeg' | 'png' | 'webp' | 'pdf';

export const CONTENT_TYPES: Record<FileKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

export const IMAGE_KINDS: readonly FileKind[] = ['jpeg', 'png', 'webp'];
export const DOCUMENT_KINDS: readonly FileKind[] = ['pdf', 'jpeg', 'png', 'webp'];

/** Bytes needed to recognise every kind above. */
export const SNIFF_BYTES = 12;

export function sniffKind(head: Buffer): FileKind | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (
    head.length >= 8 &&
    head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (
    head.length >= 12 &&
    head.toString('latin1', 0, 4) === 'RIFF' &&
    head.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  if (head.length >= 5 && head.toString('latin1', 0, 5) === '%PDF-') return 'pdf';
  return null;
}
