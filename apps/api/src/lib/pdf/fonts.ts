import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { woffToSfnt } from './woff.ts';

// Amiri from @fontsource (decision 0012): one Naskh family for Arabic and Latin, shipped as WOFF
// files split by script. A character is drawn with the first face that has a glyph for it.

const require = createRequire(import.meta.url);

export type Weight = 'regular' | 'bold';
const WEIGHTS: Record<Weight, number> = { regular: 400, bold: 700 };
/** Arabic first: its faces hold the shaping rules; the Latin ones the digits and punctuation. */
const SUBSETS = ['arabic', 'latin', 'latin-ext'] as const;

export interface Face {
  /** The name the face is registered under in a PDF document. */
  name: string;
  data: Buffer;
  font: fontkit.Font;
  arabic: boolean;
}

let loaded: Record<Weight, Face[]> | null = null;

function loadFace(subset: (typeof SUBSETS)[number], weight: Weight): Face {
  const file = `@fontsource/amiri/files/amiri-${subset}-${WEIGHTS[weight]}-normal.woff`;
  const data = woffToSfnt(readFileSync(require.resolve(file)));
  return {
    name: `amiri-${subset}-${weight}`,
    data,
    font: fontkit.create(data) as fontkit.Font,
    arabic: subset === 'arabic',
  };
}

/** Every face, read from disk and unpacked once per process. */
export function faces(): Record<Weight, Face[]> {
  loaded ??= {
    regular: SUBSETS.map((s) => loadFace(s, 'regular')),
    bold: SUBSETS.map((s) => loadFace(s, 'bold')),
  };
  return loaded;
}

const isArabicScript = (ch: string) => /\p{Script=Arabic}/u.test(ch);

/**
 * The face for one character. Arabic letters take the Arabic face; spaces stay in the face of the
 * text around them (`current`), so that an Arabic phrase is shaped and laid out as one run.
 */
export function faceFor(ch: string, weight: Weight, current: Face | null): Face {
  const list = faces()[weight];
  const code = ch.codePointAt(0) ?? 0;
  if (current && /\s/.test(ch) && current.font.hasGlyphForCodePoint(code)) return current;
  if (isArabicScript(ch)) return list[0] as Face;
  const has = (f: Face) => f.font.hasGlyphForCodePoint(code);
  return list.find((f) => !f.arabic && has(f)) ?? list.find(has) ?? (list[1] as Face);
}
