import {
  MINUTE_WORDS,
  PART_OF_AN_HOUR,
  PILL_WORDS,
  PRESSURE_WORDS,
  SUGAR_WORDS,
  TAKE_WORDS,
} from './lexicon/count-words.ts';
import { WORD_NUMBERS } from './lexicon/duration-words.ts';

/**
 * Numbers that change urgency: pills counted ('I took 20 pills'), minutes a fit lasts
 * ('for over 5 minutes'), a blood sugar reading ('sugar 600', 'glycémie à 4 g').
 */

/** Six or more tablets at once is treated as an overdose until a clinician says otherwise. */
const OVERDOSE_PILLS = 6;
/** A fit lasting five minutes or more is status epilepticus. */
const LONG_FIT_MINUTES = 5;
const SUGAR_HIGH_MG = 300;
const SUGAR_HIGH_G = 3;
/** Systolic pressure (mmHg): a crisis from 180, shock at 90 or less; Algerians often say it in cmHg (18/10). */
const PRESSURE = { crisis: 180, severeInPregnancy: 160, low: 90, cmHgBelow: 30 };
/** '34 SA', '12 SG': weeks of pregnancy (semaines d'aménorrhée, de grossesse). */
const GESTATION_UNITS = new Set(['sa', 'sg']);
/** Past 14 weeks a pregnancy is no longer at risk of being ectopic. */
const GESTATION_WEEKS = { min: 4, pastFirstTrimester: 14, max: 42 };
const WEEK_WORDS = new Set([
  'weeks',
  'week',
  'w',
  'wks',
  'semaines',
  'semaine',
  'اسبوع',
  'اسابيع',
  'سيمانه',
  'سيمانات',
  'simana',
  'simanat',
]);
const MONTH_WORDS = new Set(['months', 'month', 'mois', 'اشهر', 'شهور', 'chhour', 'chhor']);
/** The month named before its number: 'f chhar 8', 'فالشهر 8', 'au mois 7', 'month 8'. */
const MONTH_BEFORE = new Set(['chhar', 'chher', 'شهر', 'الشهر', 'فالشهر', 'في الشهر', 'mois', 'month']);

function numberAt(tok: string | undefined): number | null {
  if (tok === undefined) return null;
  if (/^\d{1,4}(\.\d+)?$/.test(tok)) return Number(tok);
  return WORD_NUMBERS[tok] ?? null;
}

/** Adds 'overdose', 'prolonged', 'hyperglycemia' or a pregnancy and its stage when a count or reading says so. */
export function readCounts(tokens: readonly string[], present: Set<string>): void {
  // 'men rob sa3a', 'depuis une demi-heure': a quarter or a half of an hour is past a fit's five minutes.
  if (tokens.some((_, i) => PART_OF_AN_HOUR.some((words) => words.every((w, k) => tokens[i + k] === w))))
    present.add('prolonged');
  tokens.forEach((tok, i) => {
    const n = numberAt(tok);
    if (n === null || /^[a-z]{1,2}$/.test(tok)) return;
    const after = tokens.slice(i + 1, i + 5);
    const taken = tokens.slice(Math.max(0, i - 3), i).some((t) => TAKE_WORDS.has(t));
    if (n >= OVERDOSE_PILLS && taken && after.some((t) => PILL_WORDS.has(t))) present.add('overdose');
    if (n >= LONG_FIT_MINUTES && MINUTE_WORDS.has(tokens[i + 1] ?? '')) present.add('prolonged');
    const next = tokens[i + 1] ?? '';
    if (n >= GESTATION_WEEKS.min && n <= GESTATION_WEEKS.max && GESTATION_UNITS.has(next))
      present.add('pregnancy');
    // '24 weeks pregnant', 'enceinte de 6 mois': past the first trimester.
    // 'f chhar 8', 'فالشهر 8': the month named before its number.
    const monthBefore = MONTH_BEFORE.has(tokens[i - 1] ?? '') && n <= 9;
    const weeks =
      WEEK_WORDS.has(next) || GESTATION_UNITS.has(next)
        ? n
        : MONTH_WORDS.has(next) || monthBefore
          ? n * 4
          : 0;
    if (
      present.has('pregnancy') &&
      weeks >= GESTATION_WEEKS.pastFirstTrimester &&
      weeks <= GESTATION_WEEKS.max
    )
      present.add('late_pregnancy');
    const before = tokens.slice(Math.max(0, i - 5), i);
    // The second number of a reading ('15 على 9', '14 sur 8', '150 over 90') is not a systolic.
    const second =
      /^\d/.test(tokens[i - 1] ?? '') ||
      (OVER_WORDS.has(tokens[i - 1] ?? '') && /^\d/.test(tokens[i - 2] ?? ''));
    // A number with another unit ('smid 25 kg', 'ta 30 ans', 'ta3 chorba, 3amha 5 snin') weighs, ages or
    // dates something: no pressure.
    const otherMeasure = OTHER_UNITS.has(tokens[i + 1] ?? '');
    if (before.some((t) => PRESSURE_WORDS.has(t)) && !second && !otherMeasure) readPressure(n, present);
    if (!before.some((t) => SUGAR_WORDS.has(t))) return;
    const grams = tokens[i + 1] === 'g' || tokens[i + 1] === 'غ' || tokens[i + 1] === 'غرام';
    if (grams ? n >= SUGAR_HIGH_G && n < 10 : n >= SUGAR_HIGH_MG && n < 2000) present.add('hyperglycemia');
  });
}

const OTHER_UNITS: ReadonlySet<string> = new Set([
  'kg',
  'kilo',
  'kilos',
  'kilogrammes',
  'kilograms',
  'كيلو',
  'كغ',
  'كلغ',
  'km',
  'cm',
  'ml',
  'mg',
  'ans',
  'an',
  'sna',
  'snin',
  'snine',
  'years',
  'year',
  'yrs',
  'yo',
  'سنه',
  'سنين',
  'سنوات',
  'عام',
  'اعوام',
  'mois',
  'months',
  'chhour',
  'شهور',
  'اشهر',
  'jours',
  'days',
  'ayam',
  'ايام',
]);

const OVER_WORDS: ReadonlySet<string> = new Set(['over', 'sur', 'على', 'علي', 'ala', 'la', 'f']);

/** 'bp 23/13', 'tension a 8', 'ضغطه 220': the first number after a pressure word is the systolic. */
function readPressure(n: number, present: Set<string>): void {
  const systolic = n < PRESSURE.cmHgBelow ? n * 10 : n;
  if (systolic >= PRESSURE.crisis && systolic < 300) present.add('bp_crisis');
  // In a pregnancy 160 is already severe ('tension 16', '170/110' at 32 weeks).
  if (present.has('pregnancy') && systolic >= PRESSURE.severeInPregnancy && systolic < 300)
    present.add('bp_crisis');
  if (systolic >= 50 && systolic <= PRESSURE.low) present.add('low_pressure');
}

const BODY_WEIGHT_UNITS: ReadonlySet<string> = new Set([
  'kg',
  'kgs',
  'kilo',
  'kilos',
  'kilogrammes',
  'kilograms',
  'كيلو',
  'كيلوغرام',
  'كغ',
  'كلغ',
]);
/** A body weight, not a change of it: a grown body weighs this much, a loss or a gain rarely does;
 * past 100 kg the weight said may be the complaint itself. */
const BODY_WEIGHT = { min: 35, max: 100 };

/**
 * 'انا 70 كيلو', 'i am 70 kg', 'je fais 80 kg': the weight said only as a body's weight in
 * kilos (to size a dose) is no weight complaint. A loss or a gain is said by its own words
 * ('perte de poids', 'nqast'), or by kilos too few to be a body ('lost 8 kg').
 */
export function statesBodyWeightOnly(
  tokens: readonly string[],
  weightForms: ReadonlySet<string> | undefined,
): boolean {
  if (weightForms === undefined || weightForms.size === 0) return false;
  if (![...weightForms].every((f) => BODY_WEIGHT_UNITS.has(f))) return false;
  return tokens.every((t, i) => {
    if (!BODY_WEIGHT_UNITS.has(t)) return true;
    const n = numberAt(tokens[i - 1]);
    return n !== null && n >= BODY_WEIGHT.min && n <= BODY_WEIGHT.max;
  });
}

/** Words that introduce children a parent has: 'with 2 kids', 'j ai 3 enfants', 'w 2 drari', 'عندي 3 اطفال'. */
const HAVING_WORDS: ReadonlySet<string> = new Set([
  'with',
  'have',
  'and',
  'et',
  'ai',
  'avec',
  'w',
  'andi',
  'andha',
  'andna',
  'و',
  'عندي',
  'لدي',
  'ولدي',
  'مع',
]);

/**
 * 'i am 29 with 2 kids', '3ndi 29 ans w 2 drari': children counted by a parent speaking of herself
 * are not a child patient. True when every word for a child is such a count.
 */
export function onlyCountsChildren(
  childSpans: readonly { start: number; end: number }[],
  tokens: readonly string[],
): boolean {
  if (childSpans.length === 0) return false;
  return childSpans.every(({ start }) => {
    const n = numberAt(tokens[start - 1]);
    return n !== null && n >= 1 && n <= 12 && HAVING_WORDS.has(tokens[start - 2] ?? '');
  });
}
