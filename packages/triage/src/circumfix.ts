import { isArabic } from './normalize.ts';

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
