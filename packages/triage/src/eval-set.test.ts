import { describe, expect, it } from 'vitest';
import { lexiconAlone } from './triage.ts';
import { alarmRates, DEV_LANGS, EVAL_SETS, evaluate, KINDS } from '../bench/evaluate.ts';

/**
 * The evaluation sets (tuning + measured, then fresh, then tuning-2, tuning-3, tuning-4, D to AE).
 * Floors hold the emergency recall, false-alarm and ranking figures so that a new rule cannot
 * silently break them; they sit at what is reached. `langFalseAlarm` caps each language (fresh has
 * 19 non-emergencies a language).
 */
const FLOORS = {
  tuning: { recall: 1, falseAlarm: 0, langFalseAlarm: 0, top1: 1, top3: 1 },
  'tuning-2': { recall: 1, falseAlarm: 0, langFalseAlarm: 0, top1: 0.981, top3: 0.995 },
  'tuning-3': { recall: 1, falseAlarm: 0, langFalseAlarm: 0, top1: 0.995, top3: 1 },
  'tuning-4': { recall: 1, falseAlarm: 0, langFalseAlarm: 0, top1: 0.986, top3: 1 },
  measured: { recall: 1, falseAlarm: 0.004, langFalseAlarm: 0.019, top1: 0.961, top3: 0.989 },
  fresh: { recall: 1, falseAlarm: 0, langFalseAlarm: 0, top1: 0.976, top3: 1 },
  'fresh-2026-11-27': { recall: 1, falseAlarm: 0, langFalseAlarm: 0, top1: 0.934, top3: 0.987 },
  // Sets E to J, tuning sets since the second to the fifth rounds.
  'fresh-2026-11-27-b': { recall: 1, falseAlarm: 0, langFalseAlarm: 0, top1: 0.927, top3: 0.988 },
  'fresh-2026-11-27-c': { recall: 0.966, falseAlarm: 0, langFalseAlarm: 0, top1: 0.92, top3: 0.988 },
  'fresh-2026-11-27-d': { recall: 1, falseAlarm: 0, langFalseAlarm: 0, top1: 0.935, top3: 0.979 },
  'fresh-2026-11-27-e': { recall: 1, falseAlarm: 0, langFalseAlarm: 0, top1: 0.929, top3: 0.988 },
  'fresh-2026-11-27-f': { recall: 1, falseAlarm: 0, langFalseAlarm: 0, top1: 0.952, top3: 0.973 },
  'fresh-2026-11-27-g': { recall: 1, falseAlarm: 0, langFalseAlarm: 0, top1: 0.923, top3: 0.994 },
  // Set K, a tuning set since the seventh round: every emergency caught since the tenth.
  'fresh-2026-11-27-h': { recall: 1, falseAlarm: 0, langFalseAlarm: 0, top1: 0.958, top3: 0.973 },
  // Set L, a tuning set since the eighth round: every emergency caught, no false emergency.
  'fresh-2026-11-27-i': { recall: 1, falseAlarm: 0, langFalseAlarm: 0, top1: 0.95, top3: 0.994 },
  // Set M, a tuning set since the ninth round: every emergency caught since the tenth, no false
  // emergency since the fourteenth.
  'fresh-2026-11-27-j': { recall: 1, falseAlarm: 0, langFalseAlarm: 0, top1: 0.926, top3: 0.973 },
  // Set N, a tuning set since the tenth round: every emergency caught, no false emergency.
  'fresh-2026-11-27-k': { recall: 1, falseAlarm: 0, langFalseAlarm: 0, top1: 0.891, top3: 0.97 },
  // Set O, a tuning set since the eleventh round: every emergency caught, no false emergency.
  'fresh-2026-11-27-l': { recall: 1, falseAlarm: 0, langFalseAlarm: 0, top1: 0.97, top3: 0.994 },
  // Set P, a tuning set since the twelfth round: every emergency caught, no false emergency.
  'fresh-2026-11-27-m': { recall: 1, falseAlarm: 0, langFalseAlarm: 0, top1: 0.97, top3: 0.991 },
  // Set Q, a tuning set since the thirteenth round: every emergency flagged, no false emergency.
  'fresh-2026-11-27-n': { recall: 1, falseAlarm: 0, langFalseAlarm: 0, top1: 0.991, top3: 1 },
  // Set R, a tuning set since the fourteenth round: every emergency flagged, no false emergency.
  'fresh-2026-11-27-o': { recall: 1, falseAlarm: 0, langFalseAlarm: 0, top1: 0.973, top3: 1 },
  // Set S, a tuning set since the fifteenth round: every emergency caught, no false emergency since
  // the eighteenth.
  'fresh-2026-11-27-p': { recall: 1, falseAlarm: 0, langFalseAlarm: 0, top1: 0.958, top3: 0.982 },
  // Set T, a tuning set since the sixteenth round: every emergency caught, no false emergency since
  // the eighteenth.
  'fresh-2026-11-27-q': { recall: 1, falseAlarm: 0, langFalseAlarm: 0, top1: 0.97, top3: 0.991 },
  // Set U, a tuning set since the seventeenth round: every emergency caught, no false emergency
  // since the eighteenth.
  'fresh-2026-11-27-r': { recall: 1, falseAlarm: 0, langFalseAlarm: 0, top1: 0.958, top3: 0.991 },
  // Set V, a tuning set since the eighteenth round: every emergency caught, no false emergency.
  'fresh-2026-11-27-s': { recall: 1, falseAlarm: 0, langFalseAlarm: 0, top1: 0.961, top3: 0.991 },
  // Set W, a tuning set since the nineteenth round: every emergency flagged, no false emergency.
  'fresh-2026-11-27-t': { recall: 1, falseAlarm: 0, langFalseAlarm: 0, top1: 0.985, top3: 1 },
  // Set X, a tuning set since the twentieth round: every emergency caught, no false emergency.
  'fresh-2026-11-27-u': { recall: 1, falseAlarm: 0, langFalseAlarm: 0, top1: 0.967, top3: 0.991 },
  // Set Y, a tuning set since the twenty-first round: every emergency caught, no false emergency.
  'fresh-2026-11-27-v': { recall: 1, falseAlarm: 0, langFalseAlarm: 0, top1: 0.947, top3: 0.979 },
  // Set Z, a tuning set since the twenty-second round: every emergency caught, no false emergency
  // since the twenty-fourth.
  'fresh-2026-11-27-w': { recall: 1, falseAlarm: 0, langFalseAlarm: 0, top1: 0.982, top3: 0.997 },
  // Set AA has none: nine of its near-misses and denials still raise the notice (EVALUATION.md).
  // Set AB, a tuning set since the twenty-fourth round: every emergency flagged, no false emergency.
  'fresh-2026-11-28': { recall: 1, falseAlarm: 0, langFalseAlarm: 0, top1: 0.976, top3: 0.994 },
  // Set AC, a tuning set since the twenty-fifth round: every emergency flagged, no false emergency.
  'fresh-2026-11-28-b': { recall: 1, falseAlarm: 0, langFalseAlarm: 0, top1: 0.988, top3: 0.997 },
  // Set AD, a tuning set since the twenty-sixth round: every emergency flagged, no false emergency
  // since the twenty-seventh.
  'fresh-2026-11-28-c': { recall: 1, falseAlarm: 0, langFalseAlarm: 0, top1: 0.97, top3: 0.994 },
  // Set AE, a tuning set since the twenty-eighth round: every emergency flagged, no false emergency.
  'fresh-2026-11-28-d': { recall: 1, falseAlarm: 0, langFalseAlarm: 0, top1: 0.976, top3: 0.994 },
  // Set AF has none: four of its near-misses still raise the notice (EVALUATION.md).
  // Set AG, a tuning set since the thirtieth round: every emergency flagged, no false emergency.
  'fresh-2026-11-28-f': { recall: 1, falseAlarm: 0, langFalseAlarm: 0, top1: 0.967, top3: 0.997 },
  // Set AH, a tuning set since the thirty-first round: every emergency flagged, no false emergency.
  'fresh-2026-11-28-g': { recall: 1, falseAlarm: 0, langFalseAlarm: 0, top1: 0.967, top3: 0.994 },
  // Set AI, a tuning set since the thirty-second round: every emergency flagged, no false emergency.
  'fresh-2026-11-28-h': { recall: 1, falseAlarm: 0, langFalseAlarm: 0, top1: 0.958, top3: 0.988 },
};
/** The emergency screen (or a single question) is asked on at most this share of other messages. */
const SCREEN_BUDGET = 0.15;

describe('evaluation set', () => {
  const all = [...EVAL_SETS.tuning, ...EVAL_SETS.measured];

  it('is large and balanced: every language, kind and specialty', () => {
    expect(all.length).toBeGreaterThanOrEqual(700);
    expect(all.filter((c) => c.kind === 'emergency').length).toBeGreaterThanOrEqual(150);
    expect(all.filter((c) => c.kind === 'near-miss' || c.kind === 'negation').length).toBeGreaterThanOrEqual(
      120,
    );
    for (const l of DEV_LANGS) expect(all.filter((c) => c.lang === l).length).toBeGreaterThanOrEqual(100);
    const perSpecialty = new Map<string, number>();
    for (const c of all) perSpecialty.set(c.expected, (perSpecialty.get(c.expected) ?? 0) + 1);
    expect(perSpecialty.size).toBe(20);
    for (const n of perSpecialty.values()) expect(n).toBeGreaterThanOrEqual(20);
    for (const k of KINDS) expect(all.some((c) => c.kind === k)).toBe(true);
  });

  it("asks nothing of set K's ordinary messages (a request, a routine complaint)", () => {
    expect(evaluate(EVAL_SETS['fresh-2026-11-27-h']).slices.kind.ordinary.asked).toBe(0);
  });

  it("asks at most one of set L's ordinary messages and no plain request", () => {
    expect(evaluate(EVAL_SETS['fresh-2026-11-27-i']).slices.kind.ordinary.asked).toBeLessThanOrEqual(1);
  });

  it("asks at most four of set M's ordinary messages (low mood for months, a whistle read as a wheeze)", () => {
    expect(evaluate(EVAL_SETS['fresh-2026-11-27-j']).slices.kind.ordinary.asked).toBeLessThanOrEqual(4);
  });

  it("asks at most five of set N's ordinary messages", () => {
    expect(evaluate(EVAL_SETS['fresh-2026-11-27-k']).slices.kind.ordinary.asked).toBeLessThanOrEqual(5);
  });

  it("asks at most ten of set O's ordinary messages (low mood for months, a wisdom tooth that locks the jaw)", () => {
    expect(evaluate(EVAL_SETS['fresh-2026-11-27-l']).slices.kind.ordinary.asked).toBeLessThanOrEqual(10);
  });

  describe.each(Object.entries(FLOORS))('%s part', (name, floors) => {
    const e = evaluate(EVAL_SETS[name as keyof typeof EVAL_SETS]);

    it('catches the emergencies (notice or screen) and rarely alarms anything else', () => {
      const { caughtOrAsked, falseAlarm, askedRate } = alarmRates(e.slices.all);
      expect(caughtOrAsked).toBeGreaterThanOrEqual(floors.recall);
      expect(askedRate).toBeLessThanOrEqual(SCREEN_BUDGET);
      expect(falseAlarm).toBeLessThanOrEqual(floors.falseAlarm);
      for (const l of DEV_LANGS)
        expect(alarmRates(e.slices.lang[l]).falseAlarm).toBeLessThanOrEqual(floors.langFalseAlarm);
    });

    it('keeps near-misses and negations quiet', () => {
      expect(e.slices.kind['near-miss'].falseAlarms + e.slices.kind.negation.falseAlarms).toBeLessThanOrEqual(
        1,
      );
    });

    // The learned ranking is fitted on these sets, so the floors hold the lexicon's own ranking.
    it('ranks the expected specialty with the lexicon alone', () => {
      const lexicon = evaluate(EVAL_SETS[name as keyof typeof EVAL_SETS], lexiconAlone);
      expect(lexicon.overall.top1 / lexicon.overall.n).toBeGreaterThanOrEqual(floors.top1);
      expect(lexicon.overall.top3 / lexicon.overall.n).toBeGreaterThanOrEqual(floors.top3);
    });
  });
});
