import { SlotLists } from './slot-lists.ts';
import { lowerBound, TextWords, wordsOf } from './text-words.ts';

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

export interface IndexFilters {
  verifiedOnly: boolean;
  wilaya: string | null;
  /** Any of these specialties; none: any specialty. */
  specialtyIds: number[];
}

const NONE: number[] = [];

/** The filters of a search, as the index's numbers: -1 for none. */
interface Filter {
  wilaya: number;
  specialty: number;
  /** Any of these, when more than one. */
  specialties: Set<number> | null;
  verifiedOnly: boolean;
}

/** Bits of a text's pairs of letters, `PAIR_WORDS` 32-bit words per doctor (see `pairsOf`). */
const PAIR_WORDS = 8;

/**
 * Sets in `into` (from `at`) one of 256 bits for each pair of neighbouring characters of `text`: a
 * word is in a text only if all its pairs' bits are, so most texts are passed over without
 * looking at them (none wrongly: a bit set by another pair only lets a text be looked at).
 */
function pairsOf(text: string, into: Uint32Array, at: number): void {
  for (let i = 1; i < text.length; i++) {
    const bit = (text.charCodeAt(i - 1) * 31 + text.charCodeAt(i)) & 255;
    into[at + (bit >>> 5)] = (into[at + (bit >>> 5)] as number) | (1 << (bit & 31));
  }
}

/**
 * The listed doctors of the directory in this process's memory (decision 0046), by column: each
 * doctor has a slot number; what ranks and filters them is in typed arrays, their name's words in
 * one string, their card in one JSON string, so that 100,000 doctors are a few hundred thousand
 * objects for the garbage collector, not millions. Lists of slots in ranking order (all, per
 * specialty, per wilaya), and the name's words with the slots they belong to, sorted and searched
 * by prefix with a binary search. A search takes the cheaper of two ways: walk the smallest list
 * that holds every match, in ranking order, until the group is full, or gather the doctors of the
 * rarest word and sort those.
 */
export class RankedIndex {
  private ids = new Int32Array(0);
  private certified = new Uint8Array(0);
  /** The soonest free slot, none as Infinity (last). */
  private next = new Float64Array(0);
  /** -1: none. */
  private specialty = new Int32Array(0);
  /** A number per wilaya name (`wilayaNumbers`); -1: none. */
  private wilaya = new Int32Array(0);
  /** The last walk that saw the slot (a doctor found through two words is counted once). */
  private seen = new Uint32Array(0);
  /** The pairs of letters of each search text (`pairsOf`). */
  private pairs = new Uint32Array(0);
  /** The name's words, each with a space before and after: " karim benali ". */
  private names: string[] = [];
  private texts: string[] = [];
  private cards: string[] = [];
  private readonly free: number[] = [];
  private used = 0;
  private readonly slotOf = new Map<number, number>();
  private readonly wilayaNumbers = new Map<string, number>();
  private ranked: number[] = [];
  private readonly bySpecialty = new Map<number, number[]>();
  private readonly byWilaya = new Map<number, number[]>();
  /** The names' words with their doctors. */
  private readonly nameWords = new SlotLists();
  /** The words of the search texts, searched by any part (the fallback to the whole text). */
  private readonly textWords = new TextWords();
  /** The names' words, sorted; rebuilt on the next search after a new word came in. */
  private words: string[] | null = null;
  private walk = 0;

  /** Verified first, then the soonest free slot (none last), then the id: the directory's ranking. */
  private readonly rank = (a: number, b: number): number => {
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

  /** Replaces everything with `doctors`. */
  replaceAll(doctors: IndexedDoctor[]): void {
    this.slotOf.clear();
    this.bySpecialty.clear();
    this.byWilaya.clear();
    this.nameWords.clear();
    this.textWords.clear();
    this.free.length = 0;
    this.used = 0;
    this.words = null;
    this.grow(doctors.length);
    this.names = [];
    this.texts = [];
    this.cards = [];
    const slots = doctors.map((d) => this.fill(d));
    slots.sort(this.rank);
    this.ranked = slots;
    this.textWords.settle();
    for (const s of slots) {
      const specialty = this.specialty[s] as number;
      if (specialty >= 0) listOf(this.bySpecialty, specialty).push(s);
      const wilaya = this.wilaya[s] as number;
      if (wilaya >= 0) listOf(this.byWilaya, wilaya).push(s);
    }
  }

  /** Adds the doctor, or replaces what was kept of them. */
  put(doctor: IndexedDoctor): void {
    this.remove(doctor.id);
    const s = this.fill(doctor);
    this.insert(this.ranked, s);
    const specialty = this.specialty[s] as number;
    if (specialty >= 0) this.insert(listOf(this.bySpecialty, specialty), s);
    const wilaya = this.wilaya[s] as number;
    if (wilaya >= 0) this.insert(listOf(this.byWilaya, wilaya), s);
  }

  remove(id: number): void {
    const s = this.slotOf.get(id);
    if (s === undefined) return;
    this.slotOf.delete(id);
    this.take(this.ranked, s);
    const specialty = this.specialty[s] as number;
    if (specialty >= 0) this.take(this.bySpecialty.get(specialty) ?? NONE, s);
    const wilaya = this.wilaya[s] as number;
    if (wilaya >= 0) this.take(this.byWilaya.get(wilaya) ?? NONE, s);
    this.nameWords.delete(
      s,
      (this.names[s] as string).split(' ').filter((w) => w !== ''),
    );
    this.textWords.delete(s, wordsOf(this.texts[s] as string));
    this.names[s] = '';
    this.texts[s] = '';
    this.cards[s] = '';
    this.free.push(s);
  }

  /**
   * The first `limit` doctors, in ranking order, that pass `filters` and whose name has, for every
   * word of `words`, a word that is it (`whole`) or begins with it.
   */
  top(filters: IndexFilters, words: string[], whole: boolean, limit: number): Found[] {
    const filter = this.filterOf(filters);
    if (!filter) return [];
    const list = this.smallestList(filter.wilaya, filter.specialty);
    if (!words.length)
      return this.found(this.walkList(list, this.passesOf(filter, []), limit, filters.verifiedOnly));
    const rarest = this.rarestOf(words, whole);
    if (!rarest.count) return [];
    const needles = words.map((w) => (whole ? ` ${w} ` : ` ${w}`));
    if (!this.gathers(list, rarest.count, limit))
      return this.found(this.walkList(list, this.passesOf(filter, needles), limit, filters.verifiedOnly));
    // The rarest word's doctors have it: the others are looked for in their names.
    const others = needles.filter((_, i) => i !== rarest.at);
    const matches = this.gathered(rarest.sets, this.passesOf(filter, others));
    if (matches.length > limit) matches.length = limit;
    return this.found(matches);
  }

  /**
   * The doctors listed for name words, as the directory lists them: the first `limit` whose name has
   * every word whole, then of the first 2 × `limit` whose name has a word begun by each word, those
   * not listed already. When the doctors named by the rarest word begun are gathered, both lists
   * come from them, sorted once.
   */
  named(filters: IndexFilters, words: string[], limit: number): Found[] {
    const filter = this.filterOf(filters);
    if (!filter || !words.length) return [];
    const list = this.smallestList(filter.wilaya, filter.specialty);
    const rarest = this.rarestOf(words, false);
    if (!rarest.count) return [];
    let whole: number[];
    let begun: number[];
    if (this.gathers(list, rarest.count, 2 * limit)) {
      const needles = words.filter((_, i) => i !== rarest.at).map((w) => ` ${w}`);
      begun = this.gathered(rarest.sets, this.passesOf(filter, needles));
      const wholeNeedles = words.map((w) => ` ${w} `);
      whole = [];
      for (const s of begun) {
        const name = this.names[s] as string;
        if (wholeNeedles.every((needle) => name.includes(needle)) && whole.push(s) >= limit) break;
      }
      if (begun.length > 2 * limit) begun.length = 2 * limit;
    } else {
      whole = this.slotsOf(this.top(filters, words, true, limit));
      begun = this.walkList(
        list,
        this.passesOf(
          filter,
          words.map((w) => ` ${w}`),
        ),
        2 * limit,
        filters.verifiedOnly,
      );
    }
    const stamp = ++this.walk;
    for (const s of whole) this.seen[s] = stamp;
    return this.found(whole.concat(begun.filter((s) => this.seen[s] !== stamp)));
  }

  /** The first `limit` doctors, in ranking order, that pass `filters` and whose search text holds every word. */
  containing(filters: IndexFilters, words: string[], limit: number): Found[] {
    const wilaya = filters.wilaya === null ? -1 : (this.wilayaNumbers.get(filters.wilaya) ?? -2);
    if (wilaya === -2) return [];
    const wanted = new Uint32Array(PAIR_WORDS);
    for (const word of words) pairsOf(word, wanted, 0);
    const pairs = this.pairs;
    const passes = (s: number) => {
      if (wilaya >= 0 && this.wilaya[s] !== wilaya) return false;
      if (filters.verifiedOnly && !this.certified[s]) return false;
      const at = s * PAIR_WORDS;
      for (let k = 0; k < PAIR_WORDS; k++) {
        const bits = wanted[k] as number;
        if (((pairs[at + k] as number) & bits) >>> 0 !== bits) return false;
      }
      const text = this.texts[s] as string;
      for (const word of words) if (!text.includes(word)) return false;
      return true;
    };
    const list = this.smallestList(wilaya, -1);
    if (!words.length) return this.found(this.walkList(list, passes, limit, filters.verifiedOnly));
    // The doctors of the text words holding the rarest word typed.
    let rarest: Int32Array[] = [];
    let fewest = Infinity;
    for (const word of words) {
      const found = this.textWords.holding(word, fewest);
      if (found && found.count < fewest) {
        rarest = found.lists;
        fewest = found.count;
      }
    }
    if (!fewest) return [];
    if (!this.gathers(list, fewest, limit))
      return this.found(this.walkList(list, passes, limit, filters.verifiedOnly));
    const matches = this.gathered(rarest, passes);
    if (matches.length > limit) matches.length = limit;
    return this.found(matches);
  }

  /** The filters as numbers; null when they can match no doctor (a wilaya no doctor is in). */
  private filterOf(filters: IndexFilters): Filter | null {
    const wilaya = filters.wilaya === null ? -1 : (this.wilayaNumbers.get(filters.wilaya) ?? -2);
    if (wilaya === -2) return null;
    return {
      wilaya,
      specialty: filters.specialtyIds.length === 1 ? (filters.specialtyIds[0] as number) : -1,
      specialties: filters.specialtyIds.length > 1 ? new Set(filters.specialtyIds) : null,
      verifiedOnly: filters.verifiedOnly,
    };
  }

  /** Whether a slot passes the filter and its name holds every needle (" word" or " word "). */
  private passesOf(filter: Filter, needles: string[]): (s: number) => boolean {
    const { wilaya, specialty, specialties, verifiedOnly } = filter;
    return (s: number) => {
      if (wilaya >= 0 && this.wilaya[s] !== wilaya) return false;
      if (specialty >= 0 && this.specialty[s] !== specialty) return false;
      if (specialties && !specialties.has(this.specialty[s] as number)) return false;
      if (verifiedOnly && !this.certified[s]) return false;
      if (!needles.length) return true;
      const name = this.names[s] as string;
      for (const needle of needles) if (!name.includes(needle)) return false;
      return true;
    };
  }

  /** The word of `words` whose name words have the fewest doctors: its place, their sets, how many. */
  private rarestOf(words: string[], whole: boolean): { at: number; sets: Int32Array[]; count: number } {
    let rarest = { at: -1, sets: [] as Int32Array[], count: Infinity };
    words.forEach((word, at) => {
      const found = this.postings(word, whole, rarest.count);
      if (found && found.count < rarest.count) rarest = { at, sets: found.sets, count: found.count };
    });
    return rarest;
  }

  /**
   * Whether gathering `count` doctors (every one that may match) and sorting those that pass costs
   * less than walking `list` in ranking order until `limit` have passed.
   */
  private gathers(list: number[], count: number, limit: number): boolean {
    const expected = (count * list.length) / Math.max(1, this.ranked.length);
    const walkSteps = expected > limit ? (list.length * limit) / expected : list.length;
    return walkSteps > count;
  }

  /** The slots of `sets` (each once) that pass, in ranking order. */
  private gathered(sets: Int32Array[], passes: (s: number) => boolean): number[] {
    const stamp = ++this.walk;
    const seen = this.seen;
    const matches: number[] = [];
    for (const slots of sets)
      for (let i = 0; i < slots.length; i++) {
        const s = slots[i] as number;
        if (seen[s] === stamp) continue;
        seen[s] = stamp;
        if (passes(s)) matches.push(s);
      }
    return matches.sort(this.rank);
  }

  private slotsOf(found: Found[]): number[] {
    return found.map((d) => this.slotOf.get(d.id) as number);
  }

  private found(slots: number[]): Found[] {
    return slots.map((s) => {
      const next = this.next[s] as number;
      return {
        id: this.ids[s] as number,
        nextFreeAt: next === Infinity ? null : next,
        card: this.cards[s] as string,
      };
    });
  }

  /** The first `limit` slots of `list` that pass; verified doctors come first, so those alone end early. */
  private walkList(
    list: number[],
    passes: (s: number) => boolean,
    limit: number,
    verifiedOnly: boolean,
  ): number[] {
    const found: number[] = [];
    for (const s of list) {
      if (verifiedOnly && !this.certified[s]) break;
      if (passes(s) && found.push(s) >= limit) break;
    }
    return found;
  }

  private smallestList(wilaya: number, specialty: number): number[] {
    let list = this.ranked;
    if (wilaya >= 0) {
      const inWilaya = this.byWilaya.get(wilaya) ?? NONE;
      if (inWilaya.length < list.length) list = inWilaya;
    }
    if (specialty >= 0) {
      const ofSpecialty = this.bySpecialty.get(specialty) ?? NONE;
      if (ofSpecialty.length < list.length) list = ofSpecialty;
    }
    return list;
  }

  /**
   * The lists of slots whose name has `word` (whole) or a word beginning with it, and how many
   * they hold together (counted again when in two lists); null once the count passes `cap`.
   */
  private postings(word: string, whole: boolean, cap: number): { sets: Int32Array[]; count: number } | null {
    const names = this.nameWords;
    if (whole) {
      const n = names.numberOfWord(word);
      return n === undefined ? { sets: [], count: 0 } : { sets: [names.slots(n)], count: names.count(n) };
    }
    const words = (this.words ??= [...names.all()].sort());
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

  /** Writes the doctor in a free slot and their words' lists; the ranking lists are the caller's. */
  private fill(d: IndexedDoctor): number {
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
    const words = [...new Set(d.nameWords)];
    this.names[s] = ` ${words.join(' ')} `;
    this.texts[s] = d.searchText;
    this.textWords.add(s, wordsOf(d.searchText));
    this.pairs.fill(0, s * PAIR_WORDS, (s + 1) * PAIR_WORDS);
    pairsOf(d.searchText, this.pairs, s * PAIR_WORDS);
    this.cards[s] = d.card;
    if (this.nameWords.add(s, words).length) this.words = null;
    return s;
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

  /** Where slot `s` goes in a list sorted by rank (its position, when it is in the list). */
  private position(list: number[], s: number): number {
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.rank(list[mid] as number, s) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private insert(list: number[], s: number): void {
    list.splice(this.position(list, s), 0, s);
  }

  private take(list: number[], s: number): void {
    const at = this.position(list, s);
    if (list[at] === s) list.splice(at, 1);
  }
}

function listOf<K>(lists: Map<K, number[]>, key: K): number[] {
  let list = lists.get(key);
  if (!list) lists.set(key, (list = []));
  return list;
}
