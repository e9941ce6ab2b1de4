/** A listed doctor as the directory index is given it: what it is searched by, ranked by and shown as. */
export interface IndexedDoctor {
  id: number;
  certified: boolean;
  /** When the kept soonest free slot starts (ms since the epoch), or null when none is open. */
  nextFreeAt: number | null;
  specialtyId: number | null;
  /** The wilaya's French name, as doctors' `wilaya` holds it. */
  wilaya: string | null;
  /** The name's folded words. */
  nameWords: string[];
  /** The folded name, specialty, address and wilaya (doctors' `search_text`). */
  searchText: string;
  /**
   * The card as JSON with the kept soonest free slot (`nextFreeAt`) last, as it is sent while that
   * slot has not started: `{…,"next_free_slot":"2026-11-28T08:00:00.000Z"}` or `…:null}`.
   */
  card: string;
}

/** A doctor found, as the answer needs them. */
export interface Found {
  id: number;
  nextFreeAt: number | null;
  card: string;
}

/** Bits of a text's pairs of letters, `PAIR_WORDS` 32-bit words per doctor (see `pairsOf`). */
export const PAIR_WORDS = 8;

/**
 * Sets in `into` (from `at`) one of 256 bits for each pair of neighbouring characters of `text`: a
 * word is in a text only if all its pairs' bits are, so most texts are passed over without
 * looking at them (none wrongly: a bit set by another pair only lets a text be looked at).
 */
export function pairsOf(text: string, into: Uint32Array, at: number): void {
  for (let i = 1; i < text.length; i++) {
    const bit = (text.charCodeAt(i - 1) * 31 + text.charCodeAt(i)) & 255;
    into[at + (bit >>> 5)] = (into[at + (bit >>> 5)] as number) | (1 << (bit & 31));
  }
}

/**
 * What the directory index keeps of each listed doctor, by column: each doctor has a slot number;
 * what ranks and filters them is in typed arrays, their name's words in one string, their card in
 * one JSON string, so that 100,000 doctors are a few hundred thousand objects for the garbage
 * collector, not millions. A slot freed by a doctor who left is given to the next one.
 */
export class DoctorSlots {
  ids = new Int32Array(0);
  certified = new Uint8Array(0);
  /** The soonest free slot, none as Infinity (last). */
  next = new Float64Array(0);
  /** -1: none. */
  specialty = new Int32Array(0);
  /** A number per wilaya name (`wilayaNumber`); -1: none. */
  wilaya = new Int32Array(0);
  /** The last walk that saw the slot (a doctor found through two words is counted once). */
  seen = new Uint32Array(0);
  /** The pairs of letters of each search text (`pairsOf`). */
  pairs = new Uint32Array(0);
  /** The name's words, each with a space before and after: " karim benali ". */
  names: string[] = [];
  texts: string[] = [];
  private cards: string[] = [];
  private readonly free: number[] = [];
  private used = 0;
  private readonly slotOf = new Map<number, number>();
  private readonly wilayaNumbers = new Map<string, number>();
  private walk = 0;

  /** Verified first, then the soonest free slot (none last), then the id: the directory's ranking. */
  readonly rank = (a: number, b: number): number => {
    const c = (this.certified[b] as number) - (this.certified[a] as number);
    if (c) return c;
    const na = this.next[a] as number;
    const nb = this.next[b] as number;
    if (na !== nb) return na < nb ? -1 : 1;
    return (this.ids[a] as number) - (this.ids[b] as number);
  };

  get size(): number {
    return this.slotOf.size;
  }

  slotOfDoctor(id: number): number | undefined {
    return this.slotOf.get(id);
  }

  /** The number of a wilaya's name: -1 for none (null), -2 for one no doctor is in. */
  wilayaNumber(name: string | null): number {
    return name === null ? -1 : (this.wilayaNumbers.get(name) ?? -2);
  }

  /** A new mark for `seen`, unlike every earlier one. */
  stamp(): number {
    return ++this.walk;
  }

  /** Forgets every doctor, with room for `capacity`. */
  clear(capacity: number): void {
    this.slotOf.clear();
    this.free.length = 0;
    this.used = 0;
    this.grow(capacity);
    this.names = [];
    this.texts = [];
    this.cards = [];
  }

  /** Writes the doctor, with the name's `words` (each once), in a free slot. */
  fill(d: IndexedDoctor, words: string[]): number {
    let s = this.free.pop();
    if (s === undefined) {
      if (this.used === this.ids.length) this.grow(Math.max(1024, this.used * 2));
      s = this.used++;
    }
    this.slotOf.set(d.id, s);
    this.ids[s] = d.id;
    this.certified[s] = d.certified ? 1 : 0;
    this.next[s] = d.nextFreeAt ?? Infinity;
    this.specialty[s] = d.specialtyId ?? -1;
    let wilaya = -1;
    if (d.wilaya !== null) {
      wilaya = this.wilayaNumbers.get(d.wilaya) ?? this.wilayaNumbers.size;
      this.wilayaNumbers.set(d.wilaya, wilaya);
    }
    this.wilaya[s] = wilaya;
    this.seen[s] = 0;
    this.names[s] = ` ${words.join(' ')} `;
    this.texts[s] = d.searchText;
    this.pairs.fill(0, s * PAIR_WORDS, (s + 1) * PAIR_WORDS);
    pairsOf(d.searchText, this.pairs, s * PAIR_WORDS);
    this.cards[s] = d.card;
    return s;
  }

  /** Frees the doctor's slot for the next one. */
  release(id: number, s: number): void {
    this.slotOf.delete(id);
    this.names[s] = '';
    this.texts[s] = '';
    this.cards[s] = '';
    this.free.push(s);
  }

  /** The doctors of `slots`, in their order, as the answer shows them. */
  found(slots: number[]): Found[] {
    return slots.map((s) => {
      const next = this.next[s] as number;
      return {
        id: this.ids[s] as number,
        nextFreeAt: next === Infinity ? null : next,
        card: this.cards[s] as string,
      };
    });
  }

  slotsOf(found: Found[]): number[] {
    return found.map((d) => this.slotOf.get(d.id) as number);
  }

  private grow(capacity: number): void {
    if (capacity <= this.ids.length) return;
    const bigger = <T extends Int32Array | Uint8Array | Float64Array | Uint32Array>(old: T, fresh: T) => {
      fresh.set(old);
      return fresh;
    };
    this.ids = bigger(this.ids, new Int32Array(capacity));
    this.certified = bigger(this.certified, new Uint8Array(capacity));
    this.next = bigger(this.next, new Float64Array(capacity));
    this.specialty = bigger(this.specialty, new Int32Array(capacity));
    this.wilaya = bigger(this.wilaya, new Int32Array(capacity));
    this.seen = bigger(this.seen, new Uint32Array(capacity));
    this.pairs = bigger(this.pairs, new Uint32Array(capacity * PAIR_WORDS));
  }
}
