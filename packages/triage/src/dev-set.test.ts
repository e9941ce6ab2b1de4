import { describe, expect, it } from 'vitest';
import { lexiconAlone } from './triage.ts';
import { DEV_LANGS, DEV_SET, evaluate } from '../bench/evaluate.ts';

describe('development set', () => {
  const e = evaluate();
  // The learned ranking is fitted on this set, so the accuracy floors hold the lexicon's own ranking.
  const lexicon = evaluate(DEV_SET, lexiconAlone);

  it('is large and balanced enough', () => {
    expect(DEV_SET.length).toBeGreaterThanOrEqual(400);
    for (const l of DEV_LANGS) expect(e.perLang[l].n).toBeGreaterThanOrEqual(80);
    const perSpecialty = new Map<string, number>();
    for (const c of DEV_SET) perSpecialty.set(c.expected, (perSpecialty.get(c.expected) ?? 0) + 1);
    expect(perSpecialty.size).toBe(20);
    for (const n of perSpecialty.values()) expect(n).toBeGreaterThanOrEqual(12);
  });

  it.each(DEV_LANGS)('meets the accuracy floor in %s', (lang) => {
    const s = lexicon.perLang[lang];
    expect(s.top1 / s.n).toBeGreaterThanOrEqual(0.9);
    expect(s.top3 / s.n).toBeGreaterThanOrEqual(0.97);
  });

  it('recalls every red flag with reasonable precision', () => {
    expect(e.redFlagRecall).toBe(1);
    expect(e.redFlagPrecision).toBeGreaterThanOrEqual(0.8);
  });
});
