import type { SpecialtyCode } from '@reayah/contracts';
import devSet from '../data/dev-set.json' with { type: 'json' };
import fresh from '../data/eval/fresh.json' with { type: 'json' };
import fresh20261127 from '../data/eval/fresh-2026-11-27.json' with { type: 'json' };
import fresh20261127b from '../data/eval/fresh-2026-11-27-b.json' with { type: 'json' };
import fresh20261127c from '../data/eval/fresh-2026-11-27-c.json' with { type: 'json' };
import fresh20261127d from '../data/eval/fresh-2026-11-27-d.json' with { type: 'json' };
import fresh20261127e from '../data/eval/fresh-2026-11-27-e.json' with { type: 'json' };
import fresh20261127f from '../data/eval/fresh-2026-11-27-f.json' with { type: 'json' };
import fresh20261127g from '../data/eval/fresh-2026-11-27-g.json' with { type: 'json' };
import fresh20261127h from '../data/eval/fresh-2026-11-27-h.json' with { type: 'json' };
import fresh20261127i from '../data/eval/fresh-2026-11-27-i.json' with { type: 'json' };
import fresh20261127j from '../data/eval/fresh-2026-11-27-j.json' with { type: 'json' };
import fresh20261127k from '../data/eval/fresh-2026-11-27-k.json' with { type: 'json' };
import fresh20261127l from '../data/eval/fresh-2026-11-27-l.json' with { type: 'json' };
import fresh20261127m from '../data/eval/fresh-2026-11-27-m.json' with { type: 'json' };
import fresh20261127n from '../data/eval/fresh-2026-11-27-n.json' with { type: 'json' };
import fresh20261127o from '../data/eval/fresh-2026-11-27-o.json' with { type: 'json' };
import fresh20261127p from '../data/eval/fresh-2026-11-27-p.json' with { type: 'json' };
import fresh20261127q from '../data/eval/fresh-2026-11-27-q.json' with { type: 'json' };
import fresh20261127r from '../data/eval/fresh-2026-11-27-r.json' with { type: 'json' };
import fresh20261127s from '../data/eval/fresh-2026-11-27-s.json' with { type: 'json' };
import fresh20261127t from '../data/eval/fresh-2026-11-27-t.json' with { type: 'json' };
import fresh20261127u from '../data/eval/fresh-2026-11-27-u.json' with { type: 'json' };
import fresh20261127v from '../data/eval/fresh-2026-11-27-v.json' with { type: 'json' };
import fresh20261127w from '../data/eval/fresh-2026-11-27-w.json' with { type: 'json' };
import fresh20261127x from '../data/eval/fresh-2026-11-27-x.json' with { type: 'json' };
import fresh20261128 from '../data/eval/fresh-2026-11-28.json' with { type: 'json' };
import fresh20261128b from '../data/eval/fresh-2026-11-28-b.json' with { type: 'json' };
import fresh20261128c from '../data/eval/fresh-2026-11-28-c.json' with { type: 'json' };
import fresh20261128d from '../data/eval/fresh-2026-11-28-d.json' with { type: 'json' };
import fresh20261128e from '../data/eval/fresh-2026-11-28-e.json' with { type: 'json' };
import fresh20261128f from '../data/eval/fresh-2026-11-28-f.json' with { type: 'json' };
import fresh20261128g from '../data/eval/fresh-2026-11-28-g.json' with { type: 'json' };
import fresh20261128h from '../data/eval/fresh-2026-11-28-h.json' with { type: 'json' };
import measured from '../data/eval/measured.json' with { type: 'json' };
import tuning from '../data/eval/tuning.json' with { type: 'json' };
import tuning2 from '../data/eval/tuning-2.json' with { type: 'json' };
import tuning3 from '../data/eval/tuning-3.json' with { type: 'json' };
import tuning4 from '../data/eval/tuning-4.json' with { type: 'json' };
import holdout from '../data/holdout.json' with { type: 'json' };
import holdout2 from '../data/holdout-2.json' with { type: 'json' };
import holdout3 from '../data/holdout-3.json' with { type: 'json' };
import { triage, type TriageResult } from '../src/index.ts';

export type DevLang = 'en' | 'fr' | 'ar' | 'darija-ar' | 'darija-latin';
/** emergency: must show the notice; near-miss: a red-flag word out of context; negation: a denied red flag. */
export type CaseKind = 'emergency' | 'near-miss' | 'negation' | 'ordinary';

export interface DevCase {
  text: string;
  lang: DevLang;
  expected: SpecialtyCode;
  urgent: boolean;
  kind?: CaseKind;
}

interface EvalCase {
  text: string;
  lang: DevLang;
  expected: SpecialtyCode;
  kind: CaseKind;
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

/** Accuracy and alarms over one slice of a set (a language, a kind, or all of it). */
export interface SliceStats extends LangStats {
  emergencies: number;
  /** Emergencies that show the notice at once. */
  caught: number;
  /** Emergencies that show the notice or ask a question whose answer shows it. */
  caughtOrAsked: number;
  others: number;
  falseAlarms: number;
  /** Non-emergencies for which a follow-up question is offered instead of the notice. */
  asked: number;
}

export interface Miss {
  text: string;
  lang: DevLang;
  kind: CaseKind;
  expected: string;
  got: string[];
  urgent: boolean;
  flagged: boolean;
  asked: boolean;
}

export interface Evaluation {
  perLang: Record<DevLang, LangStats>;
  overall: LangStats;
  redFlagRecall: number;
  redFlagPrecision: number;
  perLangFlags: Record<DevLang, FlagStats>;
  misses: Miss[];
  slices: { all: SliceStats; lang: Record<DevLang, SliceStats>; kind: Record<CaseKind, SliceStats> };
}

const withUrgency = (cases: EvalCase[]): DevCase[] =>
  cases.map((c) => ({ ...c, urgent: c.kind === 'emergency' }));

export const DEV_SET = devSet as DevCase[];
/** Cases written after the engine, never tuned on before their first measurement. */
export const HOLDOUT_SETS: Record<string, DevCase[]> = {
  holdout: holdout as DevCase[],
  'holdout-2': holdout2 as DevCase[],
  'holdout-3': holdout3 as DevCase[],
};
/**
 * The evaluation sets, written from clinical knowledge without reading the lexicon:
 * `tuning` is read while writing rules, `measured` is only ever measured, and `fresh` was
 * written later (after the tuning part was worked through) as a second independent check.
 * `tuning-2` was written after that first round, weighted to Darija in Latin letters, and is
 * read while writing rules like `tuning`; `tuning-3` followed the second round the same way,
 * weighted to everyday ranking, wounds and how much a patient says they bleed; `tuning-4` followed
 * the third round, weighted to everyday ranking in English, Darija in Arabic letters and Arabic.
 * `fresh-2026-11-27` was written on that day by someone who had never seen the engine, its lexicon
 * or the other sets (given the record format and the specialty list only); after its first run was
 * recorded it became a tuning set, read while writing rules. `fresh-2026-11-27-b` was written the
 * same day by another person who had never seen the engine, kept sealed while the rules changed,
 * and first run on the engine those changes made; once that run was recorded it too became a tuning
 * set. So did every later stranger's set (F to N) once its sealed first run was recorded. The next
 * sets written by strangers are the independent measure.
 */
export const EVAL_SETS: Record<
  | 'tuning'
  | 'tuning-2'
  | 'tuning-3'
  | 'tuning-4'
  | 'measured'
  | 'fresh'
  | 'fresh-2026-11-27'
  | 'fresh-2026-11-27-b'
  | 'fresh-2026-11-27-c'
  | 'fresh-2026-11-27-d'
  | 'fresh-2026-11-27-e'
  | 'fresh-2026-11-27-f'
  | 'fresh-2026-11-27-g'
  | 'fresh-2026-11-27-h'
  | 'fresh-2026-11-27-i'
  | 'fresh-2026-11-27-j'
  | 'fresh-2026-11-27-k'
  | 'fresh-2026-11-27-l'
  | 'fresh-2026-11-27-m'
  | 'fresh-2026-11-27-n'
  | 'fresh-2026-11-27-o'
  | 'fresh-2026-11-27-p'
  | 'fresh-2026-11-27-q'
  | 'fresh-2026-11-27-r'
  | 'fresh-2026-11-27-s'
  | 'fresh-2026-11-27-t'
  | 'fresh-2026-11-27-u'
  | 'fresh-2026-11-27-v'
  | 'fresh-2026-11-27-w'
  | 'fresh-2026-11-27-x'
  | 'fresh-2026-11-28'
  | 'fresh-2026-11-28-b'
  | 'fresh-2026-11-28-c'
  | 'fresh-2026-11-28-d'
  | 'fresh-2026-11-28-e'
  | 'fresh-2026-11-28-f'
  | 'fresh-2026-11-28-g'
  | 'fresh-2026-11-28-h',
  DevCase[]
> = {
  tuning: withUrgency(tuning as EvalCase[]),
  'tuning-2': withUrgency(tuning2 as EvalCase[]),
  'tuning-3': withUrgency(tuning3 as EvalCase[]),
  'tuning-4': withUrgency(tuning4 as EvalCase[]),
  measured: withUrgency(measured as EvalCase[]),
  fresh: withUrgency(fresh as EvalCase[]),
  'fresh-2026-11-27': withUrgency(fresh20261127 as EvalCase[]),
  'fresh-2026-11-27-b': withUrgency(fresh20261127b as EvalCase[]),
  'fresh-2026-11-27-c': withUrgency(fresh20261127c as EvalCase[]),
  'fresh-2026-11-27-d': withUrgency(fresh20261127d as EvalCase[]),
  'fresh-2026-11-27-e': withUrgency(fresh20261127e as EvalCase[]),
  'fresh-2026-11-27-f': withUrgency(fresh20261127f as EvalCase[]),
  'fresh-2026-11-27-g': withUrgency(fresh20261127g as EvalCase[]),
  'fresh-2026-11-27-h': withUrgency(fresh20261127h as EvalCase[]),
  'fresh-2026-11-27-i': withUrgency(fresh20261127i as EvalCase[]),
  'fresh-2026-11-27-j': withUrgency(fresh20261127j as EvalCase[]),
  'fresh-2026-11-27-k': withUrgency(fresh20261127k as EvalCase[]),
  'fresh-2026-11-27-l': withUrgency(fresh20261127l as EvalCase[]),
  'fresh-2026-11-27-m': withUrgency(fresh20261127m as EvalCase[]),
  'fresh-2026-11-27-n': withUrgency(fresh20261127n as EvalCase[]),
  'fresh-2026-11-27-o': withUrgency(fresh20261127o as EvalCase[]),
  'fresh-2026-11-27-p': withUrgency(fresh20261127p as EvalCase[]),
  'fresh-2026-11-27-q': withUrgency(fresh20261127q as EvalCase[]),
  'fresh-2026-11-27-r': withUrgency(fresh20261127r as EvalCase[]),
  'fresh-2026-11-27-s': withUrgency(fresh20261127s as EvalCase[]),
  'fresh-2026-11-27-t': withUrgency(fresh20261127t as EvalCase[]),
  'fresh-2026-11-27-u': withUrgency(fresh20261127u as EvalCase[]),
  'fresh-2026-11-27-v': withUrgency(fresh20261127v as EvalCase[]),
  'fresh-2026-11-27-w': withUrgency(fresh20261127w as EvalCase[]),
  'fresh-2026-11-27-x': withUrgency(fresh20261127x as EvalCase[]),
  'fresh-2026-11-28': withUrgency(fresh20261128 as EvalCase[]),
  'fresh-2026-11-28-b': withUrgency(fresh20261128b as EvalCase[]),
  'fresh-2026-11-28-c': withUrgency(fresh20261128c as EvalCase[]),
  'fresh-2026-11-28-d': withUrgency(fresh20261128d as EvalCase[]),
  'fresh-2026-11-28-e': withUrgency(fresh20261128e as EvalCase[]),
  'fresh-2026-11-28-f': withUrgency(fresh20261128f as EvalCase[]),
  'fresh-2026-11-28-g': withUrgency(fresh20261128g as EvalCase[]),
  'fresh-2026-11-28-h': withUrgency(fresh20261128h as EvalCase[]),
};
/** The parts whose misses are never read to write rules. */
export const MEASURED_ONLY: ReadonlySet<string> = new Set(['measured', 'fresh']);
export const DEV_LANGS: readonly DevLang[] = ['en', 'fr', 'ar', 'darija-ar', 'darija-latin'];
export const KINDS: readonly CaseKind[] = ['emergency', 'near-miss', 'negation', 'ordinary'];

const kindOf = (c: DevCase): CaseKind => c.kind ?? (c.urgent ? 'emergency' : 'ordinary');
const blankSlice = (): SliceStats => ({
  n: 0,
  top1: 0,
  top3: 0,
  emergencies: 0,
  caught: 0,
  caughtOrAsked: 0,
  others: 0,
  falseAlarms: 0,
  asked: 0,
});

export function evaluate(
  cases: readonly DevCase[] = DEV_SET,
  read: (text: string) => TriageResult = triage,
): Evaluation {
  const all = blankSlice();
  const lang = Object.fromEntries(DEV_LANGS.map((l) => [l, blankSlice()])) as Record<DevLang, SliceStats>;
  const kind = Object.fromEntries(KINDS.map((k) => [k, blankSlice()])) as Record<CaseKind, SliceStats>;
  const misses: Miss[] = [];
  for (const c of cases) {
    const r = read(c.text);
    const codes = r.ranked.map((x) => x.code);
    const hit1 = codes[0] === c.expected;
    const hit3 = codes.slice(0, 3).includes(c.expected);
    const k = kindOf(c);
    for (const s of [all, lang[c.lang], kind[k]]) {
      s.n++;
      if (hit1) s.top1++;
      if (hit3) s.top3++;
      if (c.urgent) {
        s.emergencies++;
        if (r.urgent) s.caught++;
        if (r.urgent || r.ask !== null) s.caughtOrAsked++;
      } else {
        s.others++;
        if (r.urgent) s.falseAlarms++;
        else if (r.ask !== null) s.asked++;
      }
    }
    if (!hit1 || c.urgent !== r.urgent) {
      misses.push({
        text: c.text,
        lang: c.lang,
        kind: k,
        expected: c.expected,
        got: codes.slice(0, 3),
        urgent: c.urgent,
        flagged: r.urgent,
        asked: r.ask !== null,
      });
    }
  }
  const flags = (s: SliceStats): FlagStats => ({
    tp: s.caught,
    fp: s.falseAlarms,
    fn: s.emergencies - s.caught,
  });
  const perLangFlags = Object.fromEntries(DEV_LANGS.map((l) => [l, flags(lang[l])])) as Record<
    DevLang,
    FlagStats
  >;
  const f = flags(all);
  return {
    perLang: lang,
    overall: all,
    perLangFlags,
    redFlagRecall: f.tp + f.fn === 0 ? 1 : f.tp / (f.tp + f.fn),
    redFlagPrecision: f.tp + f.fp === 0 ? 1 : f.tp / (f.tp + f.fp),
    misses,
    slices: { all, lang, kind },
  };
}

/**
 * Share of emergencies that show the notice (`recall`), that show it or ask a question whose
 * answer shows it (`caughtOrAsked`), of everything else that shows it anyway (`falseAlarm`), and
 * of everything else that is asked a question first (`askedRate`).
 */
export function alarmRates(s: SliceStats): {
  recall: number;
  caughtOrAsked: number;
  falseAlarm: number;
  askedRate: number;
} {
  return {
    recall: s.emergencies === 0 ? 1 : s.caught / s.emergencies,
    caughtOrAsked: s.emergencies === 0 ? 1 : s.caughtOrAsked / s.emergencies,
    falseAlarm: s.others === 0 ? 0 : s.falseAlarms / s.others,
    askedRate: s.others === 0 ? 0 : s.asked / s.others,
  };
}
