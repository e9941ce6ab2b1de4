import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SpecialtyCode } from '@reayah/contracts';
import { fitRanking, type TrainingExample } from '../src/learned/fit.ts';
import {
  addLearnedVotes,
  CLOSED_GATE,
  FIRST_GATE,
  type FirstGate,
  firstOf,
  type RankingModel,
} from '../src/learned/model.ts';
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

export const examplesOf = (cases: readonly DevCase[]): (TrainingExample & { lang: string })[] =>
  cases.map((c) => ({ ...rankingInputs(c.text), expected: c.expected, lang: c.lang }));

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

export interface Ranking {
  n: number;
  lexicon: { top1: number; top3: number };
  /** With the model, the lexicon's first always kept first. */
  keptFirst: { top1: number; top3: number };
  /** With the model, as the engine ranks: the gate may let it choose the first. */
  withModel: { top1: number; top3: number };
  /** Firsts the gate let the model change, how many of them became right and how many wrong. */
  changed: { all: number; right: number; wrong: number };
}

const emptyRanking = (): Ranking => ({
  n: 0,
  lexicon: { top1: 0, top3: 0 },
  keptFirst: { top1: 0, top3: 0 },
  withModel: { top1: 0, top3: 0 },
  changed: { all: 0, right: 0, wrong: 0 },
});

/** Adds one message's places to a tally. */
function tally(s: Ranking, places: readonly [number, number, number], firstMoved: boolean): void {
  s.n++;
  places.forEach((place, i) => {
    const slot = [s.lexicon, s.keptFirst, s.withModel][i];
    if (slot === undefined) return;
    if (place === 0) slot.top1++;
    if (place < 3) slot.top3++;
  });
  if (!firstMoved) return;
  s.changed.all++;
  if (places[2] === 0) s.changed.right++;
  if (places[0] === 0) s.changed.wrong++;
}

/** Top-1 and top-3 of one set, by the lexicon alone and with a model fitted without it, by way of writing too. */
export function heldOutRanking(
  examples: readonly (TrainingExample & { lang?: string })[],
  model: RankingModel,
  gate: FirstGate = FIRST_GATE,
): Ranking & { byLang: Map<string, Ranking> } {
  const s = { ...emptyRanking(), byLang: new Map<string, Ranking>() };
  for (const ex of examples) {
    const kept = new Map(ex.raw);
    addLearnedVotes(kept, ex.features, model, ex.held, CLOSED_GATE);
    const gated = new Map(ex.raw);
    addLearnedVotes(gated, ex.features, model, ex.held, gate);
    const places = [ex.raw, kept, gated].map((raw) => placeOf(raw, ex.expected)) as [number, number, number];
    const moved = firstOf(gated) !== firstOf(ex.raw);
    tally(s, places, moved);
    const lang = ex.lang ?? '?';
    const own = s.byLang.get(lang) ?? emptyRanking();
    s.byLang.set(lang, own);
    tally(own, places, moved);
  }
  return s;
}

/** The model as JSON with one feature per line, so that a refit reads as a diff. */
function serialise(model: RankingModel): string {
  const lines = Object.entries(model.votes).map(([f, v]) => `  ${JSON.stringify(f)}: ${JSON.stringify(v)}`);
  return `{\n "fittedOn": ${JSON.stringify(model.fittedOn)},\n "votes": {\n${lines.join(',\n')}\n }\n}\n`;
}

const pct = (x: number, n: number) => `${((100 * x) / n).toFixed(1)} %`.padStart(7);

function line(name: string, r: Ranking): string {
  const { n, lexicon: l, keptFirst: k, withModel: g, changed: c } = r;
  return (
    `${name.padEnd(20)} lexicon ${pct(l.top1, n)} ${pct(l.top3, n)}   first kept ${pct(k.top1, n)} ${pct(k.top3, n)}` +
    `   gated ${pct(g.top1, n)} ${pct(g.top3, n)}   firsts changed ${c.all} (${c.right} right, ${c.wrong} wrong)`
  );
}

/** Leaves each of the five newest sets out in turn and prints how it is ranked (top-1, top-3). */
function crossValidate(gate: FirstGate): void {
  const sets = trainingSets().map(([name, cases]) => [name, examplesOf(cases)] as const);
  const byLang = new Map<string, Ranking>();
  const all = emptyRanking();
  for (const [name, held] of sets.filter(([n]) => n.startsWith('fresh-')).slice(-5)) {
    const rest = sets.filter(([n]) => n !== name);
    const model = fitRanking(
      rest.flatMap(([, ex]) => ex),
      rest.map(([n]) => n),
    );
    const r = heldOutRanking(held, model, gate);
    console.info(line(name, r));
    const langs = [...r.byLang].sort(([a], [b]) => a.localeCompare(b));
    const top1 = (x: Ranking) => `${pct(x.lexicon.top1, x.n).trim()} -> ${pct(x.withModel.top1, x.n).trim()}`;
    console.info(`  top-1 lexicon -> gated: ${langs.map(([lang, x]) => `${lang} ${top1(x)}`).join(', ')}`);
    for (const [lang, part] of [...r.byLang, ['all', r] as const]) {
      const sum = lang === 'all' ? all : (byLang.get(lang) ?? emptyRanking());
      byLang.set(lang, sum);
      addInto(sum, part);
    }
  }
  console.info(`by way of writing, the five sets left out in turn (gate ${JSON.stringify(gate)}):`);
  for (const [lang, r] of [...byLang].filter(([l]) => l !== 'all').sort()) console.info(line(lang, r));
  console.info(line('all', all));
}

function addInto(sum: Ranking, part: Ranking): void {
  sum.n += part.n;
  for (const key of ['lexicon', 'keptFirst', 'withModel'] as const) {
    sum[key].top1 += part[key].top1;
    sum[key].top3 += part[key].top3;
  }
  sum.changed.all += part.changed.all;
  sum.changed.right += part.changed.right;
  sum.changed.wrong += part.changed.wrong;
}

if (import.meta.main) {
  if (process.argv.includes('--cross')) {
    crossValidate(FIRST_GATE);
  } else {
    const model = fitShipped();
    writeFileSync(WEIGHTS, serialise(model));
    console.info(
      `${Object.keys(model.votes).length} features, fitted on ${model.fittedOn.messages} messages`,
    );
  }
}
