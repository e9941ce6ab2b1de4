const NONE: number[] = [];

/**
 * The doctors' slots in ranking order: all of them, and per specialty and per wilaya, kept sorted
 * as doctors come, change and go (a binary search finds a slot's place).
 */
export class RankedLists {
  /** Every listed doctor's slot. */
  all: number[] = [];
  private readonly bySpecialty = new Map<number, number[]>();
  private readonly byWilaya = new Map<number, number[]>();

  /** The ranking order of two slots: negative when the first comes first. */
  private readonly rank: (a: number, b: number) => number;

  constructor(rank: (a: number, b: number) => number) {
    this.rank = rank;
  }

  /** Replaces everything with `slots` (sorted here), with each one's specialty and wilaya (-1: none). */
  replaceAll(slots: number[], specialtyOf: (s: number) => number, wilayaOf: (s: number) => number): void {
    this.bySpecialty.clear();
    this.byWilaya.clear();
    slots.sort(this.rank);
    this.all = slots;
    for (const s of slots) {
      const specialty = specialtyOf(s);
      if (specialty >= 0) listOf(this.bySpecialty, specialty).push(s);
      const wilaya = wilayaOf(s);
      if (wilaya >= 0) listOf(this.byWilaya, wilaya).push(s);
    }
  }

  insert(s: number, specialty: number, wilaya: number): void {
    this.insertInto(this.all, s);
    if (specialty >= 0) this.insertInto(listOf(this.bySpecialty, specialty), s);
    if (wilaya >= 0) this.insertInto(listOf(this.byWilaya, wilaya), s);
  }

  /** Takes slot `s` out of its lists: it must still rank as it did when it went in. */
  take(s: number, specialty: number, wilaya: number): void {
    this.takeFrom(this.all, s);
    if (specialty >= 0) this.takeFrom(this.bySpecialty.get(specialty) ?? NONE, s);
    if (wilaya >= 0) this.takeFrom(this.byWilaya.get(wilaya) ?? NONE, s);
  }

  /** The shortest list holding every doctor of the wilaya and the specialty (-1: any). */
  smallest(wilaya: number, specialty: number): number[] {
    let list = this.all;
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
   * Whether gathering `count` doctors (every one that may match) and sorting those that pass costs
   * less than walking `list` in ranking order until `limit` have passed.
   */
  gathers(list: number[], count: number, limit: number): boolean {
    const expected = (count * list.length) / Math.max(1, this.all.length);
    const walkSteps = expected > limit ? (list.length * limit) / expected : list.length;
    return walkSteps > count;
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

  private insertInto(list: number[], s: number): void {
    list.splice(this.position(list, s), 0, s);
  }

  private takeFrom(list: number[], s: number): void {
    const at = this.position(list, s);
    if (list[at] === s) list.splice(at, 1);
  }
}

function listOf<K>(lists: Map<K, number[]>, key: K): number[] {
  let list = lists.get(key);
  if (!list) lists.set(key, (list = []));
  return list;
}
