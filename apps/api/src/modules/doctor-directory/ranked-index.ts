import type { DoctorCard } from '@reayah/contracts';

/** A listed doctor as the directory index holds it: what it is searched by, ranked by and shown as. */
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
  /** The card without its soonest free slot, which is read at answer time. */
  card: Omit<DoctorCard, 'next_free_slot'>;
}

interface Entry extends IndexedDoctor {
  /** `nextFreeAt`, none last. */
  next: number;
  /** The last walk that saw this entry (a doctor found through two words is counted once). */
  seen: number;
}

export interface IndexFilters {
  verifiedOnly: boolean;
  wilaya: string | null;
  /** Any of these specialties; none: any specialty. */
  specialtyIds: number[];
}

/** Verified first, then the soonest free slot (none last), then the id: the directory's ranking. */
function rank(a: Entry, b: Entry): number {
  if (a.certified !== b.certified) return a.certified ? -1 : 1;
  if (a.next !== b.next) return a.next < b.next ? -1 : 1;
  return a.id - b.id;
}

/** Where `entry` goes in a list sorted by `rank` (its position, when it is in the list). */
function position(list: Entry[], entry: Entry): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (rank(list[mid] as Entry, entry) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function lowerBound(sorted: string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as string) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const NONE: Entry[] = [];

/**
 * The listed doctors of the directory in this process's memory (decision 0046): lists in ranking
 * order (all, per specialty, per wilaya) and the name's words with the doctors they belong to, in
 * a sorted array searched by prefix with a binary search. A search takes the cheaper of two ways:
 * walk the smallest list that holds every match, in ranking order, until the group is full, or
 * gather the doctors of the rarest word and sort those.
 */
export class RankedIndex {
  private readonly byId = new Map<number, Entry>();
  private ranked: Entry[] = [];
  private readonly bySpecialty = new Map<number, Entry[]>();
  private readonly byWilaya = new Map<string, Entry[]>();
  private readonly byWord = new Map<string, Set<Entry>>();
  /** The words of `byWord`, sorted; rebuilt on the next search after a new word came in. */
  private words: string[] | null = null;
  private walk = 0;

  get size(): number {
    return this.byId.size;
  }

  /** Replaces everything with `doctors`. */
  replaceAll(doctors: IndexedDoctor[]): void {
    this.byId.clear();
    this.bySpecialty.clear();
    this.byWilaya.clear();
    this.byWord.clear();
    this.words = null;
    const entries = doctors.map((d) => this.entry(d));
    entries.sort(rank);
    this.ranked = entries;
    for (const e of entries) {
      this.byId.set(e.id, e);
      if (e.specialtyId !== null) listOf(this.bySpecialty, e.specialtyId).push(e);
      if (e.wilaya !== null) listOf(this.byWilaya, e.wilaya).push(e);
      this.addWords(e);
    }
  }

  /** Adds the doctor, or replaces what was kept of them. */
  put(doctor: IndexedDoctor): void {
    this.remove(doctor.id);
    const e = this.entry(doctor);
    this.byId.set(e.id, e);
    insert(this.ranked, e);
    if (e.specialtyId !== null) insert(listOf(this.bySpecialty, e.specialtyId), e);
    if (e.wilaya !== null) insert(listOf(this.byWilaya, e.wilaya), e);
    this.addWords(e);
  }

  remove(id: number): void {
    const e = this.byId.get(id);
    if (!e) return;
    this.byId.delete(id);
    take(this.ranked, e);
    if (e.specialtyId !== null) take(this.bySpecialty.get(e.specialtyId) ?? NONE, e);
    if (e.wilaya !== null) take(this.byWilaya.get(e.wilaya) ?? NONE, e);
    for (const word of new Set(e.nameWords)) this.byWord.get(word)?.delete(e);
  }

  /**
   * The first `limit` doctors, in ranking order, that pass `filters` and whose name has, for every
   * word of `words`, a word that is it (`whole`) or begins with it.
   */
  top(filters: IndexFilters, words: string[], whole: boolean, limit: number): IndexedDoctor[] {
    const specialties = filters.specialtyIds.length > 1 ? new Set(filters.specialtyIds) : null;
    const specialty = filters.specialtyIds.length === 1 ? (filters.specialtyIds[0] as number) : null;
    const passes = (e: Entry) =>
      (!filters.wilaya || e.wilaya === filters.wilaya) &&
      (specialty === null || e.specialtyId === specialty) &&
      (!specialties || (e.specialtyId !== null && specialties.has(e.specialtyId))) &&
      (!filters.verifiedOnly || e.certified) &&
      hasWords(e, words, whole);
    const list = this.smallestList(filters, specialty);
    if (!words.length) return walk(list, passes, limit, filters.verifiedOnly);
    // The rarest word's doctors, when gathering and sorting them costs less than the walk.
    let rarest: Set<Entry>[] | null = null;
    let fewest = Infinity;
    for (const word of words) {
      const found = this.postings(word, whole, fewest);
      if (found && found.count < fewest) {
        rarest = found.sets;
        fewest = found.count;
      }
    }
    if (!rarest || fewest === 0) return [];
    const expected = (fewest * list.length) / Math.max(1, this.ranked.length);
    const walkSteps = expected > limit ? (list.length * limit) / expected : list.length;
    if (walkSteps <= fewest) return walk(list, passes, limit, filters.verifiedOnly);
    const stamp = ++this.walk;
    const found: Entry[] = [];
    for (const set of rarest)
      for (const e of set) {
        if (e.seen === stamp) continue;
        e.seen = stamp;
        if (passes(e)) found.push(e);
      }
    found.sort(rank);
    if (found.length > limit) found.length = limit;
    return found;
  }

  /** The first `limit` doctors, in ranking order, that pass `filters` and whose search text holds every word. */
  containing(filters: IndexFilters, words: string[], limit: number): IndexedDoctor[] {
    const passes = (e: Entry) =>
      (!filters.wilaya || e.wilaya === filters.wilaya) &&
      (!filters.verifiedOnly || e.certified) &&
      words.every((w) => e.searchText.includes(w));
    return walk(this.smallestList(filters, null), passes, limit, filters.verifiedOnly);
  }

  private smallestList(filters: IndexFilters, specialty: number | null): Entry[] {
    let list = this.ranked;
    if (filters.wilaya) {
      const inWilaya = this.byWilaya.get(filters.wilaya) ?? NONE;
      if (inWilaya.length < list.length) list = inWilaya;
    }
    if (specialty !== null) {
      const ofSpecialty = this.bySpecialty.get(specialty) ?? NONE;
      if (ofSpecialty.length < list.length) list = ofSpecialty;
    }
    return list;
  }

  /**
   * The sets of doctors whose name has `word` (whole) or a word beginning with it, and how many
   * they hold together (counted again when in two sets); null once the count passes `cap`.
   */
  private postings(word: string, whole: boolean, cap: number): { sets: Set<Entry>[]; count: number } | null {
    if (whole) {
      const set = this.byWord.get(word);
      return { sets: set ? [set] : [], count: set?.size ?? 0 };
    }
    const words = (this.words ??= [...this.byWord.keys()].sort());
    const sets: Set<Entry>[] = [];
    let count = 0;
    for (let i = lowerBound(words, word); i < words.length; i++) {
      const known = words[i] as string;
      if (!known.startsWith(word)) break;
      const set = this.byWord.get(known) as Set<Entry>;
      if (!set.size) continue;
      sets.push(set);
      count += set.size;
      if (count > cap) return null;
    }
    return { sets, count };
  }

  private entry(d: IndexedDoctor): Entry {
    return { ...d, next: d.nextFreeAt ?? Infinity, seen: 0 };
  }

  private addWords(e: Entry): void {
    for (const word of e.nameWords) {
      let set = this.byWord.get(word);
      if (!set) {
        this.byWord.set(word, (set = new Set()));
        this.words = null;
      }
      set.add(e);
    }
  }
}

function listOf<K>(lists: Map<K, Entry[]>, key: K): Entry[] {
  let list = lists.get(key);
  if (!list) lists.set(key, (list = []));
  return list;
}

function insert(list: Entry[], e: Entry): void {
  list.splice(position(list, e), 0, e);
}

function take(list: Entry[], e: Entry): void {
  const at = position(list, e);
  if (list[at] === e) list.splice(at, 1);
}

function hasWords(e: Entry, words: string[], whole: boolean): boolean {
  for (const word of words) {
    let found = false;
    for (const own of e.nameWords)
      if (whole ? own === word : own.startsWith(word)) {
        found = true;
        break;
      }
    if (!found) return false;
  }
  return true;
}

/** The first `limit` entries of `list` that pass; verified doctors come first, so those alone end early. */
function walk(list: Entry[], passes: (e: Entry) => boolean, limit: number, verifiedOnly: boolean): Entry[] {
  const found: Entry[] = [];
  for (const e of list) {
    if (verifiedOnly && !e.certified) break;
    if (passes(e) && found.push(e) >= limit) break;
  }
  return found;
}
