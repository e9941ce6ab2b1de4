import { type RedFlagKey, SPECIALTY_CODES, type SpecialtyCode } from '@reayah/contracts';
import {
  CHILD_COMPLAINTS,
  COMBOS,
  CONCEPTS,
  INFANT_COMPLAINTS,
  MANY_JOINTS,
  CHILD_TAKEN_REASONS,
  REASON_WEIGHTS,
  SHORT,
  type Short,
  type Weights,
} from './lexicon/index.ts';
import { indexByFirstTerm } from './rule-index.ts';

export interface RankedSpecialty {
  code: SpecialtyCode;
  score: number;
}

/** Weights as the specialties' codes and votes, read once when the engine loads. */
type Votes = readonly (readonly [SpecialtyCode, number])[];
const votesOf = (w: Weights): Votes =>
  (Object.entries(w) as [Short, number][]).map(([short, value]) => [SHORT[short], value] as const);

const CONCEPT_VOTES = new Map<string, Votes>(CONCEPTS.map((c) => [c.id, votesOf(c.w)]));
/** A concept's strongest vote (none below 0), of which a childhood complaint moves a share. */
const STRONGEST_VOTE = new Map<string, number>(
  CONCEPTS.map((c) => [c.id, Math.max(0, ...Object.values(c.w))]),
);
const COMBO_TERMS = COMBOS.map((c) => ({ terms: c.all.map((t) => t.split('|')), votes: votesOf(c.w) }));
const combosStartedBy = indexByFirstTerm(COMBO_TERMS, (c) => c.terms);
const CHILD_SET = new Set(CHILD_COMPLAINTS);
const INFANT_SET = new Set(INFANT_COMPLAINTS);
/** Share of a childhood complaint's strongest vote that moves to pediatrics. */
const CHILD_SHIFT = 0.6;

/** General medicine is the safe default when the evidence is weak or generic. */
const PRIOR = votesOf({ GM: 0.6 });
const CHILD_REASON_WEIGHTS: Weights = { PED: 6 };
export const SOFTMAX_SHARPNESS = 1.1;

function addVotes(raw: Map<SpecialtyCode, number>, votes: Votes): void {
  for (const [code, value] of votes) raw.set(code, (raw.get(code) ?? 0) + value);
}

function addWeights(raw: Map<SpecialtyCode, number>, w: Weights): void {
  addVotes(raw, votesOf(w));
}

export function rawScores(
  present: ReadonlySet<string>,
  forms: ReadonlyMap<string, ReadonlySet<string>> = new Map(),
): Map<SpecialtyCode, number> {
  const raw = new Map<SpecialtyCode, number>(SPECIALTY_CODES.map((c) => [c, 0]));
  addVotes(raw, PRIOR);
  for (const id of present) {
    const votes = CONCEPT_VOTES.get(id);
    if (votes !== undefined) addVotes(raw, votes);
  }
  for (const combo of combosStartedBy(present)) {
    if (combo.terms.every((alts) => alts.some((id) => present.has(id)))) addVotes(raw, combo.votes);
  }
  const sites = MANY_JOINTS.concepts.reduce((n, id) => n + (forms.get(id)?.size ?? 0), 0);
  if (sites >= MANY_JOINTS.min && !present.has(MANY_JOINTS.unless)) addWeights(raw, MANY_JOINTS.w);
  if (present.has('child') || present.has('newborn')) {
    let shift = 0;
    const infant = present.has('infant') || present.has('newborn');
    for (const id of present) {
      if (!CHILD_SET.has(id) && !(infant && INFANT_SET.has(id))) continue;
      shift += CHILD_SHIFT * (STRONGEST_VOTE.get(id) ?? 0);
    }
    raw.set('pediatrics', (raw.get('pediatrics') ?? 0) + shift);
  }
  for (const [code, v] of raw) if (v < 0) raw.set(code, 0);
  return raw;
}

/** The specialties a combination of the message's concepts votes for: a rule written on purpose. */
export function combinationVotes(present: ReadonlySet<string>): Map<SpecialtyCode, number> {
  const out = new Map<SpecialtyCode, number>();
  for (const combo of combosStartedBy(present)) {
    if (!combo.terms.every((alts) => alts.some((id) => present.has(id)))) continue;
    for (const [code, v] of combo.votes) out.set(code, (out.get(code) ?? 0) + v);
  }
  return out;
}

/** Softmax over raw votes; ties keep the order of SPECIALTY_CODES, so output is stable. */
/** An emergency recognised hands the message to the specialty that takes it over. */
export function addReasonWeights(
  raw: Map<SpecialtyCode, number>,
  reason: RedFlagKey | null,
  child: boolean,
): void {
  if (reason === null) return;
  const w = child && CHILD_TAKEN_REASONS.has(reason) ? CHILD_REASON_WEIGHTS : REASON_WEIGHTS[reason];
  if (w !== undefined) addWeights(raw, w);
}

/** Whether an emergency, said or asked about, hands the message to this specialty. */
export function reasonChooses(reason: RedFlagKey, child: boolean, code: SpecialtyCode): boolean {
  const w = child && CHILD_TAKEN_REASONS.has(reason) ? CHILD_REASON_WEIGHTS : REASON_WEIGHTS[reason];
  return w !== undefined && votesOf(w).some(([c, v]) => c === code && v > 0);
}

export function rank(raw: Map<SpecialtyCode, number>): RankedSpecialty[] {
  const max = Math.max(...raw.values());
  const exps = SPECIALTY_CODES.map((code) => ({
    code,
    e: Math.exp(SOFTMAX_SHARPNESS * ((raw.get(code) ?? 0) - max)),
  }));
  const sum = exps.reduce((s, x) => s + x.e, 0);
  return exps
    .map(({ code, e }) => ({ code, score: Math.round((e / sum) * 10000) / 10000 }))
    .sort((a, b) => b.score - a.score);
}

export function confidenceOf(raw: Map<SpecialtyCode, number>): number {
  const values = [...raw.values()].sort((a, b) => b - a);
  const top = values[0] ?? 0;
  const second = values[1] ?? 0;
  if (top <= 0) return 0.05;
  const evidence = 1 - Math.exp(-top / 3);
  const margin = (top - second) / top;
  const c = evidence * (0.45 + 0.55 * margin);
  return Math.round(Math.min(0.98, Math.max(0.05, c)) * 100) / 100;
}
