import { DoctorSlots, type Found, type IndexedDoctor, PAIR_WORDS, pairsOf } from './doctor-slots.ts';
import { NameWords } from './name-words.ts';
import { RankedLists } from './ranked-lists.ts';
import { TextWords, wordsOf } from './text-words.ts';

export type { Found, IndexedDoctor } from './doctor-slots.ts';

export interface IndexFilters {
  verifiedOnly: boolean;
  wilaya: string | null;
  /** Any of these specialties; none: any specialty. */
  specialtyIds: number[];
}

/** The filters of a search, as the index's numbers: -1 for none. */
interface Filter {
  wilaya: number;
  specialty: number;
  /** Any of these, when more than one. */
  specialties: Set<number> | null;
  verifiedOnly: boolean;
}

/**
 * The listed doctors of the directory in this process's memory (decision 0046): what is kept of
 * each (`doctor-slots.ts`), lists of them in ranking order (`ranked-lists.ts`), and the words of
 * their names (`name-words.ts`) and of their search texts (`text-words.ts`) with the doctors that
 * have them. A search takes the cheaper of two ways: walk the smallest list that holds every
 * match, in ranking order, until the page is full, or gather the doctors of the rarest word and
 * sort those.
 */
export class RankedIndex {
  private readonly doctors = new DoctorSlots();
  private readonly lists = new RankedLists(this.doctors.rank);
  private readonly nameWords = new NameWords();
  /** The words of the search texts, searched by any part (the fallback to the whole text). */
  private readonly textWords = new TextWords();

  get size(): number {
    return this.doctors.size;
  }

  /** Replaces everything with `doctors`. */
  replaceAll(doctors: IndexedDoctor[]): void {
    this.nameWords.clear();
    this.textWords.clear();
    this.doctors.clear(doctors.length);
    const slots = doctors.map((d) => this.fill(d));
    this.textWords.settle();
    const { specialty, wilaya } = this.doctors;
    this.lists.replaceAll(
      slots,
      (s) => specialty[s] as number,
      (s) => wilaya[s] as number,
    );
  }

  /** Adds the doctor, or replaces what was kept of them. */
  put(doctor: IndexedDoctor): void {
    this.remove(doctor.id);
    const s = this.fill(doctor);
    this.lists.insert(s, this.doctors.specialty[s] as number, this.doctors.wilaya[s] as number);
  }

  remove(id: number): void {
    const doctors = this.doctors;
    const s = doctors.slotOfDoctor(id);
    if (s === undefined) return;
    this.lists.take(s, doctors.specialty[s] as number, doctors.wilaya[s] as number);
    this.nameWords.delete(
      s,
      (doctors.names[s] as string).split(' ').filter((w) => w !== ''),
    );
    this.textWords.delete(s, wordsOf(doctors.texts[s] as string));
    doctors.release(id, s);
  }

  /**
   * The first `limit` doctors, in ranking order, that pass `filters` and whose name has, for every
   * word of `words`, a word that is it (`whole`) or begins with it.
   */
  top(filters: IndexFilters, words: string[], whole: boolean, limit: number): Found[] {
    const filter = this.filterOf(filters);
    if (!filter) return [];
    const list = this.lists.smallest(filter.wilaya, filter.specialty);
    if (!words.length)
      return this.doctors.found(this.walkList(list, this.passesOf(filter, []), limit, filters.verifiedOnly));
    const rarest = this.nameWords.rarestOf(words, whole);
    if (!rarest.count) return [];
    const needles = words.map((w) => (whole ? ` ${w} ` : ` ${w}`));
    if (!this.lists.gathers(list, rarest.count, limit))
      return this.doctors.found(
        this.walkList(list, this.passesOf(filter, needles), limit, filters.verifiedOnly),
      );
    // The rarest word's doctors have it: the others are looked for in their names.
    const others = needles.filter((_, i) => i !== rarest.at);
    const matches = this.gathered(rarest.sets, this.passesOf(filter, others));
    if (matches.length > limit) matches.length = limit;
    return this.doctors.found(matches);
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
    const doctors = this.doctors;
    const list = this.lists.smallest(filter.wilaya, filter.specialty);
    const rarest = this.nameWords.rarestOf(words, false);
    if (!rarest.count) return [];
    let whole: number[];
    let begun: number[];
    if (this.lists.gathers(list, rarest.count, 2 * limit)) {
      const needles = words.filter((_, i) => i !== rarest.at).map((w) => ` ${w}`);
      begun = this.gathered(rarest.sets, this.passesOf(filter, needles));
      const wholeNeedles = words.map((w) => ` ${w} `);
      whole = [];
      for (const s of begun) {
        const name = doctors.names[s] as string;
        if (wholeNeedles.every((needle) => name.includes(needle)) && whole.push(s) >= limit) break;
      }
      if (begun.length > 2 * limit) begun.length = 2 * limit;
    } else {
      whole = doctors.slotsOf(this.top(filters, words, true, limit));
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
    const stamp = doctors.stamp();
    for (const s of whole) doctors.seen[s] = stamp;
    return doctors.found(whole.concat(begun.filter((s) => doctors.seen[s] !== stamp)));
  }

  /** The first `limit` doctors, in ranking order, that pass `filters` and whose search text holds every word. */
  containing(filters: IndexFilters, words: string[], limit: number): Found[] {
    const doctors = this.doctors;
    const wilaya = doctors.wilayaNumber(filters.wilaya);
    if (wilaya === -2) return [];
    const wanted = new Uint32Array(PAIR_WORDS);
    for (const word of words) pairsOf(word, wanted, 0);
    const pairs = doctors.pairs;
    const passes = (s: number) => {
      if (wilaya >= 0 && doctors.wilaya[s] !== wilaya) return false;
      if (filters.verifiedOnly && !doctors.certified[s]) return false;
      const at = s * PAIR_WORDS;
      for (let k = 0; k < PAIR_WORDS; k++) {
        const bits = wanted[k] as number;
        if (((pairs[at + k] as number) & bits) >>> 0 !== bits) return false;
      }
      const text = doctors.texts[s] as string;
      for (const word of words) if (!text.includes(word)) return false;
      return true;
    };
    const list = this.lists.smallest(wilaya, -1);
    if (!words.length) return doctors.found(this.walkList(list, passes, limit, filters.verifiedOnly));
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
    if (!this.lists.gathers(list, fewest, limit))
      return doctors.found(this.walkList(list, passes, limit, filters.verifiedOnly));
    const matches = this.gathered(rarest, passes);
    if (matches.length > limit) matches.length = limit;
    return doctors.found(matches);
  }

  /** Writes the doctor in a free slot and their words' lists; the ranking lists are the caller's. */
  private fill(d: IndexedDoctor): number {
    const words = [...new Set(d.nameWords)];
    const s = this.doctors.fill(d, words);
    this.textWords.add(s, wordsOf(d.searchText));
    this.nameWords.add(s, words);
    return s;
  }

  /** The filters as numbers; null when they can match no doctor (a wilaya no doctor is in). */
  private filterOf(filters: IndexFilters): Filter | null {
    const wilaya = this.doctors.wilayaNumber(filters.wilaya);
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
    const doctors = this.doctors;
    return (s: number) => {
      if (wilaya >= 0 && doctors.wilaya[s] !== wilaya) return false;
      if (specialty >= 0 && doctors.specialty[s] !== specialty) return false;
      if (specialties && !specialties.has(doctors.specialty[s] as number)) return false;
      if (verifiedOnly && !doctors.certified[s]) return false;
      if (!needles.length) return true;
      const name = doctors.names[s] as string;
      for (const needle of needles) if (!name.includes(needle)) return false;
      return true;
    };
  }

  /** The slots of `sets` (each once) that pass, in ranking order. */
  private gathered(sets: Int32Array[], passes: (s: number) => boolean): number[] {
    const stamp = this.doctors.stamp();
    const seen = this.doctors.seen;
    const matches: number[] = [];
    for (const slots of sets)
      for (let i = 0; i < slots.length; i++) {
        const s = slots[i] as number;
        if (seen[s] === stamp) continue;
        seen[s] = stamp;
        if (passes(s)) matches.push(s);
      }
    return matches.sort(this.doctors.rank);
  }

  /** The first `limit` slots of `list` that pass; verified doctors come first, so those alone end early. */
  private walkList(
    list: number[],
    passes: (s: number) => boolean,
    limit: number,
    verifiedOnly: boolean,
  ): number[] {
    const found: number[] = [];
    const { certified } = this.doctors;
    for (const s of list) {
      if (verifiedOnly && !certified[s]) break;
      if (passes(s) && found.push(s) >= limit) break;
    }
    return found;
  }
}
