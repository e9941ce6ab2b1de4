import { SlotLists } from './slot-lists.ts';
import { lowerBound } from './text-words.ts';

/** The doctors found through one word: their lists of slots, and how many these hold together. */
export interface Postings {
  sets: Int32Array[];
  count: number;
}

/**
 * The words of the doctors' names, each with the slots of the doctors whose name has it; a word
 * typed is looked up whole, or as the beginning of name words (sorted, searched by prefix with a
 * binary search).
 */
export class NameWords {
  private readonly lists = new SlotLists();
  /** The names' words, sorted; rebuilt on the next search after a new word came in. */
  private sorted: string[] | null = null;

  clear(): void {
    this.lists.clear();
    this.sorted = null;
  }

  add(s: number, words: string[]): void {
    if (this.lists.add(s, words).length) this.sorted = null;
  }

  delete(s: number, words: string[]): void {
    this.lists.delete(s, words);
  }

  /** The word of `words` whose name words have the fewest doctors: its place, their sets, how many. */
  rarestOf(words: string[], whole: boolean): Postings & { at: number } {
    let rarest = { at: -1, sets: [] as Int32Array[], count: Infinity };
    words.forEach((word, at) => {
      const found = this.postings(word, whole, rarest.count);
      if (found && found.count < rarest.count) rarest = { at, sets: found.sets, count: found.count };
    });
    return rarest;
  }

  /**
   * The lists of slots whose name has `word` (whole) or a word beginning with it, and how many
   * they hold together (counted again when in two lists); null once the count passes `cap`.
   */
  private postings(word: string, whole: boolean, cap: number): Postings | null {
    const names = this.lists;
    if (whole) {
      const n = names.numberOfWord(word);
      return n === undefined ? { sets: [], count: 0 } : { sets: [names.slots(n)], count: names.count(n) };
    }
    const words = (this.sorted ??= [...names.all()].sort());
    const sets: Int32Array[] = [];
    let count = 0;
    for (let i = lowerBound(words, word); i < words.length; i++) {
      const known = words[i] as string;
      if (!known.startsWith(word)) break;
      const n = names.numberOfWord(known) as number;
      if (!names.count(n)) continue;
      sets.push(names.slots(n));
      count += names.count(n);
      if (count > cap) return null;
    }
    return { sets, count };
  }
}
