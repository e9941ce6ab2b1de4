import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SpecialtyCode } from '@reayah/contracts';
import { fitRanking, type TrainingExample } from '../src/learned/fit.ts';
import { addLearnedVotes, type RankingModel } from '../src/learned/model.ts';
import { rankingInputs } from '../src/triage.ts';
import { type DevCase, DEV_SET, EVAL_SETS, HOLDOUT_SETS, MEASURED_ONLY } from './evaluate.ts';

/**
 * `npm run triage:train` fits the learned ranking on every set whose misses may be read (never a
 * measured-only one; a sealed set is not in EVAL_SETS until its first run is recorded) and writes
 * `src/learned/weights.json`. With `--cross` it leaves each of the five newest sets out in turn,
 * fits on the rest, and prints how the set left out is ranked by the lexicon alone and with the
 * model: the figure that predicts a stranger's next set.
 */
const WEIGHTS = fileURLToPath(new URL('../src/learned/weights.json', import.meta.url));

export function trainingSets(): [string, readonly DevCase[]][] {
  const all: Record<string, readonly DevCase[]> = { dev: DEV_SET, ...HOLDOUT_SETS, ...EVAL_SETS };
  return Object.entries(all).filter(([name]) => !MEASURED_ONLY.has(name));
}

export const examplesOf = (cases: readonly DevCase[]): TrainingExample[] =>
  cases.map((c) => ({ ...rankingInputs(c.text), expected: c.expected }));

export function fitShipped(): RankingModel {
  const sets = trainingSets();
  return fitRanking(
    sets.flatMap(([, cases]) => examplesOf(cases)),
    sets.map(([name]) => name),
  );
}

/** Where the expected specialty lands (0 is first). */
function placeOf(raw: ReadonlyMap<SpecialtyCode, number>, expected: SpecialtyCode): number {
  return [...raw]
    .sort((a, b) => b[1] - a[1])
    .map(([code]) => code)
    .indexOf(expected);
}

/** Top-1 and top-3 of one set, by the lexicon alone and with a model fitted without it. */
export function heldOutRanking(
  examples: readonly TrainingExample[],
  model: RankingModel,
): { n: number; lexicon: { top1: number; top3: number }; withModel: { top1: number; top3: number } } {
  const s = { n: 0, lexicon: { top1: 0, top3: 0 }, withModel: { top1: 0, top3: 0 } };
  for (const ex of examples) {
    const raw = new Map(ex.raw);
    addLearnedVotes(raw, ex.features, model);
    s.n++;
    for (const [slot, place] of [
      [s.lexicon, placeOf(ex.raw, ex.expected)],
      [s.withModel, placeOf(raw, ex.expected)],
    ] as const) {
      if (place === 0) slot.top1++;
      if (place < 3) slot.top3++;
    }
  }
  return s;
}

/** The model as JSON with one feature per line, so that a refit reads as a diff. */
function serialise(model: RankingModel): string {
  const lines = Object.entries(model.votes).map(([f, v]) => `  ${JSON.stringify(f)}: ${JSON.stringify(v)}`);
  return `{\n "fittedOn": ${JSON.stringify(model.fittedOn)},\n "votes": {\n${lines.join(',\n')}\n }\n}\n`;
}

if (import.meta.main) {
  if (process.argv.includes('--cross')) {
    const sets = trainingSets().map(([name, cases]) => [name, examplesOf(cases)] as const);
    const pct = (x: number, n: number) => `${((100 * x) / n).toFixed(1)} %`;
    for (const [name, held] of sets.filter(([n]) => n.startsWith('fresh-')).slice(-5)) {
      const rest = sets.filter(([n]) => n !== name);
      const model = fitRanking(
        rest.flatMap(([, ex]) => ex),
        rest.map(([n]) => n),
      );
      const { n, lexicon, withModel } = heldOutRanking(held, model);
      console.info(
        `${name.padEnd(20)} lexicon alone top-1 ${pct(lexicon.top1, n)} top-3 ${pct(lexicon.top3, n)}` +
          `   with the model top-1 ${pct(withModel.top1, n)} top-3 ${pct(withModel.top3, n)}`,
      );
    }
  } else {
    const model = fitShipped();
    writeFileSync(WEIGHTS, serialise(model));
    console.info(
      `${Object.keys(model.votes).length} features, fitted on ${model.fittedOn.messages} messages`,
    );
  }
}
