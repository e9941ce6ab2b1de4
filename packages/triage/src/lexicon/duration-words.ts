/**
 * The words of a duration ('for 3 weeks', 'depuis un mois', 'من عشرة ايام', 'mn chhar') and the
 * numbers written as words, read by `duration.ts`, `age.ts` and `counts.ts`.
 */
export const DAYS_PER_UNIT: Record<string, number> = {};
for (const w of ['day', 'days', 'jour', 'jours', 'يوم', 'ايام', 'يامات', 'iyam', 'ayam', 'yamat', 'youm'])
  DAYS_PER_UNIT[w] = 1;
for (const w of [
  'week',
  'weeks',
  'wk',
  'wks',
  'semaine',
  'semaines',
  'اسبوع',
  'اسابيع',
  'سيمانه',
  'سيمانات',
  'سمانه',
  'سمانات',
  'جمعه',
  'simana',
  'simanat',
  'semana',
  'semanat',
  'smana',
  'smanat',
  'jemaa',
])
  DAYS_PER_UNIT[w] = 7;
for (const w of [
  'month',
  'months',
  'mths',
  'mos',
  'mois',
  'شهر',
  'اشهر',
  'شهور',
  'chhar',
  'chhour',
  'chher',
  'chhor',
])
  DAYS_PER_UNIT[w] = 30;
for (const w of [
  'year',
  'years',
  'yr',
  'yrs',
  'ans',
  'an',
  'annees',
  'سنه',
  'سنوات',
  'سنين',
  'عام',
  'اعوام',
  'snin',
  'am',
  'sna',
])
  DAYS_PER_UNIT[w] = 365;

/** Dual forms carry their own number: اسبوعين is two weeks. */
export const DUAL_DAYS: Record<string, number> = {
  اسبوعين: 14,
  شهرين: 60,
  يومين: 2,
  عامين: 730,
  سنتين: 730,
  jemaatin: 14,
  chahrin: 60,
  yomin: 2,
  amayn: 730,
  amin: 730,
  sentin: 730,
  sntin: 730,
};

export const WORD_NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  ten: 10,
  few: 3,
  several: 3,
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  dix: 10,
  quelques: 3,
  plusieurs: 3,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  fifty: 50,
  sept: 7,
  huit: 8,
  neuf: 9,
  quinze: 15,
  vingt: 20,
  trente: 30,
  cinquante: 50,
  سته: 6,
  سبعه: 7,
  ثمانيه: 8,
  تسعه: 9,
  عشرين: 20,
  عشرون: 20,
  ثلاثين: 30,
  ثلاثون: 30,
  خمسين: 50,
  achrin: 20,
  tlatin: 30,
  khamsin: 50,
  واحد: 1,
  ثلاثه: 3,
  اربعه: 4,
  خمسه: 5,
  عشره: 10,
  عشر: 10,
  زوج: 2,
  ثلاث: 3,
  اربع: 4,
  خمس: 5,
  wahed: 1,
  zouj: 2,
  tlata: 3,
  arba: 4,
  khamsa: 5,
  achra: 10,
};

/** Words that introduce a duration. */
/** 'I have' right before a number of years: '3andi 15 ans', 'عندي 70 عام' is an age. */
export const HAVING_BEFORE_AGE = new Set(['عندي', 'andi']);

/** Words before a year written out that make it a date: 'f 2019', 'en 2020', 'in 2018', 'في 2017'. */
export const YEAR_BEFORE = new Set([
  'f',
  'fi',
  'fel',
  'en',
  'in',
  'في',
  'ف',
  'عام',
  'سنه',
  '3am',
  'am',
  'sna',
  'year',
  'annee',
]);

/**
 * A counted duration followed by what it runs from ('cough 3 weeks since a cold', 'toux 3 semaines
 * apres un rhume', 'كحة 3 اسابيع بعد الزكام', 'k7a 3 semaines men ba3d grippe'): how long it has lasted.
 */
// '3 snin haka' (three years like this): the years it has lasted, the same as 'since'.
export const DURATION_MARKERS_AFTER = new Set([
  'since',
  'after',
  'apres',
  'بعد',
  'bad',
  'baad',
  'haka',
  'hakka',
  'hakda',
  'هكا',
  'هاكا',
  'هكذا',
  'هكدا',
]);

export const DURATION_MARKERS = new Set([
  'since',
  'for',
  'ago',
  'past',
  'last',
  'depuis',
  'pendant',
  'ca',
  'fait',
  'il',
  'y',
  'a',
  'منذ',
  'من',
  'مده',
  'لمده',
  'هادي',
  'عندي',
  'mn',
  'men',
  'hadi',
  'andi',
  'min',
]);

/** Year units that are also English words ('half an hour', 'since I am'): a unit only after a number. */
export const ENGLISH_HOMOGRAPHS = new Set(['an', 'am']);
/** Darija says 'a year' without a number: 'mn 3am', 'hadi 3am'. */
export const DARIJA_YEAR_MARKERS = new Set(['mn', 'men', 'hadi', 'andi']);
