import {
  DARIJA_YEAR_MARKERS,
  DAYS_PER_UNIT,
  DUAL_DAYS,
  DURATION_MARKERS as MARKERS,
  ENGLISH_HOMOGRAPHS,
  WORD_NUMBERS,
} from './lexicon/duration-words.ts';

/**
 * Finds how long a complaint has lasted ('for 3 weeks', 'depuis un mois', 'من عشرة ايام',
 * 'mn chhar'); a prolonged fever or cough means something else than a two-day one.
 */

export function longestDurationDays(tokens: string[]): number {
  let longest = 0;
  tokens.forEach((tok, i) => {
    let days = DUAL_DAYS[tok];
    let start = i;
    if (days === undefined) {
      const unit = DAYS_PER_UNIT[tok];
      if (unit === undefined) return;
      const prev = tokens[i - 1] ?? '';
      const n = /^\d{1,3}$/.test(prev) ? Number(prev) : WORD_NUMBERS[prev];
      const bare = n === undefined || prev === 'a' || prev === 'an';
      if (ENGLISH_HOMOGRAPHS.has(tok) && bare && !(tok === 'am' && DARIJA_YEAR_MARKERS.has(prev))) return;
      days = unit * (n ?? 1);
      if (n !== undefined) start = i - 1;
    }
    const before = [tokens[start - 1], tokens[start - 2]];
    const marked = before.some((t) => t !== undefined && MARKERS.has(t)) || tokens[i + 1] === 'ago';
    if (marked && days > longest) longest = days;
  });
  return longest;
}
