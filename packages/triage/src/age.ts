import {
  ADULT_PERSON_WORDS,
  AGE_BEFORE_BARE,
  AGE_LINKS,
  AGE_DUALS as DUALS,
  AGE_UNITS as UNITS,
  AGE_WORDS,
  type AgeUnit as Unit,
  BABY_WORDS,
  BORN_EARLY,
  BORN_WORDS,
  DATE_AFTER_UNIT,
  DEFINITE_AGE_WORDS,
  PERSON_WORDS,
  POSSESSED_BABY,
  POSSESSED_CHILD,
  POSSESSIVES_AFTER_PERSON,
  SINCE_BIRTH,
} from './lexicon/age-words.ts';
import { WORD_NUMBERS } from './lexicon/duration-words.ts';

/**
 * Infers a child or a newborn from a stated age ('my 2 year old', 'mon fils de 5 ans',
 * 'عمره شهر', '3andha 4 snin'). Durations ('fever for 3 days', 'depuis 2 ans') are not
 * ages, so a number counts only after an age word or before 'old'. A baby of 3 to 12 months is
 * an infant (a sick baby's signs apply); an age of 15 or more stated that way is an adult.
 */
export type AgeGroup = 'newborn' | 'infant' | 'child' | 'adult';

/** When several ages are stated ('my son of 4, I am 30'), the youngest decides. */
const PRECEDENCE: Record<AgeGroup, number> = { newborn: 3, infant: 2, child: 1, adult: 0 };

const FREQUENCY_WORDS = new Set(['once', 'twice', 'thrice', 'times', 'x']);

function classify(n: number, unit: Unit): AgeGroup | null {
  if (unit === 'year') return n <= 14 ? 'child' : n <= 110 ? 'adult' : null;
  if (unit === 'month') return n <= 2 ? 'newborn' : n <= 12 ? 'infant' : n <= 24 ? 'child' : null;
  if (unit === 'week') return n <= 8 ? 'newborn' : n <= 52 ? 'infant' : 'child';
  return 'newborn';
}

/** A number written out, also with the Arabic article ('ذي الأربع سنوات': of the four years). */
function spelledNumber(tok: string): number | undefined {
  return WORD_NUMBERS[tok] ?? (tok.startsWith('ال') ? WORD_NUMBERS[tok.slice(2)] : undefined);
}

function readAge(tokens: string[], i: number): [number, Unit, number] | null {
  const tok = tokens[i] as string;
  const dual = DUALS[tok];
  if (dual !== undefined) return [dual[0], dual[1], i];
  const unit = UNITS[tok];
  if (unit !== undefined) return [1, unit, i];
  const next = tokens[i + 1];
  const nextUnit = next === undefined ? undefined : UNITS[next];
  const spelled = spelledNumber(tok);
  if (spelled !== undefined && !/^[a-z]{1,2}$/.test(tok))
    return nextUnit === undefined ? null : [spelled, nextUnit, i + 1];
  if (!/^\d{1,2}$/.test(tok)) return null;
  if (nextUnit !== undefined) return [Number(tok), nextUnit, i + 1];
  return [Number(tok), 'year', i];
}

/** A child named by a person word, or by a person word with a Darija possessive ('bebti', 'wlidha'). */
function isChildPerson(token: string): boolean {
  return PERSON_WORDS.has(token) || POSSESSED_CHILD.test(token);
}

/** 'bebti', 'بيبتي': a baby named with a Darija possessive. */
export function namesABaby(tokens: readonly string[]): boolean {
  return tokens.some((t) => POSSESSED_BABY.test(t));
}

/**
 * A person named, then the age: right after ('ma fille 5 ans', 'bebti 3am': a unit alone is one of
 * it) or after 'is' or 'has' ('my daughter is 4 months', 'my son is 2').
 */
function namedBefore(tokens: string[], i: number, isNumber: boolean): boolean {
  const before = tokens[i - 1] ?? '';
  if (isChildPerson(before)) return true;
  // 'bebe ta3i 3 semaines', 'wlidi ta3i 5 ans': a Darija possessive between the person and the age.
  if (POSSESSIVES_AFTER_PERSON.has(before)) {
    const person = tokens[i - 2] ?? '';
    if (isChildPerson(person) || BABY_WORDS.has(person)) return true;
  }
  return isNumber && AGE_LINKS.has(before) && isChildPerson(tokens[i - 2] ?? '');
}

/** 'born 3 weeks ago', 'né il y a 10 jours', 'مولود منذ 3 أسابيع': the time since birth. */
function bornBefore(tokens: string[], i: number): boolean {
  const at = (k: number) => tokens[i - k] ?? '';
  if (BORN_WORDS.has(at(1))) return true;
  if (at(3) === 'il' && at(2) === 'y' && at(1) === 'a') return BORN_WORDS.has(at(4));
  // French 'ne' is also the denial: only right before the time or 'il y a'.
  return SINCE_BIRTH.has(at(1)) && BORN_WORDS.has(at(2)) && at(2) !== 'ne';
}

/** From twelve years a child's emergency is its organ's: the specialist before the pediatrician. */
const ADOLESCENT_FROM = 12;

/**
 * The stated age's group, and whether the youngest person named is an adolescent (12 to 14
 * years stated: still a child for everyday complaints).
 */
export function inferAgeDetail(
  tokens: string[],
  pregnant: boolean,
  child: boolean,
): { group: AgeGroup | null; adolescent: boolean } {
  let youngestChildYears = Infinity;
  const group = inferAge(tokens, pregnant, child, (years) => {
    youngestChildYears = Math.min(youngestChildYears, years);
  });
  return {
    group,
    adolescent: group === 'child' && youngestChildYears >= ADOLESCENT_FROM && youngestChildYears < Infinity,
  };
}

export function inferAge(
  tokens: string[],
  pregnant: boolean,
  child: boolean,
  onChildYears?: (years: number) => void,
): AgeGroup | null {
  let found: AgeGroup | null = null;
  for (let i = 0; i < tokens.length; i++) {
    const read = readAge(tokens, i);
    if (read === null) continue;
    const [n, unit, end] = read;
    const isNumber = /^\d/.test(tokens[i] as string) || spelledNumber(tokens[i] as string) !== undefined;
    const before = tokens[i - 1] ?? '';
    const born = bornBefore(tokens, i) && !BORN_EARLY.has(tokens[read[2] + 1] ?? '');
    // 'il y a 2 jours' is a duration, 'elle a 2 mois' an age.
    if (!born && before === 'a' && tokens[i - 2] === 'y') continue;
    // 'once a week', 'twice a month': a frequency, not an age of one week.
    if (before === 'a' && FREQUENCY_WORDS.has(tokens[i - 2] ?? '')) continue;
    // 'le mois prochain', 'الشهر الجاي': a date, not an age.
    if (!isNumber && DATE_AFTER_UNIT.has(tokens[end + 1] ?? '')) continue;
    // 'yo' is 'year old' already ('my 3 yo', '3yo').
    const old = tokens[end + 1] === 'old' || tokens[end] === 'yo';
    // A number and its unit right after a person ('ma fille 5 ans') is that person's age, and so
    // is a unit alone ('bebti 3am') or a bare number after 'is' ('my son is 2').
    const named =
      end <= i + 1 &&
      namedBefore(tokens, i, isNumber) &&
      (end === i + 1 || !isNumber || AGE_LINKS.has(before));
    const marked =
      born || old || named || (isNumber || child ? AGE_WORDS.has(before) : DEFINITE_AGE_WORDS.has(before));
    if (!marked) continue;
    // '45 years old': the unit after a number was already read with its number.
    if (!isNumber && /^\d/.test(before)) continue;
    if (isNumber && unit === 'year' && end === i && !DEFINITE_AGE_WORDS.has(before) && !named) continue;
    // 'de 3 mois' is an age only when a child is the subject: 'bebe de 5 semaines', not 'enceinte de 3 mois'.
    if (unit !== 'year' && !born && !old && !named && !DEFINITE_AGE_WORDS.has(before) && (pregnant || !child))
      continue;
    const group = classify(n, unit);
    if (group === 'child') onChildYears?.(unit === 'year' ? n : 0);
    if (group === 'newborn') return group;
    if (group !== null && (found === null || PRECEDENCE[group] > PRECEDENCE[found])) found = group;
  }
  return found;
}

/** A unit after a number that makes it a measure (a weight, a dose, a pulse), never an age. */
const MEASURE_UNIT = /^(?:kg|kgs|kilos?|mg|g|cm|bpm|mmhg|%)$/;

/** Fifty or more stated in years ('3andi 60 3am', 'j ai 65 ans'): wear of joints, prostate. */
const OLDER_FROM = 50;

/** 'my grandad is 75', 'jeddi 3ando 75': a person, 'is' or 'has', then a bare number. */
function saidOfAPerson(tokens: string[], i: number, next: string): boolean {
  if (!AGE_LINKS.has(tokens[i - 1] ?? '') || (next !== '' && UNITS[next] !== undefined)) return false;
  if (MEASURE_UNIT.test(next)) return false;
  return [2, 3].some((back) => ADULT_PERSON_WORDS.has(tokens[i - back] ?? ''));
}

export function statesOlderAge(tokens: string[]): boolean {
  for (let i = 0; i < tokens.length; i++) {
    if (!/^\d{2,3}$/.test(tokens[i] as string)) continue;
    const next = tokens[i + 1] ?? '';
    const year = UNITS[next] === 'year';
    // 'i am 70 kg': a weight, not an age.
    if (MEASURE_UNIT.test(next)) continue;
    if (!year && !AGE_BEFORE_BARE.has(tokens[i - 1] ?? '') && !saidOfAPerson(tokens, i, next)) continue;
    const n = Number(tokens[i]);
    if (n >= OLDER_FROM && n <= 110) return true;
  }
  return false;
}
