import type { LexLang } from './lexicon/index.ts';
import { BREAK, isArabic } from './normalize.ts';
import type { Vocabulary } from './vocabulary.ts';

export type Language = 'en' | 'fr' | 'ar' | 'darija-ar' | 'darija-latin' | 'mixed' | 'unknown';

const ARABIZI_DIGIT = /[a-z][235679]|[235679][a-z]/i;
/** Darija habits the lexicon may not list: ما...ش negation, the fused فال 'in the', a few particles. */
const DARIJA_ARABIC =
  /^(ما|م)?[\u0600-\u06ff]{2,}(يش|وش|اش)$|^فال|^فل[\u0600-\u06ff]{3,}|^(غير|بصح|كاين|واش|تاع|نتاع)$/;
const DARIJA_LATIN = /^ma[a-z]{2,}(ch|sh)$/;

/**
 * A Latin word shared with Darija is evidence for the language it was borrowed from: 'douleur'
 * does not make a French sentence Darija, so only Darija-only words count for Darija.
 */
function vote(score: Record<LexLang, number>, langs: ReadonlySet<LexLang>): void {
  // Darija shares most of its Arabic-script words with MSA; only words of one of them tell.
  if (langs.has('ar') && langs.has('dz')) return;
  const standard = [...langs].filter((l) => l !== 'dz' && l !== 'dl');
  const pool = standard.length > 0 ? standard : [...langs];
  for (const l of pool) score[l] += 1 / pool.length;
}

/**
 * Guesses the writing of the query from script, from the languages of the lexicon and
 * function words it uses, and from Darija spelling habits (Arabizi digits, ma...ch).
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
    if (isArabic(raw)) {
      arabicTokens++;
      if (DARIJA_ARABIC.test(raw)) score.dz += 1;
    } else if (/[a-z]/.test(raw)) {
      latinTokens++;
      if (DARIJA_LATIN.test(raw)) score.dl += 1;
    }
    const langs = vocab.tokens.get(tok);
    if (langs !== undefined && langs.size > 0) vote(score, langs);
  });
  for (const word of rawText.split(/\s+/)) if (ARABIZI_DIGIT.test(word)) score.dl += 1.5;

  if (arabicTokens === 0 && latinTokens === 0) return 'unknown';
  if (arabicTokens >= 2 && latinTokens >= 2) return 'mixed';
  if (arabicTokens > latinTokens) {
    if (score.dz > score.ar) return 'darija-ar';
    return 'ar';
  }
  const top = Math.max(score.en, score.fr);
  if (score.dl > 0 && score.dl >= 0.25 * top) return 'darija-latin';
  if (top === 0) return 'unknown';
  const low = Math.min(score.en, score.fr);
  if (low >= 1 && low >= 0.5 * top) return 'mixed';
  return score.en >= score.fr ? 'en' : 'fr';
}
