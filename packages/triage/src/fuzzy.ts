/**
 * Typo tolerance through a deletion index (the SymSpell idea): every target word is stored
 * under itself and its one- and two-letter deletions, so a lookup costs a few map reads
 * instead of a scan, and the result is deterministic.
 */
export interface FuzzyIndex {
  /** A key held by one word (nineteen in twenty) maps to that word, not to a list of one. */
  byKey: Map<string, string | string[]>;
}

function deletions(word: string, depth: number, out: Set<string>): void {
  if (depth === 0 || word.length <= 2) return;
  for (let i = 0; i < word.length; i++) {
    const d = word.slice(0, i) + word.slice(i + 1);
    if (!out.has(d)) {
      out.add(d);
      deletions(d, depth - 1, out);
    }
  }
}

/** Longer tokens are not words a patient misspells but run-together text; leave them alone. */
const MAX_FUZZY_LENGTH = 18;

export function maxEdits(word: string, arabic: boolean): number {
  const len = [...word].length;
  if (len > MAX_FUZZY_LENGTH) return 0;
  if (arabic) return len >= 6 ? 1 : 0;
  if (len >= 9) return 2;
  return len >= 6 ? 1 : 0;
}

export async function buildFuzzyIndex(
  targets: Iterable<string>,
  isArabic: (w: string) => boolean,
  giveWay: () => Promise<void>,
): Promise<FuzzyIndex> {
  const byKey = new Map<string, string | string[]>();
  const add = (key: string, word: string) => {
    const held = byKey.get(key);
    if (held === undefined) byKey.set(key, word);
    else if (typeof held === 'string') {
      if (held !== word) byKey.set(key, [held, word]);
    } else if (!held.includes(word)) held.push(word);
  };
  for (const word of targets) {
    await giveWay();
    const depth = maxEdits(word, isArabic(word));
    if (depth === 0) continue;
    add(word, word);
    const dels = new Set<string>();
    deletions(word, depth, dels);
    for (const d of dels) add(d, word);
  }
  return { byKey };
}

/** Optimal string alignment distance, giving up once it exceeds max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push(new Array<number>(b.length + 1).fill(0));
  for (let i = 0; i <= a.length; i++) (rows[i] as number[])[0] = i;
  for (let j = 0; j <= b.length; j++) (rows[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[];
    const prev = rows[i - 1] as number[];
    let best = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        v = Math.min(v, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = v;
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
  }
  return (rows[a.length] as number[])[b.length] as number;
}

export function fuzzyLookup(index: FuzzyIndex, word: string, arabic: boolean): string | null {
  const max = maxEdits(word, arabic);
  if (max === 0) return null;
  const keys = new Set<string>([word]);
  deletions(word, max, keys);
  let best: string | null = null;
  let bestScore = Number.POSITIVE_INFINITY;
  const consider = (cand: string) => {
    const d = editDistance(word, cand, max);
    if (d > max) return;
    // Typos rarely touch the first letter; prefer candidates that keep it.
    const score = d * 2 + (cand[0] === word[0] ? 0 : 1);
    if (score < bestScore || (score === bestScore && best !== null && cand < best)) {
      best = cand;
      bestScore = score;
    }
  };
  for (const key of keys) {
    const held = index.byKey.get(key);
    if (typeof held === 'string') consider(held);
    else if (held !== undefined) for (const cand of held) consider(cand);
  }
  if (best !== null && bestScore % 2 === 1 && [...word].length < 7) return null;
  return best;
}
