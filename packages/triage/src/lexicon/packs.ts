import type { Concept } from './types.ts';

/**
 * A pack said whole: every pack word with every word for whole, in the order the language puts them
 * ('whole box', 'boite entiere', 'toute la boite', 'علبه كامله').
 */
function whole(
  packs: readonly string[],
  wholes: readonly string[],
  order: 'en' | 'after' | 'before',
): string[] {
  return packs.flatMap((p) => wholes.map((w) => (order === 'after' ? `${p} ${w}` : `${w} ${p}`)));
}

/**
 * Pills counted by the pack: a pack said whole, a course finished as prescribed, pills missing from a
 * pack a child got into. Rules over them are in derived.ts.
 */
// Not formatted: one line per language keeps each entry readable at a glance.
// prettier-ignore
export const PACKS: Concept[] = [
  {
    // A pack said whole, next to its word for whole ('a full box', 'toute la plaquette', 'علبه كامله',
    // 'plaquette كاملة', 'la boite kamla'): pills taken by the pack, an overdose (derived.ts), unless a
    // course was finished ('j ai fini toute la boite d antibiotique').
    id: 'whole_pack',
    w: {},
    en: whole(['box', 'pack', 'packet', 'blister', 'blister pack', 'strip', 'tube', 'box of pills', 'pack of pills', 'box of tablets', 'strip of pills'], ['whole', 'entire', 'full'], 'en').concat(['all the pills', 'all the tablets', 'all her pills', 'all his pills', 'all of her pills', 'all of his pills', 'all of the pills']),
    fr: whole(['boite', 'plaquette', 'tube', 'flacon', 'boite de comprimes', 'plaquette de comprimes'], ['entiere', 'complete'], 'after').concat(whole(['boite', 'plaquette'], ['toute la', 'toute une', 'tte la', 'tte une', 'une', 'la'], 'before').filter((f) => !/^(une|la) /.test(f)), ['tous les comprimes', 'tous ses comprimes', 'tous les cachets', 'tous ses cachets', 'une boite entiere', 'une plaquette entiere']),
    ar: whole(['علبه', 'العلبه', 'شريط', 'الشريط', 'علبه دواء', 'شريط دواء', 'علبه حبوب', 'علبه الحبوب', 'علبه الدواء'], ['كامله', 'كامل', 'كلها', 'كله', 'باكملها', 'باكمله'], 'after').concat(['كل الحبوب', 'كل الاقراص', 'جميع الحبوب', 'جميع الاقراص', 'كل حبوب', 'الحبوب كلها', 'الاقراص كلها']),
    dz: whole(['علبه', 'العلبه', 'بلاكيت', 'البلاكيت', 'plaquette', 'la plaquette', 'boite', 'la boite', 'لابواط', 'بواط', 'الشريط', 'شريط', 'الكاشيات', 'كاشيات', 'بلاكه', 'البلاكه', 'بلاكت', 'البلاكت'], ['كامله', 'كامل', 'قاع', 'كاملين', 'كلها'], 'after').concat(['قاع الكاشيات', 'قاع الدوا', 'ga3 plaquette']),
    dl: whole(['plaquette', 'la plaquette', 'plakette', 'plaketa', 'plaka', 'blaka', 'lblaka', 'plakat', 'boite', 'la boite', 'boita', 'lboite', 'lbwat', 'bwat', 'kartouna', 'kachiyat', 'l kachiyat', 'dwa', 'comprimes', 'les comprimes'], ['kamla', 'kamel', 'kaml', 'kamlin', 'ga3', 'entiere', 'kamlaa'], 'after').concat(['ga3 plaquette', 'ga3 la boite', 'ga3 kachiyat', 'ga3 dwa']),
  },
  {
    // A course finished ('j ai fini la boite d antibiotique', 'kmelt la boite kamla'): the whole pack
    // taken as prescribed, not at once.
    id: 'course_finished',
    w: {},
    en: ['finished', 'finished the', 'i finished', 'completed', 'completed the', 'used up', 'the whole course', 'full course', 'as prescribed'],
    fr: ['fini', 'j ai fini', 'termine', 'j ai termine', 'fini la boite', 'termine la boite', 'tout le traitement', 'comme prescrit'],
    ar: ['انهيت', 'اكملت', 'كملت', 'انتهيت من', 'اتممت', 'كما وصفه الطبيب'],
    dz: ['كملت', 'كملتها', 'كملتو', 'خلصت', 'كملت العلبه', 'كيما قالي الطبيب'],
    dl: ['kmelt', 'kamalt', 'kemmelt', 'kmlt', 'kmeltha', 'kmelto', 'khlast', 'kmelt la boite', 'kima 9ali tbib'],
  },
  {
    // Pills missing from a pack ('some are missing', 'il en manque', 'ناقصه حبات', 'na9sin 7bobat') or a
    // pack found empty: with a child and a medicine, a child who swallowed them (derived.ts).
    id: 'pills_missing',
    w: {},
    en: ['pills missing', 'pills are missing', 'tablets missing', 'tablets are missing', 'some are missing', 'are missing', 'missing from the box', 'missing from the pack', 'missing from the strip', 'missing from the blister', 'several missing', 'a few missing', 'many missing', 'lots missing', 'box was empty', 'box is empty', 'packet is empty', 'empty blister', 'empty strip', 'empty box', 'empty packet'],
    fr: ['il en manque', 'en manque', 'il manque des comprimes', 'il manque des cachets', 'manque des comprimes', 'manque des cachets', 'il manque plusieurs', 'il manque des', 'comprimes manquants', 'plaquette vide', 'boite vide', 'la boite est vide', 'manquent'],
    ar: ['ناقصه حبات', 'ناقصه حبوب', 'تنقص حبات', 'تنقصها حبات', 'ناقص منها', 'ناقصه منها', 'نقصت منها', 'نقصت حبات', 'حبات ناقصه', 'الحبات ناقصه', 'الحبوب ناقصه', 'العلبه فارغه', 'الشريط فارغ', 'علبه فارغه', 'شريط فارغ', 'اختفت حبات', 'حبات مفقوده', 'ناقصه'],
    dz: ['ناقصين', 'ناقصين منها', 'نقصو منها', 'ناقصه حبات', 'حبات ناقصين', 'الكاشيات ناقصين', 'العلبه خاويه', 'البلاكيت خاويه', 'نقصو', 'ناقصين بزاف', 'ناقصه'],
    dl: ['na9sin', 'na9sine', 'na9sin mnha', 'n9sou', 'n9sou mnha', '7bobat na9sin', 'na9sa 7bobat', 'la boite khawya', 'plaquette khawya', 'boite khawya', 'khassin', 'khasin mnha', 'naqsin', 'na9sa'],
  },
];
