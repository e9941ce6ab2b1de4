import {
  DARIJA_YEAR_MARKERS,
  DAYS_PER_UNIT,
  DUAL_DAYS,
  DURATION_MARKERS as MARKERS,
  DURATION_MARKERS_AFTER as MARKERS_AFTER,
  ENGLISH_HOMOGRAPHS,
  HAVING_BEFORE_AGE,
  YEAR_BEFORE,
  WORD_NUMBERS,
} from './lexicon/duration-words.ts';

/** 'men ba3d', 'من بعد': 'from after', the same as 'after'. */
const FROM_WORDS = new Set(['men', 'mn', 'من']);

/**
 * Finds how long a complaint has lasted ('for 3 weeks', 'depuis un mois', 'من عشرة ايام',
 * 'mn chhar'); a prolonged fever or cough means something else than a two-day one.
 */

export function longestDurationDays(tokens: string[]): number {
  let longest = 0;
  tokens.forEach((tok, i) => {
    let days = DUAL_DAYS[tok];
    let start = i;
    if (days === undefined) {
      const unit = DAYS_PER_UNIT[tok];
      if (unit === undefined) return;
      const prev = tokens[i - 1] ?? '';
      const n = /^\d{1,3}$/.test(prev) ? Number(prev) : WORD_NUMBERS[prev];
      const bare = n === undefined || prev === 'a' || prev === 'an';
      if (ENGLISH_HOMOGRAPHS.has(tok) && bare && !(tok === 'am' && DARIJA_YEAR_MARKERS.has(prev))) return;
      days = unit * (n ?? 1);
      if (n !== undefined) start = i - 1;
      // '3andi 15 ans', 'عندي 15 سنة', 'elle a 78 ans' (not 'il y a 3 ans'): years one has are an
      // age, not how long something lasted.
      const having = tokens[start - 1] ?? '';
      const frenchHas = having === 'a' && tokens[start - 2] !== 'y';
      if (n !== undefined && unit >= 365 && (HAVING_BEFORE_AGE.has(having) || frenchHas)) return;
    }
    const before = [tokens[start - 1], tokens[start - 2]];
    const after = FROM_WORDS.has(tokens[i + 1] ?? '') ? (tokens[i + 2] ?? '') : (tokens[i + 1] ?? '');
    const runsFrom = start === i - 1 && MARKERS_AFTER.has(after);
    const marked =
      before.some((t) => t !== undefined && MARKERS.has(t)) || tokens[i + 1] === 'ago' || runsFrom;
    if (marked && days > longest) longest = days;
  });
  return longest;
}

/** 'ago', 'il y a', 'قبل', 'hadi': a duration that dates something past rather than measuring it. */
const PAST_BEFORE: readonly (readonly string[])[] = [['il', 'y', 'a'], ['y', 'a'], ['قبل']];
/** Darija 'hadi 3 snin' ('3 snin hadi') is 'three years ago'; 'hadi jem3a' is as often 'for a week': years only. */
const PAST_YEARS_BEFORE = new Set(['hadi', 'هادي']);
/** 'Started the tablets 2 weeks ago': the date anchors a start, not an episode that is over. */
const START_WORDS = new Set([
  'started',
  'began',
  'start',
  'commence',
  'debute',
  'بدات',
  'بدا',
  'بديت',
  'bdit',
  'bdat',
  'bda',
]);
const YEAR_DAYS = 365;
/** 'last month', 'le mois dernier', 'الشهر اللي فات', 'l3am li fat': a month or a year back, without a number. */
const LAST_BEFORE = new Set(['last', 'previous']);
const LAST_AFTER: readonly (readonly string[])[] = [
  ['dernier'],
  ['derniere'],
  ['passe'],
  ['passee'],
  ['الماضي'],
  ['ماضي'],
  ['الماضيه'],
  ['ماضيه'],
  ['الفائت'],
  ['الفارط'],
  ['اللي', 'فات'],
  ['لي', 'فات'],
  ['li', 'fat'],
  ['lli', 'fat'],
  ['li', 'fet'],
  ['lli', 'fet'],
  ['اللي', 'فاتت'],
  ['لي', 'فاتت'],
  ['li', 'fatet'],
  ['lli', 'fatet'],
];
const MONTH_DAYS = 28;
/** An episode dated two weeks or more back ('3 yrs ago', 'il y a 2 semaines', 'قبل سنتين') is past. */
const PAST_DAYS = 14;

/** The words of a sequence end right before position `at`. */
function endsBefore(tokens: readonly string[], at: number, words: readonly string[]): boolean {
  return words.every((w, k) => tokens[at - words.length + k] === w);
}

/** A unit of time at `at`, or a number and its unit: 'سمانة', '3 jours', 'يومين'. */
function opensDuration(tokens: readonly string[], at: number): boolean {
  const unitAt = (k: number) => {
    const t = tokens[k] ?? '';
    return DUAL_DAYS[t] !== undefined || DAYS_PER_UNIT[t] !== undefined;
  };
  const t = tokens[at] ?? '';
  return unitAt(at) || ((/^\d{1,3}$/.test(t) || WORD_NUMBERS[t] !== undefined) && unitAt(at + 1));
}

/** 'and a half', 'et demi', 'w nos', 'ونص' after a unit of time. */
const HALF: readonly (readonly string[])[] = [
  ['and', 'a', 'half'],
  ['and', 'half'],
  ['et', 'demi'],
  ['et', 'demie'],
  ['w', 'nos'],
  ['w', 'nes'],
  ['w', 'noss'],
  ['ونص'],
  ['ونصف'],
  ['و', 'نص'],
  ['و', 'نصف'],
];
/** 'when he was', 'quand il avait', 'لما كان عمره', 'ki kan 3andou' before an age: an earlier age. */
const AT_AN_EARLIER_AGE: readonly (readonly string[])[] = [
  ['when', 'he', 'was'],
  ['when', 'she', 'was'],
  ['when', 'i', 'was'],
  ['when', 'he', 'was', 'only'],
  ['when', 'she', 'was', 'only'],
  ['quand', 'il', 'avait'],
  ['quand', 'elle', 'avait'],
  ['quand', 'j', 'avais'],
  ['lorsqu', 'il', 'avait'],
  ['lorsqu', 'elle', 'avait'],
  ['a', 'l', 'age', 'de'],
  // 'لما' is read as 'ما' once its clitic is taken off.
  ['لما', 'كان', 'عمره'],
  ['لما', 'كانت', 'عمرها'],
  ['ما', 'كان', 'عمره'],
  ['ما', 'كانت', 'عمرها'],
  ['عندما', 'كان', 'عمره'],
  ['عندما', 'كانت', 'عمرها'],
  ['في', 'عمر'],
  ['كي', 'كان', 'عندو'],
  ['كي', 'كانت', 'عندها'],
  ['كي', 'كان', 'عندها'],
  ['كي', 'كان', 'عمرو'],
  ['كي', 'كانت', 'عمرها'],
  ['ki', 'kan', 'andou'],
  ['ki', 'kanet', 'andha'],
  ['ki', 'kan', 'omrou'],
  ['ki', 'kanet', 'omrha'],
  ['ki', 'kont', 'andi'],
];

/** A year written out after 'in' ('AVC f 2019', 'en 2020', 'في 2018'): a dated, past episode. */
const YEAR_WRITTEN = /^(19|20)\d\d$/;

export function datesPastEpisode(tokens: readonly string[]): boolean {
  return tokens.some((tok, i) => {
    if (YEAR_WRITTEN.test(tok) && YEAR_BEFORE.has(tokens[i - 1] ?? '')) return true;
    const dual = DUAL_DAYS[tok];
    const unit = dual ?? DAYS_PER_UNIT[tok];
    if (unit === undefined) return false;
    const prev = tokens[i - 1] ?? '';
    const n = dual !== undefined ? 1 : /^\d{1,3}$/.test(prev) ? Number(prev) : WORD_NUMBERS[prev];
    const start = dual === undefined && n !== undefined ? i - 1 : i;
    if (tokens.slice(Math.max(0, start - 4), start).some((t) => START_WORDS.has(t))) return false;
    if (n === undefined && unit >= MONTH_DAYS) {
      if (LAST_BEFORE.has(prev)) return true;
      if (LAST_AFTER.some((words) => words.every((w, k) => tokens[i + 1 + k] === w))) return true;
    }
    // 'when he was 18 months', 'ki kan 3andou 2 ans': an age the patient had, an episode of back then.
    if (
      (n !== undefined || dual !== undefined) &&
      AT_AN_EARLIER_AGE.some((words) => endsBefore(tokens, start, words))
    )
      return true;
    if (unit < 7 || (n ?? 1) * unit < PAST_DAYS) return false;
    // 'a year and a half ago', '3am w nos hadi': the half is read past to reach the 'ago'.
    const half = HALF.find((words) => words.every((w, k) => tokens[i + 1 + k] === w));
    const after = tokens[i + 1 + (half?.length ?? 0)] ?? '';
    if (after === 'ago') return true;
    // 'hadi 3 snin', '3amayn hadi', 'عامين هادي': years back, 'hadi' before or after.
    if (unit >= YEAR_DAYS && PAST_YEARS_BEFORE.has(tokens[start - 1] ?? '')) return true;
    // Not when 'hadi' opens the next duration: 'بنتي 14 سنة هادي سمانة' is a girl of 14, ill for a week.
    if (unit >= YEAR_DAYS && PAST_YEARS_BEFORE.has(after) && !opensDuration(tokens, i + 2)) return true;
    return PAST_BEFORE.some((words) => endsBefore(tokens, start, words));
  });
}
