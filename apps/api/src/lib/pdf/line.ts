import type PDFDocument from 'pdfkit';
import { type Direction, visualRuns } from './bidi.ts';
import { type Face, faceFor, faces, type Weight } from './fonts.ts';

// Writing one line of mixed Arabic and Latin text on a PDFKit page: the bidi step orders the runs,
// each run is split by face, and each piece is placed left to right at its measured width.

export type Doc = typeof PDFDocument;

export interface TextStyle {
  size: number;
  weight?: Weight;
  color?: string;
  /** Paragraph direction; by default that of the first letter. */
  direction?: Direction | 'auto';
}

interface Piece {
  text: string;
  face: Face;
  width: number;
}

// Passing features (even none beyond the defaults) makes PDFKit lay out a piece as one run
// instead of word by word, so fontkit shapes the whole Arabic phrase and places it right to left.
const WHOLE_RUN = { features: [] as PDFKit.Mixins.OpenTypeFeatures[] };

/** Registers the faces on a new document (once per document). */
export function registerFaces(doc: Doc): void {
  for (const face of [...faces().regular, ...faces().bold]) doc.registerFont(face.name, face.data);
}

function split(text: string, weight: Weight, rtl: boolean) {
  const segments: { text: string; face: Face }[] = [];
  let current: Face | null = null;
  for (const ch of text) {
    const face = faceFor(ch, weight, current);
    const last = segments.at(-1);
    // Arabic-Indic digits inside a left-to-right run go one by one: fontkit would reverse a group.
    if (last && last.face === face && (rtl || !face.arabic)) last.text += ch;
    else segments.push({ text: ch, face });
    current = face;
  }
  return rtl ? segments.reverse() : segments;
}

/** The line's pieces in display order, each in one face, measured. */
function pieces(doc: Doc, text: string, style: TextStyle): Piece[] {
  const weight = style.weight ?? 'regular';
  const out: Piece[] = [];
  for (const run of visualRuns(text, style.direction ?? 'auto')) {
    for (const segment of split(run.text, weight, run.rtl)) {
      // fontkit lays an Arabic piece right to left itself; any other piece of a right-to-left run
      // (punctuation, spaces) is turned round here.
      const shown =
        run.rtl && !segment.face.arabic ? Array.from(segment.text).reverse().join('') : segment.text;
      doc.font(segment.face.name).fontSize(style.size);
      out.push({ text: shown, face: segment.face, width: doc.widthOfString(shown, WHOLE_RUN) });
    }
  }
  return out;
}

export function lineWidth(doc: Doc, text: string, style: TextStyle): number {
  return pieces(doc, text, style).reduce((sum, p) => sum + p.width, 0);
}

/**
 * Draws one line with its baseline at `y`, its start at `x` (left for `align: 'left'`, right edge
 * for `'right'`, middle for `'center'`). Answers the line's width.
 */
export function drawLine(
  doc: Doc,
  text: string,
  at: { x: number; y: number; align?: 'left' | 'right' | 'center' },
  style: TextStyle,
): number {
  const list = pieces(doc, text, style);
  const width = list.reduce((sum, p) => sum + p.width, 0);
  let x = at.align === 'right' ? at.x - width : at.align === 'center' ? at.x - width / 2 : at.x;
  doc.fillColor(style.color ?? '#111827');
  for (const piece of list) {
    doc.font(piece.face.name).fontSize(style.size);
    doc.text(piece.text, x, at.y, { ...WHOLE_RUN, lineBreak: false, baseline: 'alphabetic' });
    x += piece.width;
  }
  return width;
}

/** Breaks a paragraph into lines no wider than `width`, at spaces (a longer word stands alone). */
export function wrapText(doc: Doc, text: string, width: number, style: TextStyle): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && lineWidth(doc, candidate, style) > width) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    lines.push(line);
  }
  return lines;
}
