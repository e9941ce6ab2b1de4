import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TextWords, wordsOf } from './text-words.ts';

/** The slots whose text holds `part`, by the words index. */
function slotsHolding(index: TextWords, part: string): number[] {
  return [...new Set(index.holding(part)?.lists.flatMap((l) => [...l]) ?? [])].sort((a, b) => a - b);
}

/** The slots whose text holds `part`, read one text at a time. */
function slotsReading(texts: Map<number, string>, part: string): number[] {
  return [...texts]
    .filter(([, text]) => text.includes(part))
    .map(([slot]) => slot)
    .sort((a, b) => a - b);
}

const SYLLABLES = [
  'ben',
  'ali',
  'bou',
  'zid',
  'rue',
  'di',
  'douche',
  'ou',
  'جد',
  'يد',
  'ه',
  '500',
  '16',
  'é',
];
const textWord = fc
  .array(fc.constantFrom(...SYLLABLES), { minLength: 1, maxLength: 4 })
  .map((parts) => parts.join(''));
const text = fc
  .array(fc.tuple(textWord, fc.constantFrom(' ', ', ', '-', ' . ')), { maxLength: 6 })
  .map((words) => words.map(([w, gap]) => w + gap).join(''));
/** What a search's word is: letters and digits, a whole word of a text, any part of one, or none. */
const part = fc.oneof(
  textWord,
  fc
    .tuple(textWord, fc.nat(), fc.nat())
    .map(([w, a, b]) => w.slice(a % w.length, (a % w.length) + 1 + (b % 5))),
  fc.constantFrom('zzz', 'e', 'o', 'benalibou'),
);

describe('the words of the search texts', () => {
  it('splits a text into its distinct words of letters and digits', () => {
    expect(wordsOf('dr. karim benali, 12 rue didouche-mourad alger 12')).toEqual([
      'dr',
      'karim',
      'benali',
      '12',
      'rue',
      'didouche',
      'mourad',
      'alger',
    ]);
    expect(wordsOf(' - ')).toEqual([]);
  });

  it('finds the texts that hold a part of a word, in the middle or at either end', () => {
    const index = new TextWords();
    index.add(1, wordsOf('karim benali rue didouche alger'));
    index.add(2, wordsOf('ali bouzid oran'));
    index.add(3, wordsOf('جديدة وهران'));
    index.settle();
    expect(slotsHolding(index, 'ali')).toEqual([1, 2]);
    expect(slotsHolding(index, 'douch')).toEqual([1]);
    expect(slotsHolding(index, 'ran')).toEqual([2]);
    expect(slotsHolding(index, 'هران')).toEqual([3]);
    expect(slotsHolding(index, 'ديد')).toEqual([3]);
    expect(slotsHolding(index, 'zzz')).toEqual([]);
    // A part spanning two words is in no word, so in no text of words.
    expect(slotsHolding(index, 'karimbenali')).toEqual([]);
  });

  it('counts the slots of the words found and stops past a cap', () => {
    const index = new TextWords();
    for (let slot = 0; slot < 10; slot++) index.add(slot, wordsOf(slot < 3 ? 'benali' : 'bouzid'));
    expect(index.holding('ali')?.count).toBe(3);
    expect(index.holding('b', 5)).toBeNull();
    expect(index.holding('b', 10)?.count).toBe(10);
  });

  it('answers as reading every text, through additions and removals, sorted or recent', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(40), fc.option(text, { freq: 4 })), { minLength: 1, maxLength: 300 }),
        fc.array(part, { minLength: 1, maxLength: 10 }),
        fc.boolean(),
        (changes, parts, settle) => {
          const index = new TextWords();
          const texts = new Map<number, string>();
          changes.forEach(([slot, next], i) => {
            const old = texts.get(slot);
            if (old !== undefined) index.delete(slot, wordsOf(old));
            texts.delete(slot);
            if (next !== null) {
              index.add(slot, wordsOf(next));
              texts.set(slot, next);
            }
            if (settle && i % 50 === 0) index.settle();
          });
          for (const p of parts) expect(slotsHolding(index, p)).toEqual(slotsReading(texts, p));
        },
      ),
      { numRuns: 300, seed: 3 },
    );
  });

  it('sorts new words in once there are many, and still finds the old and the new', () => {
    const index = new TextWords();
    index.add(0, ['didouche']);
    index.settle();
    for (let slot = 1; slot <= 1_000; slot++) index.add(slot, [`rue${slot}x`]);
    expect(slotsHolding(index, 'ouch')).toEqual([0]);
    expect(index.sizes.suffixes).toBeGreaterThan(1_000);
    expect(slotsHolding(index, '77x')).toEqual([77, 177, 277, 377, 477, 577, 677, 777, 877, 977]);
  });
});
