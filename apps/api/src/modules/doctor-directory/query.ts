import {
  DOCTOR_WORDS,
  findWilaya,
  SPECIALTIES,
  SPECIALTY_WORDS,
  type SpecialtyCode,
} from '@reayah/contracts';
import { foldForSearch } from '#api/lib/search-text.ts';

/** What a search's words ask for: a wilaya, specialties named in everyday words, and name words. */
export interface DirectoryQuery {
  /** Words looked up in doctors' names, by their beginning ("bena" finds Benali). */
  nameWords: string[];
  specialties: SpecialtyCode[];
  /** The French name of a wilaya named in the words. */
  wilaya: string | null;
  /** Every word typed, folded, "doctor" words left out. */
  typed: string[];
}

/** Words of the specialties' own names that say nothing alone ("and", "des", "أمراض"). */
const NAME_FILLERS = new Set(['and', 'the', 'des', 'chirurgie', 'امراض', 'جراحه', 'والتوليد', 'والشرايين']);

/** Every folded word that names a specialty, with the specialties it names. */
const SPECIALTY_BY_WORD = new Map<string, Set<SpecialtyCode>>();
function addWord(word: string, code: SpecialtyCode) {
  const found = SPECIALTY_BY_WORD.get(word) ?? new Set();
  found.add(code);
  SPECIALTY_BY_WORD.set(word, found);
}
for (const s of SPECIALTIES) {
  for (const word of words(foldForSearch(s.en, s.fr, s.ar)))
    if (word.length >= 3 && !NAME_FILLERS.has(word)) addWord(word, s.code);
  for (const word of SPECIALTY_WORDS[s.code]) addWord(foldForSearch(word), s.code);
}
const FILLERS = new Set([
  ...DOCTOR_WORDS.map((w) => foldForSearch(w)),
  ...NAME_FILLERS,
  'et',
  'of',
  'with',
  'w',
]);

/** A word begun is read as a specialty from this many letters ("card", not "car" or "kar"). */
const SPECIALTY_PREFIX_MIN = 4;

function words(folded: string): string[] {
  return folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

function specialtiesOf(word: string): Set<SpecialtyCode> | null {
  const exact = SPECIALTY_BY_WORD.get(word);
  if (exact) return exact;
  if (word.length < SPECIALTY_PREFIX_MIN) return null;
  let found: Set<SpecialtyCode> | null = null;
  for (const [known, codes] of SPECIALTY_BY_WORD)
    if (known.startsWith(word)) for (const code of codes) (found ??= new Set()).add(code);
  return found;
}

/**
 * Reads a search as people type it: "tbib snan oran", "pédiatre", "طبيب أطفال", "karim bena".
 * A wilaya's whole name (one to three words) sets the wilaya; a word that is, or begins, a
 * specialty's everyday name sets the specialty; "doctor" words are dropped; the rest are names.
 */
export function readQuery(search: string): DirectoryQuery {
  const all = words(foldForSearch(search));
  let wilaya: string | null = null;
  const rest: string[] = [];
  for (let i = 0; i < all.length;) {
    let taken = 0;
    for (let n = Math.min(3, all.length - i); n >= 1 && !taken; n--) {
      const phrase = all.slice(i, i + n).join(' ');
      const found = /^\d+$/.test(phrase) ? null : findWilaya(phrase);
      if (found && !wilaya) {
        wilaya = found.name;
        taken = n;
      }
    }
    if (!taken) rest.push(all[i] as string);
    i += taken || 1;
  }
  const specialties = new Set<SpecialtyCode>();
  const nameWords: string[] = [];
  for (const word of rest) {
    if (FILLERS.has(word)) continue;
    const codes = specialtiesOf(word);
    if (codes) for (const code of codes) specialties.add(code);
    else nameWords.push(word);
  }
  const typed = all.filter((w) => !FILLERS.has(w));
  return { nameWords, specialties: [...specialties], wilaya, typed };
}
