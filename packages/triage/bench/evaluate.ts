import type { SpecialtyCode } from '@reayah/contracts';
import devSet from '../data/dev-set.json' with { type: 'json' };
import holdout from '../data/holdout.json' with { type: 'json' };
import holdout2 from '../data/holdout-2.json' with { type: 'json' };
import holdout3 from '../data/holdout-3.json' with { type: 'json' };
import { triage } from '../src/index.ts';

export type DevLang = 'en' | 'fr' | 'ar' | 'darija-ar' | 'darija-latin';

export interface DevCase {
  text: string;
  lang: DevLang;
  expected: SpecialtyCode;
  urgent: boolean;
}

export interface LangStats {
  n: number;
  top1: number;
  top3: number;
}

export interface FlagStats {
  tp: number;
  fp: number;
  fn: number;
}

export interface Evaluation {
  perLang: Record<DevLang, LangStats>;
  overall: LangStats;
  redFlagRecall: number;
  redFlagPrecision: number;
  perLangFlags: Record<DevLang, FlagStats>;
  misses: { text: string; expected: string; got: string[]; urgent: boolean; flagged: boolean }[];
}

export const DEV_SET = devSet as DevCase[];
/** Cases written after the engine, never tuned on before their first measurement. */
export const HOLDOUT_SETS: Record<string, DevCase[]> = {
  holdout: holdout as DevCase[],
  'holdout-2': holdout2 as DevCase[],
  'holdout-3': holdout3 as DevCase[],
};
export const DEV_LANGS: readonly DevLang[] = ['en', 'fr', 'ar', 'darija-ar', 'darija-latin'];

export function evaluate(cases: readonly DevCase[] = DEV_SET): Evaluation {
  const blank = (): LangStats => ({ n: 0, top1: 0, top3: 0 });
  const perLang = Object.fromEntries(DEV_LANGS.map((l) => [l, blank()])) as Record<DevLang, LangStats>;
  const overall = blank();
  const perLangFlags = Object.fromEntries(DEV_LANGS.map((l) => [l, { tp: 0, fp: 0, fn: 0 }])) as Record<
    DevLang,
    FlagStats
  >;
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const misses: Evaluation['misses'] = [];
  for (const c of cases) {
    const r = triage(c.text);
    const codes = r.ranked.map((x) => x.code);
    const hit1 = codes[0] === c.expected;
    const hit3 = codes.slice(0, 3).includes(c.expected);
    for (const s of [perLang[c.lang], overall]) {
      s.n++;
      if (hit1) s.top1++;
      if (hit3) s.top3++;
    }
    const f = perLangFlags[c.lang];
    if (c.urgent && r.urgent) {
      tp++;
      f.tp++;
    } else if (!c.urgent && r.urgent) {
      fp++;
      f.fp++;
    } else if (c.urgent && !r.urgent) {
      fn++;
      f.fn++;
    }
    if (!hit1 || c.urgent !== r.urgent) {
      misses.push({
        text: c.text,
        expected: c.expected,
        got: codes.slice(0, 3),
        urgent: c.urgent,
        flagged: r.urgent,
      });
    }
  }
  return {
    perLang,
    overall,
    perLangFlags,
    redFlagRecall: tp + fn === 0 ? 1 : tp / (tp + fn),
    redFlagPrecision: tp + fp === 0 ? 1 : tp / (tp + fp),
    misses,
  };
}
