import { isArabic } from './normalize.ts';
import type { Vocabulary } from './vocabulary.ts';

/**
 * Darija wraps a verb in ma ... ch / ما ... ش: 'ma faqch' (he did not wake), 'ما يفيقش'.
 * The verb alone resolves to its positive stem, so the positions of such verbs are kept
 * to deny what they match.
 */
const LATIN_MA = new Set(['ma', 'm', 'mai']);
const ARABIC_MA = new Set(['ما', 'وما', 'م']);

function negatedVerb(token: string): boolean {
  if (isArabic(token)) return token.length >= 4 && token.endsWith('ش');
  return token.length >= 5 && /^[a-z]+(ch|sh)$/.test(token);
}

/**
 * The closing 'ش' may fall on the preposition after the verb: 'ما اغمي عليهاش' (she did not faint),
 * 'ma ghma 3lihach'. The verb before it is then the one wrapped.
 */
const ARABIC_WRAPPED_PREPOSITION = /^(عل|علي|لي|ل|في|فيه|من|منه|بي|به|ب)[اهوكمني]*ش$/;
const LATIN_WRAPPED_PREPOSITION = /^(3li|3la|3lih|li|l|fi|fih|mn|men|bi|bih)[aeiouhkmn]*(ch|sh)$/;

export function circumfixNegated(rawTokens: readonly string[]): Set<number> {
  const out = new Set<number>();
  rawTokens.forEach((tok, i) => {
    const prev = rawTokens[i - 1];
    if (prev === undefined || !negatedVerb(tok)) return;
    const ma = isArabic(tok) ? ARABIC_MA : LATIN_MA;
    if (ma.has(prev)) out.add(i);
    const before = rawTokens[i - 2];
    const preposition = isArabic(tok) ? ARABIC_WRAPPED_PREPOSITION : LATIN_WRAPPED_PREPOSITION;
    if (before !== undefined && ma.has(before) && !ma.has(prev) && preposition.test(tok)) out.add(i - 1);
  });
  return out;
}

/** What a glued denial stands for when no wording knows the verb: the lexicon's cue. */
const ARABIC_CUE = 'ماشي';

/**
 * Darija in Arabic letters often glues the 'ما' to its verb: 'مقدرتش نتنفس' (I could not breathe),
 * 'العادة مجاتنيش' (my period did not come), 'ماقدرتش نوقف'. Such a token the lexicon does not know
 * is split into 'ما' and the verb, so the wordings written with the 'ما' apart read it ('ما قدرتش',
 * 'ما جاتنيش'); a verb no wording knows stays a denial (the wrapped verb acts as a cue).
 */
export function splitGluedDenials(
  tokens: readonly string[],
  vocab: Vocabulary,
  resolve: (token: string) => string,
): string[] {
  const afterMa = vocab.trie.next.get('ما')?.next;
  return tokens.flatMap((tok, i) => {
    if (!isArabic(tok) || !tok.endsWith('ش')) return [tok];
    // A wording or a cue of its own ('ماعنديش'), or glued in one that goes on here ('ماجاتنيش
    // العاده'): left whole.
    const own = vocab.trie.next.get(tok);
    if (own !== undefined && (own.ids.length > 0 || own.next.has(tokens[i + 1] ?? ''))) return [tok];
    const rest = tok.startsWith('ما') ? tok.slice(2) : tok.startsWith('م') ? tok.slice(1) : '';
    if (rest.length < 4) return [tok];
    // Known apart ('ما جاتنيش'), or a glued verb no wording knows (read as a denial either way).
    const known = afterMa?.has(rest) === true;
    return known || (!vocab.tokens.has(tok) && resolve(tok) === ARABIC_CUE) ? ['ما', rest] : [tok];
  });
}
