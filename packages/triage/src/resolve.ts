import { editDistance, fuzzyLookup } from './fuzzy.ts';
import {
  BREAK,
  isArabic,
  shortSkeleton,
  foldShortSpelling,
  skeleton,
  stripArabicArticle,
} from './normalize.ts';
import { closeSpelling, type Vocabulary } from './vocabulary.ts';

const POSSESSIVES = new Set(['ي', 'يا', 'ه', 'ها', 'و', 'ك', 'نا', 'كم', 'هم']);
const AR_PREFIXES = ['', 'و', 'ف', 'ب', 'ل', 'ك', 'وب', 'ول', 'فب', 'فل', 'وك'];
const AR_ARTICLES = ['', 'ال', 'ل'];
const AR_SUFFIXES = [
  '',
  'ي',
  'يا',
  'ني',
  'ه',
  'ها',
  'و',
  'ك',
  'نا',
  'كم',
  'هم',
  'ات',
  'ين',
  'ون',
  'ان',
  'ش',
  'يش',
  'وش',
  'هاش',
  'تي',
  'تو',
  'تها',
];
const EUROPEAN_SUFFIXES = ['s', 'es', 'x', 'ing', 'ed', 'e'];
const DARIJA_SUFFIXES = [
  '',
  'i',
  'ya',
  'iya',
  'ou',
  'o',
  'ha',
  'na',
  'k',
  'ek',
  'hom',
  'kom',
  'ti',
  'tou',
  'ni',
  'ch',
  'ich',
];
const DARIJA_PREFIXES = [
  '',
  'l',
  'el',
  'al',
  'f',
  'fel',
  'fl',
  'b',
  'bel',
  'bl',
  'w',
  'wel',
  'wl',
  'lel',
  'll',
  'fi',
];

// Darija circumfix negation (ma ... ch / ما ... ش) on any verb the lexicon does not know.
const LATIN_NEG_VERB = /^ma[a-z]{2,}(ch|sh)$/;
const ARABIC_NEG_VERB = /^ما?[\u0600-\u06ff]{2,}ش$/;

function arabicCandidates(
  token: string,
  vocab: Vocabulary,
  accept: (stem: string) => boolean = (stem) => vocab.tokens.has(stem),
): string | null {
  for (const suffix of AR_SUFFIXES) {
    if (suffix !== '' && !token.endsWith(suffix)) continue;
    const base = suffix === '' ? token : token.slice(0, -suffix.length);
    for (const prefix of AR_PREFIXES) {
      if (!base.startsWith(prefix)) continue;
      const afterPrefix = base.slice(prefix.length);
      for (const article of AR_ARTICLES) {
        if (!afterPrefix.startsWith(article)) continue;
        const stem = afterPrefix.slice(article.length);
        // Peeling a suffix must not turn a word into a function word (معنى -> مع + نى).
        if (stem.length < 2 || (suffix !== '' && vocab.stopwords.has(stem))) continue;
        if (stem !== token && accept(stem)) return stem;
        // A feminine noun shows its ة as ت before a possessive: ركبتي -> ركبه
        if (POSSESSIVES.has(suffix) && stem.endsWith('ت')) {
          const fem = `${stem.slice(0, -1)}ه`;
          if (accept(fem)) return fem;
        }
      }
    }
  }
  return null;
}

function latinCandidates(token: string, vocab: Vocabulary): string | null {
  for (const suffix of EUROPEAN_SUFFIXES) {
    if (token.endsWith(suffix) && token.length - suffix.length >= 3) {
      const stem = token.slice(0, -suffix.length);
      if (vocab.tokens.has(stem)) return stem;
    }
  }
  for (const prefix of DARIJA_PREFIXES) {
    if (!token.startsWith(prefix)) continue;
    for (const suffix of DARIJA_SUFFIXES) {
      if (prefix === '' && suffix === '') continue;
      if (!token.endsWith(suffix)) continue;
      const stem = token.slice(prefix.length, token.length - suffix.length);
      if (stem.length < (prefix === '' ? 3 : 4)) continue;
      if (vocab.tokens.get(stem)?.has('dl')) return stem;
    }
  }
  // A variant that is a word of its own ('rohi'); one known only inside wordings is left to them.
  for (const variant of latinSpellings(token)) {
    if (vocab.tokens.get(variant)?.has('dl') && (vocab.trie.next.get(variant)?.ids.length ?? 0) > 0)
      return variant;
  }
  return skeletonMatch(token, vocab);
}

/**
 * The same Darija word in the spellings people use on a phone: 'ou', 'o' or 'u' for one vowel
 * ('rou7i', 'ro7i', 'ru7i'), 'sh' for 'ch'. Short words too, where skeletons are too short to tell.
 */
function sameSkeleton(token: string, vocab: Vocabulary): string[] {
  const key = skeleton(token);
  if (key.length < 2) return [];
  return (vocab.skeletons.get(key) ?? []).filter(
    (v) => v !== token && vocab.tokens.get(v)?.has('dl') === true && closeSpelling(token, v),
  );
}

function latinSpellings(token: string): string[] {
  const out = new Set<string>();
  if (token.includes('ou')) {
    out.add(token.replaceAll('ou', 'o'));
    out.add(token.replaceAll('ou', 'u'));
  }
  if (/o(?!u)/.test(token)) out.add(token.replace(/o(?!u)/g, 'ou'));
  if (token.includes('u') && !token.includes('ou')) out.add(token.replaceAll('u', 'ou'));
  if (token.includes('sh')) out.add(token.replaceAll('sh', 'ch'));
  out.delete(token);
  return [...out];
}

/**
 * Letters two words share at their start and at their end, the end counting twice: in Darija the
 * start carries the person and the vowels people spell as they like ('yadreb', 'ydreb'), the end
 * the root ('qalbi ydreb', the heart beats, not 'yadrab', hits).
 */
function sharedEnds(a: string, b: string): number {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end])
    end++;
  return start + 2 * end;
}

/**
 * Same consonant skeleton, same first letter and at most two edits: kirch -> kerch, sdar -> sder.
 * Between candidates as close, the one sharing more of the word's start and end wins, then the
 * first in alphabetical order: never the order the lexicon was loaded in.
 */
function skeletonMatch(token: string, vocab: Vocabulary): string | null {
  const key = skeleton(token);
  if (key.length < 3) return shortSkeletonMatch(token, vocab);
  let best: string | null = null;
  let bestDist = 3;
  let bestShared = -1;
  const close: string[] = [];
  for (const cand of vocab.skeletons.get(key) ?? []) {
    if (!closeSpelling(token, cand)) continue;
    const d = editDistance(token, cand, 2);
    if (d > bestDist) continue;
    if (d < bestDist) close.length = 0;
    close.push(cand);
    const shared = sharedEnds(token, cand);
    const better =
      d < bestDist || shared > bestShared || (shared === bestShared && best !== null && cand < best);
    if (better) {
      best = cand;
      bestDist = d;
      bestShared = shared;
    }
  }
  const others = close.filter((c) => c !== best);
  if (others.length > 0) alternativesCache.set(token, others);
  return best;
}

/**
 * A short Darija word ('tqayi', 'tetgayya', 'nqayi'; she vomits, I vomit) against the known forms
 * with the same consonants, 'y' counted: one edit apart once both are folded the way people
 * spell them (`foldShortSpelling`), the same first letter; the closest, then the first in order.
 */
function shortSkeletonMatch(token: string, vocab: Vocabulary): string | null {
  const key = shortSkeleton(token);
  if (key.length < 3) return null;
  const folded = foldShortSpelling(token);
  let best: string | null = null;
  let bestDist = 2;
  for (const cand of vocab.shortSkeletons.get(key) ?? []) {
    if (cand[0] !== token[0]) continue;
    const d = editDistance(folded, foldShortSpelling(cand), 1);
    if (d < bestDist || (d === bestDist && best !== null && cand < best)) {
      best = cand;
      bestDist = d;
    }
  }
  return best;
}

const alternativesCache = new Map<string, readonly string[]>();

/**
 * Other words a misspelt token is as close to ('t9te3t' is one edit from 'tqatat', cut, and from
 * 'tqayeat', vomited): the message's other words choose between them (see `triage.ts`).
 */
export function spellingAlternatives(token: string): readonly string[] {
  return alternativesCache.get(token) ?? [];
}

const AR_PERSONS = ['ي', 'ت', 'ن', 'ا'];
const LATIN_PERSONS = ['y', 't', 'n'];

/**
 * The same verb said of another person: the lexicon has 'يتعرق' (he sweats), the message 'تتعرق'
 * (she sweats); 'n3ra9' (I sweat) is 'y3ra9'. Only the first letter changes, with or without 'و'
 * before it, and only on words long enough to be verbs.
 */
function otherPerson(token: string, vocab: Vocabulary, arabic: boolean): string | null {
  const persons = arabic ? AR_PERSONS : LATIN_PERSONS;
  const lead = arabic && token.startsWith('و') ? 'و' : '';
  const word = token.slice(lead.length);
  // 'ا' starts past tenses and nouns too ('اوقفته', he stopped it): it is a target, never a source.
  if (word.length < 4 || !persons.includes(word[0] as string) || word[0] === 'ا') return null;
  for (const other of persons) {
    if (other === word[0]) continue;
    const cand = other + word.slice(1);
    if (vocab.tokens.get(cand)?.has(arabic ? 'dz' : 'dl') || (arabic && vocab.tokens.get(cand)?.has('ar')))
      return cand;
    // The verb wrapped in Darija's negation: 'ma tet7arekch' is 'yet7arek' denied.
    const unwrapped = cand.slice(0, -2);
    if (!arabic && cand.endsWith('ch') && vocab.tokens.get(unwrapped)?.has('dl')) return unwrapped;
  }
  return null;
}

/** Every known form of the same verb said of another person, for reading inside a wording. */
function personReadings(token: string, vocab: Vocabulary, arabic: boolean): string[] {
  const persons = arabic ? AR_PERSONS : LATIN_PERSONS;
  if (token.length < 4 || !persons.includes(token[0] as string) || token[0] === 'ا') return [];
  return (
    persons
      .filter((p) => p !== token[0])
      .map((p) => p + token.slice(1))
      // Only a Darija verb changes person: English 'night' is not 'tight' ('throat every night').
      .filter((cand) => (arabic ? vocab.tokens.has(cand) : vocab.tokens.get(cand)?.has('dl') === true))
  );
}

/**
 * Darija's article before a 'sun' letter is written as the doubled letter: 'eddem' is 'ddem' (the
 * blood), 'errass' 'rass', 'ennar' 'nar'.
 */
function sunLetterArticle(token: string, vocab: Vocabulary): string | null {
  const m = /^e(([bcdnrstz])\2.+)$/.exec(token);
  if (m === null) return null;
  const doubled = m[1] as string;
  for (const cand of [doubled, doubled.slice(1), `l${doubled.slice(1)}`]) {
    if (cand.length >= 3 && vocab.tokens.get(cand)?.has('dl')) return cand;
  }
  return null;
}

function resolveUncached(token: string, vocab: Vocabulary): string {
  if (token === BREAK || vocab.tokens.has(token)) return token;
  if (/^\d+$/.test(token)) return token;
  const arabic = isArabic(token);
  const affixed = arabic ? arabicCandidates(token, vocab) : latinCandidates(token, vocab);
  if (affixed !== null) return affixed;
  const person = otherPerson(token, vocab, arabic);
  if (person !== null) return person;
  if (!arabic) {
    const article = sunLetterArticle(token, vocab);
    if (article !== null) return article;
  }
  if (arabic ? ARABIC_NEG_VERB.test(token) : LATIN_NEG_VERB.test(token)) return arabic ? 'ماشي' : 'machi';
  if (!arabic) return fuzzyLookup(vocab.fuzzy, token, false) ?? token;
  const stem = stripArabicArticle(token.startsWith('و') ? token.slice(1) : token);
  return (
    fuzzyLookup(vocab.fuzzy, stem, true) ?? fuzzyLookup(vocab.fuzzy, stripArabicArticle(token), true) ?? token
  );
}

const cache = new Map<string, string>();
const CACHE_LIMIT = 20000;

const aliasCache = new Map<string, string | null>();

/**
 * The standalone lexicon word a token stands for when the token itself is known only inside
 * longer phrases: 'والعاده' (from 'بين العاده والعاده') alone means 'عاده'.
 */
export function standaloneAlias(token: string, vocab: Vocabulary): string | undefined {
  if (!isArabic(token)) return vocab.aliases.get(token);
  if (vocab.stopwords.has(token) || vocab.places?.has(token) === true) return undefined;
  let alias = aliasCache.get(token);
  if (alias === undefined) {
    const standalone = (t: string) => t.length >= 3 && (vocab.trie.next.get(t)?.ids.length ?? 0) > 0;
    alias =
      arabicCandidates(token, vocab, standalone) ??
      personReadings(token, vocab, true).find((cand) => standalone(cand)) ??
      null;
    aliasCache.set(token, alias);
  }
  return alias ?? undefined;
}

const readingsCache = new Map<string, readonly string[]>();

/**
 * Other words a known token can stand for inside a longer wording: 'بالغسيل' is a word of its own
 * in one wording, and 'ب' + 'الغسيل' in 'بالغسيل الكلوي'; 'rouhi' is also spelled 'rohi'.
 */
export function otherReadings(token: string, vocab: Vocabulary, first: boolean): readonly string[] {
  // A Latin spelling variant only continues a wording: starting one, it would swallow the word
  // a wording of its own had read ('lhboub ki nedghat...' is a rash, then a fading).
  if (first && !isArabic(token)) return [];
  // A town's name ('بسكره', Biskra) is no clitic before a complaint ('ب' + 'سكر', sugar).
  if (vocab.places?.has(token) === true) return [];
  // Cached apart by position: the other person's readings only continue a wording, so a token
  // first met starting one must not hide them from the next message where it continues one.
  const key = first ? `^${token}` : token;
  let readings = readingsCache.get(key);
  if (readings === undefined) {
    if (isArabic(token)) {
      const stem = arabicCandidates(token, vocab);
      readings = stem === null ? [] : [stem];
    } else {
      readings = latinSpellings(token).filter((v) => vocab.tokens.get(v)?.has('dl'));
      // Inside a wording, a Darija word spelled with other vowels or letters doubled ('nazel damm'
      // continues 'nazel demm', 'zbed f fommo' 'zbed f fommou'): same skeleton, one edit apart.
      if (!first) readings = [...new Set([...readings, ...sameSkeleton(token, vocab)])];
    }
    // The same verb said of another person continues a wording ('تسمع صوات' is 'نسمع صوات').
    if (!first) readings = [...readings, ...personReadings(token, vocab, isArabic(token))];
    if (readingsCache.size >= CACHE_LIMIT) readingsCache.clear();
    readingsCache.set(key, readings);
  }
  return readings;
}

/** Lets the bench measure the uncached path that a never-seen query takes. */
export function clearResolveCache(): void {
  cache.clear();
  aliasCache.clear();
  readingsCache.clear();
  alternativesCache.clear();
}

/** Maps a normalised token to the lexicon token it stands for, or returns it unchanged. */
export function resolveToken(token: string, vocab: Vocabulary): string {
  const hit = cache.get(token);
  if (hit !== undefined) return hit;
  const resolved = resolveUncached(token, vocab);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(token, resolved);
  return resolved;
}
