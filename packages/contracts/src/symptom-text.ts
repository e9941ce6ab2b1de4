/**
 * A symptom description as the search reads it: compatibility forms folded (full-width Latin,
 * Arabic presentation forms copied from a PDF) and invisible format characters removed (soft
 * hyphens, zero-width spaces and joiners, direction marks), which would otherwise split a word
 * the engine knows or make a description of nothing but invisible characters look written.
 * Plain code with no schema, so the search page can read a query the same way.
 */
export function symptomText(input: string): string {
  return input
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .trim();
}
