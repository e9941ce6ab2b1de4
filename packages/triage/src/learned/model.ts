import { SPECIALTY_CODES, type SpecialtyCode } from '@reayah/contracts';
import { readFileSync } from 'node:fs';
import { SOFTMAX_SHARPNESS } from '../scoring.ts';

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

/**
 * When the model may put another doctor before the lexicon's first (decision 0098): the lexicon
 * hesitated (its first is less than `hesitant` votes ahead of its second), and the model's
 * probability for its own first, given the message, is above `least` and ahead of its probability
 * for the lexicon's first by more than `ahead`.
 */
export interface FirstGate {
  hesitant: number;
  least: number;
  ahead: number;
}

export const FIRST_GATE: FirstGate = { hesitant: 0.75, least: 0.5, ahead: 0.2 };
/** A gate that never opens: the lexicon's first always stays first. */
export const CLOSED_GATE: FirstGate = { hesitant: 0, least: 1, ahead: 1 };

const KNOWN = new Set<string>(SPECIALTY_CODES);
/** How far ahead of the others the lexicon's first specialty is kept, in votes. */
const FIRST_MARGIN = 0.05;

/** The specialty with the most votes; a tie goes to the earlier in SPECIALTY_CODES, as in rank(). */
export function firstOf(raw: ReadonlyMap<SpecialtyCode, number>): SpecialtyCode {
  let best: SpecialtyCode = SPECIALTY_CODES[0];
  for (const code of SPECIALTY_CODES) if ((raw.get(code) ?? 0) > (raw.get(best) ?? 0)) best = code;
  return best;
}

/** The most votes of any specialty but one. */
function secondOf(raw: ReadonlyMap<SpecialtyCode, number>, first: SpecialtyCode): number {
  let second = -Infinity;
  for (const [code, v] of raw) if (code !== first && v > second) second = v;
  return second;
}

/** The ranking's probability of one specialty: the softmax of the votes, as rank() reads them. */
export function probabilityOf(raw: ReadonlyMap<SpecialtyCode, number>, code: SpecialtyCode): number {
  const max = Math.max(...raw.values());
  let sum = 0;
  for (const v of raw.values()) sum += Math.exp(SOFTMAX_SHARPNESS * (v - max));
  return Math.exp(SOFTMAX_SHARPNESS * ((raw.get(code) ?? 0) - max)) / sum;
}

/**
 * Adds the model's votes for the message's features to the lexicon's. The model may put another
 * doctor first only when the lexicon hesitated and the model is sure (the gate), and no rule holds
 * the first against that doctor (`held`, decision 0098: an emergency said or asked about, a stated
 * child's pediatrician, a combination written for the first). Otherwise the lexicon's first stays
 * first and the learned votes order the other doctors offered beside it.
 */
export function addLearnedVotes(
  raw: Map<SpecialtyCode, number>,
  features: readonly string[],
  model: RankingModel,
  held: (challenger: SpecialtyCode) => boolean = () => false,
  gate: FirstGate = FIRST_GATE,
): void {
  const first = firstOf(raw);
  const lead = (raw.get(first) ?? 0) - secondOf(raw, first);
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
  const challenger = firstOf(raw);
  if (challenger === first) return;
  if (lead < gate.hesitant && !held(challenger)) {
    const p = probabilityOf(raw, challenger);
    if (p > gate.least && p - probabilityOf(raw, first) > gate.ahead) return;
  }
  raw.set(first, Math.max(raw.get(first) ?? 0, secondOf(raw, first) + FIRST_MARGIN));
}
