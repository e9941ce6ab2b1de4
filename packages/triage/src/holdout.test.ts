import { describe, expect, it } from 'vitest';
import { lexiconAlone } from './triage.ts';
import { DEV_LANGS, evaluate, HOLDOUT_SETS } from '../bench/evaluate.ts';

interface Floors {
  top1: number;
  top3: number;
  recall: number;
  precision: number;
}

const DEFAULT_FLOORS: Floors = { top1: 0.88, top3: 0.97, recall: 0.95, precision: 0.9 };
/** Per-set floors, a little below what each set reaches. */
const FLOORS: Record<string, Floors> = {
  'holdout-3': { top1: 0.95, top3: 0.99, recall: 0.97, precision: 0.95 },
};

/** Cases written after the engine and measured before tuning; floors sit a little below what is reached. */
describe.each(Object.entries(HOLDOUT_SETS))('held-out set %s', (name, cases) => {
  const e = evaluate(cases);
  // The learned ranking is fitted on these sets, so the ranking floors hold the lexicon's own.
  const lexicon = evaluate(cases, lexiconAlone);
  const floors = FLOORS[name] ?? DEFAULT_FLOORS;

  it('covers every language with urgent and non-urgent cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(150);
    for (const l of DEV_LANGS) expect(e.perLang[l].n).toBeGreaterThanOrEqual(30);
    expect(cases.filter((c) => c.urgent).length).toBeGreaterThanOrEqual(60);
  });

  it('ranks the expected specialty first or in the top three', () => {
    expect(lexicon.overall.top1 / lexicon.overall.n).toBeGreaterThanOrEqual(floors.top1);
    expect(lexicon.overall.top3 / lexicon.overall.n).toBeGreaterThanOrEqual(floors.top3);
  });

  it('flags emergencies without crying wolf', () => {
    expect(e.redFlagRecall).toBeGreaterThanOrEqual(floors.recall);
    expect(e.redFlagPrecision).toBeGreaterThanOrEqual(floors.precision);
  });
});
