import { SPECIALTY_CODES, type SpecialtyCode } from '@reayah/contracts';
import { readFileSync } from 'node:fs';

/**
 * The learned ranking: for each feature (a concept or a word), votes per specialty added to the
 * lexicon's own, fitted on the evaluation sets' messages (`npm run triage:train`; decision 0092).
 */
export interface RankingModel {
  /** The messages it was fitted on, by set, and how. */
  fittedOn: { sets: string[]; messages: number; minCount: number; l2: number };
  votes: Record<string, Partial<Record<SpecialtyCode, number>>>;
}

export const NO_MODEL: RankingModel = {
  fittedOn: { sets: [], messages: 0, minCount: 0, l2: 0 },
  votes: {},
};

/** Read as data rather than imported: the type checker need not walk thousands of weights. */
export const SHIPPED_MODEL = JSON.parse(
  readFileSync(new URL('./weights.json', import.meta.url), 'utf8'),
) as RankingModel;

const KNOWN = new Set<string>(SPECIALTY_CODES);
/** How far ahead of the others the lexicon's first specialty is kept, in votes. */
const FIRST_MARGIN = 0.05;

/**
 * Adds the model's votes for the message's features to the lexicon's. The lexicon's first
 * specialty stays first: its combinations and rules, written against clinical sense, choose the
 * doctor; the learned votes order the other doctors offered beside it.
 */
export function addLearnedVotes(
  raw: Map<SpecialtyCode, number>,
  features: readonly string[],
  model: RankingModel,
): void {
  const [first] = [...raw].reduce((best, entry) => (entry[1] > best[1] ? entry : best));
  let voted = false;
  for (const f of features) {
    const votes = model.votes[f];
    if (votes === undefined) continue;
    for (const [code, v] of Object.entries(votes) as [SpecialtyCode, number][]) {
      if (KNOWN.has(code)) raw.set(code, (raw.get(code) ?? 0) + v);
      voted = true;
    }
  }
  if (!voted) return;
  const others = Math.max(...[...raw].filter(([code]) => code !== first).map(([, v]) => v));
  raw.set(first, Math.max(raw.get(first) ?? 0, others + FIRST_MARGIN));
}
