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

export function circumfixNegated(rawTokens: readonly string[]): Set<number> {
  const out = new Set<number>();
  rawTokens.forEach((tok, i) => {
    const prev = rawTokens[i - 1];
    if (prev === undefined || !negatedVerb(tok)) return;
    if (isArabic(tok) ? ARABIC_MA.has(prev) : LATIN_MA.has(prev)) out.add(i);
  });
  return out;
}
