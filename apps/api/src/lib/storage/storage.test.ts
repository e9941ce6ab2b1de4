import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareKeys } from './storage.ts';

const byteOrder = (a: string, b: string) => Math.sign(Buffer.compare(Buffer.from(a), Buffer.from(b)));

describe('compareKeys', () => {
  it('orders keys as their UTF-8 bytes, the order of S3 and of the "C" collation', () => {
    const keys = [
      'records/b',
      'Records/b',
      'records/a-w64',
      'records/a',
      'records/a/x',
      'records/a_x',
      'é',
      'z',
    ];
    expect([...keys].sort(compareKeys)).toEqual([...keys].sort(byteOrder));
    expect([...keys].sort(compareKeys)).toEqual([
      'Records/b',
      'records/a',
      'records/a-w64',
      'records/a/x',
      'records/a_x',
      'records/b',
      'z',
      'é',
    ]);
  });

  it('puts a character past U+FFFF after U+E000–U+FFFF, where UTF-16 units would not', () => {
    expect('\u{10000}' < '\uffff').toBe(true);
    expect(Math.sign(compareKeys('\u{10000}', '\uffff'))).toBe(1);
    expect(Math.sign(compareKeys('a\u{1f600}', 'a\ue000'))).toBe(1);
    expect(Math.sign(compareKeys('\u{1f600}', '\u{1f601}'))).toBe(-1);
  });

  it('agrees with a byte comparison on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (a, b) => {
        expect(Math.sign(compareKeys(a, b))).toBe(byteOrder(a, b));
      }),
      { numRuns: 2000 },
    );
  });
});
