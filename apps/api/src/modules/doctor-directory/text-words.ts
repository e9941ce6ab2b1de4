/** What splits a search text, or a search, into words: anything that is not a letter or a digit. */
import { SlotLists } from './slot-lists.ts';

const NOT_WORD = /[^\p{L}\p{N}]+/u;

/** Past this many words not yet in the sorted suffixes, they are sorted in with the rest. */
const RECENT_MAX = 512;

/** Between a suffix and its word's number in `suffixes`: below every letter and digit. */
const MARK = '\u0001';

/** The distinct words of a text. */
export function wordsOf(text: string): string[] {
  return [...new Set(text.split(NOT_WORD))].filter((w) => w !== '');
}

/** The first place in `sorted` whose string is not below `key`. */
export function lowerBound(sorted: string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as string) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The distinct words of the doctors' search texts, each with the doctors (slots) whose text has
 * it, searched by any part of a word: "jdid" finds "eljdida" (decision 0046). A part of a word
 * typed (letters and digits only) is in a text exactly when it is in one of the text's words, so
 * the doctors whose text holds it are those of the words that hold it.
 *
 * Every suffix of every word is kept sorted, followed by the word's number, so that the words
 * holding a part are those of the suffixes it begins, found by a binary search. Words seen since
 * the suffixes were sorted are looked through one by one until there are `RECENT_MAX` of them. A
 * word no doctor has any more keeps its place (with no doctors) until everything is read again.
 */
export class TextWords {
  private readonly words = new SlotLists();
  /** `suffix + MARK + word number`, sorted. */
  private suffixes: string[] = [];
  /** The word of each entry of `suffixes`. */
  private suffixWord = new Int32Array(0);
  /** Words not yet in `suffixes`. */
  private recent: number[] = [];
  /** The last search that took the word (a word holding a part twice is taken once). */
  private seen = new Uint32Array(0);
  private search = 0;

  clear(): void {
    this.words.clear();
    this.suffixes = [];
    this.suffixWord = new Int32Array(0);
    this.recent = [];
  }

  /** The slot's text has these words (its distinct words: `wordsOf`). */
  add(slot: number, words: string[]): void {
    this.recent.push(...this.words.add(slot, words));
  }

  /** The slot's text no longer has these words (those it was added with). */
  delete(slot: number, words: string[]): void {
    this.words.delete(slot, words);
  }

  /**
   * The slot lists of the words that hold `part`, and how many slots they have together (a slot
   * in two of them counted twice); null as soon as that passes `cap`.
   */
  holding(part: string, cap = Infinity): { lists: Int32Array[]; count: number } | null {
    if (this.recent.length > RECENT_MAX) this.sortSuffixes();
    if (this.seen.length < this.words.size) {
      const seen = new Uint32Array(Math.max(1024, this.words.size * 2));
      seen.set(this.seen);
      this.seen = seen;
    }
    const search = ++this.search;
    const lists: Int32Array[] = [];
    let count = 0;
    /** Takes word `n`'s slots; true once past the cap. */
    const take = (n: number): boolean => {
      if (this.seen[n] === search) return false;
      this.seen[n] = search;
      const found = this.words.count(n);
      if (!found) return false;
      lists.push(this.words.slots(n));
      count += found;
      return count > cap;
    };
    const suffixes = this.suffixes;
    for (let i = lowerBound(suffixes, part); i < suffixes.length; i++) {
      if (!(suffixes[i] as string).startsWith(part)) break;
      if (take(this.suffixWord[i] as number)) return null;
    }
    for (const n of this.recent) if (this.words.word(n).includes(part) && take(n)) return null;
    return { lists, count };
  }

  /** How many distinct words, and suffixes sorted. */
  get sizes(): { words: number; suffixes: number } {
    return { words: this.words.size, suffixes: this.suffixes.length };
  }

  private sortSuffixes(): void {
    const entries: string[] = [];
    this.words.all().forEach((word, n) => {
      for (let i = 0; i < word.length; i++) entries.push(`${word.slice(i)}${MARK}${n}`);
    });
    entries.sort();
    const suffixWord = new Int32Array(entries.length);
    entries.forEach((entry, i) => {
      suffixWord[i] = Number(entry.slice(entry.lastIndexOf(MARK) + 1));
    });
    this.suffixes = entries;
    this.suffixWord = suffixWord;
    this.recent = [];
  }

  /** Sorts every word in now (after everything was read, rather than at the first search). */
  settle(): void {
    if (this.recent.length) this.sortSuffixes();
  }
}
