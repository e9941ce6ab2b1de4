import { describe, expect, it } from 'vitest';
import { DEV_LANGS, evaluate, HOLDOUT_SETS } from '../bench/evaluate.ts';

/** Cases written after the engine and measured before tuning; floors sit a little below what is reached. */
describe.each(Object.entries(HOLDOUT_SETS))('held-out set %s', (_name, cases) => {
  const e = evaluate(cases);

  it('covers every language with urgent and non-urgent cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(150);
    for (const l of DEV_LANGS) expect(e.perLang[l].n).toBeGreaterThanOrEqual(30);
    expect(cases.filter((c) => c.urgent).length).toBeGreaterThanOrEqual(60);
  });

  it('ranks the expected specialty first or in the top three', () => {
    expect(e.overall.top1 / e.overall.n).toBeGreaterThanOrEqual(0.88);
    expect(e.overall.top3 / e.overall.n).toBeGreaterThanOrEqual(0.97);
  });

  it('flags emergencies without crying wolf', () => {
    expect(e.redFlagRecall).toBeGreaterThanOrEqual(0.95);
    expect(e.redFlagPrecision).toBeGreaterThanOrEqual(0.9);
  });
});
