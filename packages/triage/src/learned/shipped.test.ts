import { describe, expect, it } from 'vitest';
import { examplesOf, heldOutRanking, trainingSets } from '../../bench/train-ranking.ts';
import { fitRanking } from './fit.ts';
import { SHIPPED_MODEL } from './model.ts';

/** Rounding can differ by a unit in the last kept decimal from one machine to another. */
const TOLERANCE = 0.011;

describe('the shipped learned ranking', () => {
  const sets = trainingSets().map(([name, cases]) => [name, examplesOf(cases)] as const);

  it('is the fit of the current lexicon on the current tuning sets (npm run triage:train)', () => {
    const fresh = fitRanking(
      sets.flatMap(([, ex]) => ex),
      sets.map(([n]) => n),
    );
    expect(SHIPPED_MODEL.fittedOn).toEqual(fresh.fittedOn);
    const features = new Set([...Object.keys(fresh.votes), ...Object.keys(SHIPPED_MODEL.votes)]);
    let worst = 0;
    for (const f of features) {
      const a = SHIPPED_MODEL.votes[f] ?? {};
      const b = fresh.votes[f] ?? {};
      for (const code of new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof typeof a>)
        worst = Math.max(worst, Math.abs((a[code] ?? 0) - (b[code] ?? 0)));
    }
    expect(worst).toBeLessThanOrEqual(TOLERANCE);
  }, 60_000);

  // A round tunes the lexicon on the newest set, which narrows what the model can add there. Fitted
  // without it, the model must still rank it at least as well as the lexicon alone, and the firsts
  // its gate lets it change must be right at least as often as they were (decision 0098).
  it('ranks the newest set at least as well in the first one and the first three when fitted without it', () => {
    const [name, held] = sets.filter(([n]) => n.startsWith('fresh-')).at(-1) ?? ['', []];
    const rest = sets.filter(([n]) => n !== name);
    const model = fitRanking(
      rest.flatMap(([, ex]) => ex),
      rest.map(([n]) => n),
    );
    const { n, lexicon, withModel, changed } = heldOutRanking(held, model);
    expect(n).toBeGreaterThanOrEqual(300);
    expect(withModel.top1).toBeGreaterThanOrEqual(lexicon.top1);
    expect(withModel.top3).toBeGreaterThanOrEqual(lexicon.top3);
    expect(changed.right).toBeGreaterThanOrEqual(changed.wrong);
  }, 60_000);
});
