// The part of the Unicode Bidirectional Algorithm (UAX #9) a printed line needs: Arabic and Hebrew
// letters, Latin text, digits and punctuation in one paragraph, without explicit embeddings.
// fontkit shapes an Arabic run (joined letters) and lays its glyphs right to left, but nobody
// orders the runs of a mixed line: this does, and it keeps digits left to right inside Arabic.

export type Direction = 'ltr' | 'rtl';

/** A piece of a line in display order; `rtl` pieces keep their logical text, to be shaped. */
export interface VisualRun {
  text: string;
  rtl: boolean;
}

type BidiClass = 'L' | 'R' | 'AL' | 'EN' | 'AN' | 'ES' | 'ET' | 'CS' | 'NSM' | 'WS' | 'ON';

const MIRRORED = new Map(
  ['()', ')(', '[]', '][', '{}', '}{', '<>', '><', '«»', '»«', '‹›', '›‹'].map((p) => [p[0], p[1]]),
);

function classOf(ch: string): BidiClass {
  if (/[0-9\u06F0-\u06F9]/.test(ch)) return 'EN';
  if (/[\u0660-\u0669\u066B\u066C]/.test(ch)) return 'AN';
  if (/\p{M}/u.test(ch)) return 'NSM';
  if (ch === '\u200F') return 'R';
  if (ch === '\u200E') return 'L';
  if (/[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}]/u.test(ch) && /[\p{L}\u061F]/u.test(ch)) {
    return 'AL';
  }
  if (/\p{Script=Hebrew}/u.test(ch) && /\p{L}/u.test(ch)) return 'R';
  if (/\p{L}/u.test(ch)) return 'L';
  if (/\s/.test(ch)) return 'WS';
  if (/[,.:/\u00A0\u060C]/.test(ch)) return 'CS';
  if (/[+-]/.test(ch)) return 'ES';
  if (/[#$%°¢£¥€\u2030\u2031\u066A]/.test(ch)) return 'ET';
  return 'ON';
}

const strongOf = (c: BidiClass): 'L' | 'R' | null => (c === 'L' ? 'L' : c === 'R' || c === 'AL' ? 'R' : null);

/** The paragraph's direction from its first strong letter (rules P2 and P3), else `fallback`. */
export function paragraphDirection(text: string, fallback: Direction = 'ltr'): Direction {
  for (const ch of text) {
    const strong = strongOf(classOf(ch));
    if (strong) return strong === 'R' ? 'rtl' : 'ltr';
  }
  return fallback;
}

/** Weak types (rules W1 to W7): marks, numbers and their separators. */
function resolveWeak(types: BidiClass[], sos: 'L' | 'R'): void {
  let previous: BidiClass = sos;
  let lastStrong: BidiClass = sos;
  for (let i = 0; i < types.length; i++) {
    if (types[i] === 'NSM') types[i] = previous; // W1
    const t = types[i] as BidiClass;
    if (t === 'EN' && lastStrong === 'AL') types[i] = 'AN'; // W2
    if (t === 'L' || t === 'R' || t === 'AL') lastStrong = t;
    previous = types[i] as BidiClass;
  }
  for (let i = 0; i < types.length; i++) if (types[i] === 'AL') types[i] = 'R'; // W3
  for (let i = 1; i < types.length - 1; i++) {
    const [before, t, after] = [types[i - 1], types[i], types[i + 1]]; // W4
    if (before === 'EN' && after === 'EN' && (t === 'ES' || t === 'CS')) types[i] = 'EN';
    else if (before === 'AN' && after === 'AN' && t === 'CS') types[i] = 'AN';
  }
  for (let i = 0; i < types.length; i++) {
    if (types[i] !== 'ET') continue; // W5: terminators next to a European number join it
    let end = i;
    while (types[end] === 'ET') end++;
    if (types[i - 1] === 'EN' || types[end] === 'EN') types.fill('EN', i, end);
    i = end - 1;
  }
  for (let i = 0; i < types.length; i++) {
    const t = types[i];
    if (t === 'ES' || t === 'ET' || t === 'CS') types[i] = 'ON'; // W6
  }
  let strong: 'L' | 'R' = sos;
  for (let i = 0; i < types.length; i++) {
    const s = strongOf(types[i] as BidiClass);
    if (s) strong = s;
    else if (types[i] === 'EN' && strong === 'L') types[i] = 'L'; // W7
  }
}

/** Neutrals (N1, N2): the direction on both sides when it agrees, else the paragraph's. */
function resolveNeutrals(types: BidiClass[], base: 'L' | 'R'): void {
  const side = (t: BidiClass | undefined): 'L' | 'R' => (t === 'L' ? 'L' : t === undefined ? base : 'R');
  for (let i = 0; i < types.length; i++) {
    if (types[i] !== 'WS' && types[i] !== 'ON') continue;
    let end = i;
    while (types[end] === 'WS' || types[end] === 'ON') end++;
    const before = side(types[i - 1]);
    const after = side(types[end]);
    types.fill(before === after ? before : base, i, end);
    i = end - 1;
  }
}

/** The embedding level of each code point of one line (rules W, N, I and L1). */
export function bidiLevels(text: string, direction: Direction): number[] {
  const chars = Array.from(text);
  const base = direction === 'rtl' ? 1 : 0;
  const sos = base ? 'R' : 'L';
  const original = chars.map(classOf);
  const types = [...original];
  resolveWeak(types, sos);
  resolveNeutrals(types, sos);
  const levels = types.map((t) => {
    if (base === 0) return t === 'R' ? 1 : t === 'AN' || t === 'EN' ? 2 : 0; // I1
    return t === 'L' || t === 'EN' || t === 'AN' ? 2 : 1; // I2
  });
  for (let i = levels.length - 1; i >= 0 && original[i] === 'WS'; i--) levels[i] = base; // L1
  return levels;
}

/** Reverses, from the highest level down to the lowest odd one, every stretch at that level or above (L2). */
function reorder<T extends { level: number }>(runs: T[]): T[] {
  const out = [...runs];
  const levels = out.map((r) => r.level);
  const highest = Math.max(0, ...levels);
  const lowestOdd = Math.min(...levels.map((l) => (l % 2 ? l : l + 1)));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < out.length; i++) {
      if ((out[i] as T).level < level) continue;
      let end = i;
      while (end < out.length && (out[end] as T).level >= level) end++;
      out.splice(i, end - i, ...out.slice(i, end).reverse());
      i = end;
    }
  }
  return out;
}

/**
 * One line as runs in display order, left to right. A right-to-left run keeps its text in logical
 * order (mirrored brackets swapped) so that it can be shaped; whoever draws it lays it out leftward.
 */
export function visualRuns(text: string, direction: Direction | 'auto' = 'auto'): VisualRun[] {
  const base = direction === 'auto' ? paragraphDirection(text) : direction;
  const chars = Array.from(text);
  const levels = bidiLevels(text, base);
  const runs: { text: string; level: number }[] = [];
  chars.forEach((ch, i) => {
    const level = levels[i] as number;
    const last = runs.at(-1);
    const shown = level % 2 ? (MIRRORED.get(ch) ?? ch) : ch;
    if (last && last.level === level) last.text += shown;
    else runs.push({ text: shown, level });
  });
  return reorder(runs).map((r) => ({ text: r.text, rtl: r.level % 2 === 1 }));
}

/** The line as it reads on paper from left to right: each right-to-left run reversed. */
export function visualText(text: string, direction: Direction | 'auto' = 'auto'): string {
  return visualRuns(text, direction)
    .map((r) => (r.rtl ? Array.from(r.text).reverse().join('') : r.text))
    .join('');
}
