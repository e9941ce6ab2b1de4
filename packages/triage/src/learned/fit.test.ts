import { SPECIALTY_CODES, type SpecialtyCode } from '@reayah/contracts';
import { describe, expect, it } from 'vitest';
import { fitRanking, type TrainingExample } from './fit.ts';
import { addLearnedVotes, CLOSED_GATE, NO_MODEL } from './model.ts';

/** The lexicon's votes for a message it understands poorly: the general practitioner's prior. */
const unsure = (): Map<SpecialtyCode, number> =>
  new Map(SPECIALTY_CODES.map((c) => [c, c === 'general-medicine' ? 0.6 : 0]));

const examples = (word: string, expected: SpecialtyCode, n: number): TrainingExample[] =>
  Array.from({ length: n }, () => ({ raw: unsure(), features: [word], expected }));

const order = (raw: ReadonlyMap<SpecialtyCode, number>): SpecialtyCode[] =>
  [...raw].sort((a, b) => b[1] - a[1]).map(([code]) => code);

describe('the learned ranking', () => {
  const model = fitRanking(
    [...examples('w:zorg', 'dermatology', 6), ...examples('w:blik', 'dentistry', 6)],
    ['a'],
  );

  it('learns the doctor a word the lexicon does not know keeps company with', () => {
    expect(model.votes['w:zorg']?.dermatology).toBeGreaterThan(0.5);
    expect(model.votes['w:blik']?.dentistry).toBeGreaterThan(0.5);
    expect(model.votes['w:zorg']?.dentistry ?? 0).toBeLessThan(0);
  });

  it('puts the learned doctor first when the lexicon hesitates and the model is sure', () => {
    const raw = unsure();
    addLearnedVotes(raw, ['w:zorg'], model);
    expect(order(raw).slice(0, 2)).toEqual(['dermatology', 'general-medicine']);
  });

  it("keeps the lexicon's first when a rule holds it, and offers the learned doctor beside it", () => {
    const raw = unsure();
    addLearnedVotes(raw, ['w:zorg'], model, () => true);
    expect(order(raw).slice(0, 2)).toEqual(['general-medicine', 'dermatology']);
    const closed = unsure();
    addLearnedVotes(closed, ['w:zorg'], model, () => false, CLOSED_GATE);
    expect(order(closed).slice(0, 2)).toEqual(['general-medicine', 'dermatology']);
  });

  it("keeps the lexicon's first when the lexicon was sure of it", () => {
    const raw = unsure();
    raw.set('general-medicine', 1.6);
    raw.set('dermatology', 0.5);
    addLearnedVotes(raw, ['w:zorg'], model);
    expect(order(raw)[0]).toBe('general-medicine');
  });

  it("keeps the lexicon's first when the model is not sure enough of its own", () => {
    const split = fitRanking(
      [...examples('w:zorg', 'dermatology', 6), ...examples('w:zorg', 'dentistry', 5)],
      ['a'],
    );
    const raw = unsure();
    addLearnedVotes(raw, ['w:zorg'], split);
    expect(order(raw)[0]).toBe('general-medicine');
  });

  it('changes nothing for a message none of whose features it learned', () => {
    const raw = unsure();
    addLearnedVotes(raw, ['w:unknown', 'c:cough'], model);
    expect(raw).toEqual(unsure());
    addLearnedVotes(raw, ['w:zorg'], NO_MODEL);
    expect(raw).toEqual(unsure());
  });

  it('leaves out a feature seen in fewer messages than the minimum', () => {
    const rare = fitRanking(
      [...examples('w:once', 'urology', 2), ...examples('w:zorg', 'dermatology', 6)],
      ['a'],
    );
    expect(rare.votes['w:once']).toBeUndefined();
    expect(rare.votes['w:zorg']).toBeDefined();
  });

  it('learns smaller votes under a heavier penalty, so the lexicon stays the default', () => {
    const heavy = fitRanking(examples('w:zorg', 'dermatology', 6), ['a'], { l2: 20 });
    const light = fitRanking(examples('w:zorg', 'dermatology', 6), ['a'], { l2: 0.1 });
    expect(heavy.votes['w:zorg']?.dermatology ?? 0).toBeLessThan(light.votes['w:zorg']?.dermatology ?? 0);
  });

  it('records what it was fitted on, and fits the same examples to the same votes', () => {
    const again = fitRanking(
      [...examples('w:zorg', 'dermatology', 6), ...examples('w:blik', 'dentistry', 6)],
      ['a'],
    );
    expect(again).toEqual(model);
    expect(model.fittedOn).toMatchObject({ sets: ['a'], messages: 12, minCount: 3 });
  });
});
