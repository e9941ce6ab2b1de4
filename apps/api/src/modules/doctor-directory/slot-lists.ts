/**
 * Words, each with the slots (doctors) that have it, in no order: one typed array per word rather
 * than a set, so that 100,000 doctors' words are a few thousand objects and are read in a row.
 */
export class SlotLists {
  private readonly numberOf = new Map<string, number>();
  private readonly words: string[] = [];
  private readonly lists: Int32Array[] = [];
  private readonly counts: number[] = [];

  get size(): number {
    return this.words.length;
  }

  clear(): void {
    this.numberOf.clear();
    this.words.length = 0;
    this.lists.length = 0;
    this.counts.length = 0;
  }

  /** Adds the slot to each word's list; the numbers of the words not seen before. */
  add(slot: number, words: string[]): number[] {
    const added: number[] = [];
    for (const word of words) {
      let n = this.numberOf.get(word);
      if (n === undefined) {
        n = this.words.length;
        this.numberOf.set(word, n);
        this.words.push(word);
        this.lists.push(new Int32Array(2));
        this.counts.push(0);
        added.push(n);
      }
      let list = this.lists[n] as Int32Array;
      const count = this.counts[n] as number;
      if (count === list.length) {
        const longer = new Int32Array(count * 2);
        longer.set(list);
        this.lists[n] = list = longer;
      }
      list[count] = slot;
      this.counts[n] = count + 1;
    }
    return added;
  }

  /** Takes the slot out of each word's list (a word keeps its number, its list perhaps empty). */
  delete(slot: number, words: string[]): void {
    for (const word of words) {
      const n = this.numberOf.get(word);
      if (n === undefined) continue;
      const list = this.lists[n] as Int32Array;
      const count = this.counts[n] as number;
      const at = count ? list.lastIndexOf(slot, count - 1) : -1;
      if (at < 0) continue;
      list[at] = list[count - 1] as number;
      this.counts[n] = count - 1;
    }
  }

  numberOfWord(word: string): number | undefined {
    return this.numberOf.get(word);
  }

  word(n: number): string {
    return this.words[n] as string;
  }

  /** Every word, by number. */
  all(): readonly string[] {
    return this.words;
  }

  count(n: number): number {
    return this.counts[n] as number;
  }

  /** The slots of word `n` (a view, valid until the next change). */
  slots(n: number): Int32Array {
    return (this.lists[n] as Int32Array).subarray(0, this.counts[n]);
  }
}
