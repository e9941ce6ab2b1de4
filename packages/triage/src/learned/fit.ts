import { SPECIALTY_CODES, type SpecialtyCode } from '@reayah/contracts';
import { SOFTMAX_SHARPNESS } from '../scoring.ts';
import type { RankingModel } from './model.ts';

/** One message to learn from: the lexicon's votes, its features, and the doctor it should reach. */
export interface TrainingExample {
  raw: ReadonlyMap<SpecialtyCode, number>;
  features: readonly string[];
  expected: SpecialtyCode;
  /** Whether a rule holds the lexicon's first against this challenger (decision 0098). */
  held?: (challenger: SpecialtyCode) => boolean;
}

export interface FitOptions {
  /** A feature seen in fewer messages than this is left out: too rare to learn from. */
  minCount: number;
  /** L2 penalty: pulls every learned vote towards zero, so the lexicon stays the default. */
  l2: number;
  iterations: number;
  /** Votes smaller than this are dropped from the saved model. */
  keepAbove: number;
}

export const FIT_DEFAULTS: FitOptions = { minCount: 3, l2: 1, iterations: 150, keepAbove: 0.01 };

const K = SPECIALTY_CODES.length;
const CODE_INDEX = new Map<SpecialtyCode, number>(SPECIALTY_CODES.map((c, i) => [c, i]));
const ADAM = { rate: 0.05, beta1: 0.9, beta2: 0.999, eps: 1e-8 };

interface Row {
  /** The lexicon's logits, one per specialty. */
  base: number[];
  /** The indices of the message's kept features. */
  cols: number[];
  expected: number;
}

function rowsOf(examples: readonly TrainingExample[], minCount: number): { names: string[]; rows: Row[] } {
  const counts = new Map<string, number>();
  for (const ex of examples) for (const f of new Set(ex.features)) counts.set(f, (counts.get(f) ?? 0) + 1);
  const names = [...counts]
    .filter(([, n]) => n >= minCount)
    .map(([f]) => f)
    .sort();
  const index = new Map(names.map((f, i) => [f, i]));
  const rows = examples.map((ex) => ({
    base: SPECIALTY_CODES.map((c) => SOFTMAX_SHARPNESS * (ex.raw.get(c) ?? 0)),
    cols: [...new Set(ex.features)].flatMap((f) => {
      const i = index.get(f);
      return i === undefined ? [] : [i];
    }),
    expected: CODE_INDEX.get(ex.expected) ?? 0,
  }));
  return { names, rows };
}

/** The gradient of the penalised cross-entropy with respect to every learned vote. */
function gradient(rows: readonly Row[], W: Float64Array, l2: number, grad: Float64Array): void {
  for (let j = 0; j < W.length; j++) grad[j] = l2 * (W[j] ?? 0);
  const p = new Float64Array(K);
  for (const r of rows) {
    let max = -Infinity;
    for (let k = 0; k < K; k++) {
      let z = r.base[k] ?? 0;
      for (const c of r.cols) z += SOFTMAX_SHARPNESS * (W[c * K + k] ?? 0);
      p[k] = z;
      max = Math.max(max, z);
    }
    let sum = 0;
    for (let k = 0; k < K; k++) {
      p[k] = Math.exp((p[k] ?? 0) - max);
      sum += p[k] ?? 0;
    }
    for (let k = 0; k < K; k++) {
      const g = SOFTMAX_SHARPNESS * ((p[k] ?? 0) / sum - (k === r.expected ? 1 : 0));
      for (const c of r.cols) grad[c * K + k] = (grad[c * K + k] ?? 0) + g;
    }
  }
}

/**
 * Multinomial logistic regression on top of the lexicon's votes: the probability of a specialty is
 * the softmax of (lexicon votes + learned votes) times the ranking's sharpness, and the learned
 * votes minimise the cross-entropy on the examples plus an L2 penalty. Full-batch Adam: the problem
 * is convex and small (a few thousand features by twenty specialties), so plain gradient steps
 * reach its optimum, deterministically.
 */
export function fitRanking(
  examples: readonly TrainingExample[],
  sets: readonly string[],
  options: Partial<FitOptions> = {},
): RankingModel {
  const o = { ...FIT_DEFAULTS, ...options };
  const { names, rows } = rowsOf(examples, o.minCount);
  const W = new Float64Array(names.length * K);
  const grad = new Float64Array(W.length);
  const m = new Float64Array(W.length);
  const v = new Float64Array(W.length);
  for (let step = 1; step <= o.iterations; step++) {
    gradient(rows, W, o.l2, grad);
    const c1 = 1 - ADAM.beta1 ** step;
    const c2 = 1 - ADAM.beta2 ** step;
    for (let j = 0; j < W.length; j++) {
      const g = grad[j] ?? 0;
      const mj = (m[j] = ADAM.beta1 * (m[j] ?? 0) + (1 - ADAM.beta1) * g);
      const vj = (v[j] = ADAM.beta2 * (v[j] ?? 0) + (1 - ADAM.beta2) * g * g);
      W[j] = (W[j] ?? 0) - (ADAM.rate * (mj / c1)) / (Math.sqrt(vj / c2) + ADAM.eps);
    }
  }
  const votes: RankingModel['votes'] = {};
  names.forEach((f, i) => {
    const entries = SPECIALTY_CODES.flatMap((code, k) => {
      const w = Math.round((W[i * K + k] ?? 0) * 1000) / 1000;
      return Math.abs(w) >= o.keepAbove ? [[code, w] as const] : [];
    });
    if (entries.length > 0) votes[f] = Object.fromEntries(entries);
  });
  return {
    fittedOn: { sets: [...sets], messages: examples.length, minCount: o.minCount, l2: o.l2 },
    votes,
  };
}
