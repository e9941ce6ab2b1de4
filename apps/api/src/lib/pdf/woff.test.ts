import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woff.ts';

const woff = readFileSync(
  createRequire(import.meta.url).resolve('@fontsource/amiri/files/amiri-arabic-400-normal.woff'),
);

describe('woffToSfnt', () => {
  it('gives the same font as fontkit reads from the WOFF, as a plain TrueType file', () => {
    const sfnt = woffToSfnt(woff);
    const plain = fontkit.create(sfnt) as fontkit.Font;
    const wrapped = fontkit.create(woff) as fontkit.Font;
    expect(plain.type).toBe('TTF');
    expect(plain.numGlyphs).toBe(wrapped.numGlyphs);
    expect(plain.postscriptName).toBe(wrapped.postscriptName);
    const ids = (f: fontkit.Font) => f.layout('وصفة طبية').glyphs.map((g) => g.id);
    expect(ids(plain)).toEqual(ids(wrapped));
    expect(sfnt.length % 4).toBe(0);
  });

  it('refuses what is not WOFF 1.0', () => {
    expect(() => woffToSfnt(Buffer.from('wOF2 not this one'))).toThrow('not a WOFF 1.0 font');
  });
});
