/**
 * The words of a stated age in the five ways of writing ('my 2 year old', 'mon fils de 5 ans',
 * 'عمره شهر', '3andha 4 snin'), read by `age.ts`.
 */
export type AgeUnit = 'year' | 'month' | 'week' | 'day';

export const AGE_UNITS: Record<string, AgeUnit> = {};
for (const w of [
  'year',
  'years',
  'yr',
  'yrs',
  'yo',
  'ans',
  'an',
  'annees',
  'سنه',
  'سنوات',
  'سنين',
  'اعوام',
  'عام',
  'snin',
  'sna',
  'am',
  'ans',
  'sana',
  'sanawat',
])
  AGE_UNITS[w] = 'year';
for (const w of [
  'month',
  'months',
  'mois',
  'شهر',
  'اشهر',
  'شهور',
  'chhar',
  'chhour',
  'chher',
  'chhor',
  'ashhor',
])
  AGE_UNITS[w] = 'month';
for (const w of [
  'week',
  'weeks',
  'semaine',
  'semaines',
  'سيمانات',
  'semanat',
  'semaines',
  'اسبوع',
  'اسابيع',
  'سيمانه',
  'simana',
  'simanat',
  'jemaa',
])
  AGE_UNITS[w] = 'week';
for (const w of [
  'day',
  'days',
  'jour',
  'jours',
  'يوم',
  'ايام',
  'يامات',
  'iyam',
  'ayam',
  'yamat',
  'youm',
  'yom',
])
  AGE_UNITS[w] = 'day';

/** Dual forms carry their own number: شهرين is two months. */
export const AGE_DUALS: Record<string, [number, AgeUnit]> = {
  شهرين: [2, 'month'],
  عامين: [2, 'year'],
  سنتين: [2, 'year'],
  اسبوعين: [2, 'week'],
  اسبوعان: [2, 'week'],
  شهران: [2, 'month'],
  عامان: [2, 'year'],
  سنتان: [2, 'year'],
  يومين: [2, 'day'],
  يومان: [2, 'day'],
  chahrin: [2, 'month'],
  chharin: [2, 'month'],
  chehrin: [2, 'month'],
  chhrin: [2, 'month'],
  jemaatin: [2, 'week'],
  amin: [2, 'year'],
};

/** Words after which a number is an age ('aged 4', 'عمره 3', 'ando 2'). */
export const AGE_WORDS = new Set([
  'aged',
  'age',
  'agee',
  'de',
  'عمره',
  'عمرها',
  'عمرو',
  'عمر',
  'عمري',
  'عندو',
  'عندها',
  'andou',
  'andha',
  'omrou',
  'omro',
  'omrha',
  'ai',
  'ando',
  'a',
  'baby',
  'bebe',
  'nourrisson',
  'رضيع',
  'رضيعه',
  'بيبي',
  'bibi',
]);
/** Words that make the number after them an age by themselves. */
export const DEFINITE_AGE_WORDS = new Set([
  'عمره',
  'عمرها',
  'عمرو',
  'عمر',
  'omrou',
  'omro',
  'omrha',
  'aged',
  'age',
]);

/** A bare number after these is an age ('im 60', 'i am 65', 'عمري 70'). */
export const AGE_BEFORE_BARE = new Set([
  'im',
  'am',
  'aged',
  'age',
  'عمري',
  'عمره',
  'عمرها',
  'عمرو',
  'omri',
  'omrou',
  'omro',
  'omrha',
]);
