import type { LexLang } from './lexicon/index.ts';
import { BREAK, isArabic } from './normalize.ts';
import type { Vocabulary } from './vocabulary.ts';

export type Language = 'en' | 'fr' | 'ar' | 'darija-ar' | 'darija-latin' | 'mixed' | 'unknown';

const ARABIZI_DIGIT = /[a-z][235679]|[235679][a-z]/i;

/**
 * Guesses the writing of the query from script, from the languages of the lexicon and
 * function words it uses, and from Arabizi digits.
 */
export function detectLanguage(
  rawTokens: string[],
  resolved: string[],
  vocab: Vocabulary,
  rawText: string,
): Language {
  const score: Record<LexLang, number> = { en: 0, fr: 0, ar: 0, dz: 0, dl: 0 };
  let arabicTokens = 0;
  let latinTokens = 0;
  resolved.forEach((tok, i) => {
    if (tok === BREAK) return;
    const raw = rawTokens[i] ?? tok;
    if (isArabic(raw)) arabicTokens++;
    else if (/[a-z]/.test(raw)) latinTokens++;
    const langs = vocab.tokens.get(tok);
    if (langs === undefined || langs.size === 0) return;
    for (const l of langs) score[l] += 1 / langs.size;
  });
  for (const word of rawText.split(/\s+/)) if (ARABIZI_DIGIT.test(word)) score.dl += 1.5;

  if (arabicTokens === 0 && latinTokens === 0) return 'unknown';
  if (arabicTokens >= 2 && latinTokens >= 2) return 'mixed';
  if (arabicTokens > latinTokens) {
    if (score.dz > score.ar) return 'darija-ar';
    return 'ar';
  }
  const top = Math.max(score.en, score.fr);
  if (score.dl > 0 && score.dl >= 0.34 * top) return 'darija-latin';
  if (top === 0) return 'unknown';
  const low = Math.min(score.en, score.fr);
  if (low >= 1 && low >= 0.5 * top) return 'mixed';
  return score.en >= score.fr ? 'en' : 'fr';
}
