import { cleanFileName } from '#api/lib/file-names.ts';

// The names a patient gave their folders and files become paths inside the export's ZIP: they
// must open as they are on Windows, macOS and Linux, never climb out of the folder they are
// unpacked in, and never overwrite one another.

/** Characters no common file system takes in a name, and the path separators. */
const FORBIDDEN = /[<>:"/\\|?*]/g;
/** Names Windows keeps for devices, with or without an extension. */
const RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\..*)?$/i;
const MAX = 100;

/** One path segment: readable, safe to unpack anywhere, `fallback` when nothing is left. */
export function safeSegment(name: string, fallback: string): string {
  let safe = cleanFileName(name, MAX)
    .replace(FORBIDDEN, '_')
    // A name of dots only would be the folder itself or its parent; trailing dots and spaces are
    // dropped by Windows.
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  if (RESERVED.test(safe)) safe = `_${safe}`;
  return safe || fallback;
}

/** Splits `report.final.pdf` into `report.final` and `.pdf` (no extension for `.env` or `notes`). */
function splitExtension(name: string): [string, string] {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || name.length - dot > 10) return [name, ''];
  return [name.slice(0, dot), name.slice(dot)];
}

/**
 * Hands out names that are unique within one folder of the ZIP, compared without case (as
 * Windows and macOS do): the second `scan.pdf` becomes `scan (2).pdf`.
 */
export function uniqueNames(): (name: string) => string {
  const taken = new Set<string>();
  return (name: string) => {
    let candidate = name;
    const [stem, extension] = splitExtension(name);
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${extension}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  };
}
