// Arabizi: digits used as letters inside Latin-script words. 3 (ain) becomes 'a' and a doubled
// 'aa' is then folded, so '3andi' and 'andi', 'ywja3ni' and 'ywjani' meet.
const ARABIZI: Record<string, string> = {
  '2': 'a',
  '3': 'a',
  '5': 'kh',
  '6': 't',
  '7': 'h',
  '8': 'gh',
  '9': 'q',
};

const ARABIC_LETTERS: Record<string, string> = {
  ة: 'ه',
  ى: 'ي',
  ی: 'ي',
  ک: 'ك',
  گ: 'ك',
  ڨ: 'ق',
  ڤ: 'ف',
  ٱ: 'ا',
  ء: '',
  ـ: '',
};

export const BREAK = ',';

const ARABIC_RUN = /[\u0600-\u06ff]+/g;
// Brackets end a clause too: in "(no transport) now i cant breathe" the denial stays inside them.
const CLAUSE_PUNCT = /[,.;:!?،؛؟()[\]\n\r]+/g;
const BRACKETED_MEASURE = /\(\s*(\d+(?:\u2024\d+)?\s*\p{L}+)\s*\)/gu;
const OTHER_PUNCT = /[^\p{L}\p{N}\s,\u2024]+/gu;

const CONTRACTIONS: Record<string, string> = {
  cant: 'can not',
  cannot: 'can not',
  dont: 'do not',
  doesnt: 'does not',
  didnt: 'did not',
  isnt: 'is not',
  wont: 'will not',
  havent: 'have not',
  hasnt: 'has not',
  arent: 'are not',
  wasnt: 'was not',
  couldnt: 'could not',
  // French typed fast glues the subject to its verb: 'jveux plus vivre', 'jpeux pas', 'jpp'.
  jveux: 'je veux',
  jvx: 'je veux',
  jpeux: 'je peux',
  jpx: 'je peux',
  jpp: 'j en peux plus',
  jen: 'j en',
  jvais: 'je vais',
  jdors: 'je dors',
  jdor: 'je dors',
  jsuis: 'je suis',
  jsui: 'je suis',
  jme: 'je me',
  jsens: 'je sens',
  jmange: 'je mange',
  jarrive: 'j arrive',
  jtousse: 'je tousse',
  // French words shortened as on a phone: 'boit bcp d eau', 'pipi tt le temps', 'mal qd je mange'.
  bcp: 'beaucoup',
  tt: 'tout',
  tjr: 'toujours',
  tjrs: 'toujours',
  tjs: 'toujours',
  qd: 'quand',
  ds: 'dans',
  qlq: 'quelques',
  qlqs: 'quelques',
  qq: 'quelques',
};

const GLUED_UNIT =
  /\b(\d{1,3})(yo|yrs?|years?|ans?|mois|months?|weeks?|wks?|days?|jours?|semaines?|sna|snin|chhar|chhour|semana|semanat|ayam|sa3at|sa3a|min|h)\b/g;

/**
 * A unit after a number whose letters also spell a word: 'سم' (poison) is the centimetre, and
 * Darija's hour 'sa3a', which folds to 'sa', is the hour and not weeks of pregnancy ('34 SA').
 */
const UNIT_AFTER_NUMBER: Record<string, string> = { سم: 'cm', مم: 'mm', مل: 'ml', sa3a: 'h', saa: 'h' };

// Measures a number may be glued to ('39deg', '12kg'): the number, not Arabizi.
const GLUED_MEASURE = /^\d+(deg|degre|degres|degree|degrees|kilo|kilos|mmhg|cmhg|bpm)$/;

/**
 * A word that starts with two Arabizi digits, the vowel dropped between them ('39reb' is '3a9reb',
 * the scorpion; '97ab'): letters follow, and it is not a measure.
 */
function leadingArabizi(token: string): boolean {
  return /^[235679]{2}[a-z]{3,}$/.test(token) && !GLUED_MEASURE.test(token);
}

function foldArabizi(token: string): string {
  if (!/[a-z]/.test(token)) return token;
  let out = token;
  // '3andi', 'ko77a'; readings such as '39' or '5g' have no letter before the digits.
  const arabizi =
    /[235679]/.test(token) &&
    (!/\d\d/.test(token) || /[a-z]([235679])\1/.test(token) || leadingArabizi(token));
  if (arabizi && !/[014]/.test(token)) {
    out = '';
    for (const ch of token.replace(/([235679])\1/g, '$1'))
      out += (Object.hasOwn(ARABIZI, ch) ? ARABIZI[ch] : undefined) ?? ch;
  }
  return out.replace(/aa+/g, 'a');
}

function arabicDigitsToAscii(text: string): string {
  return text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660));
}

/** Splits text into normalised tokens; clause punctuation becomes the BREAK token. */
export function tokenize(text: string): string[] {
  let t = text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/œ/g, 'oe').replace(/æ/g, 'ae');
  t = arabicDigitsToAscii(t);
  t = t.replace(
    /[ةىیکگڨڤٱءـ]/g,
    (c) => (Object.hasOwn(ARABIC_LETTERS, c) ? ARABIC_LETTERS[c] : undefined) ?? c,
  );
  t = t.replace(/(\p{L})\1{2,}/gu, '$1');
  t = t.replace(/\b(can|won)['’`]t\b/g, (_m, w: string) => (w === 'can' ? 'can not' : 'will not'));
  t = t.replace(/n['’`]t\b/g, ' not');
  t = t.replace(/['’`]/g, ' ');
  t = t.replace(ARABIC_RUN, (run) => ` ${run} `);
  // A number glued to its unit ('3yo', '2ans', '10mois', '4snin') is the number and the unit,
  // not Arabizi ('3yo' is not 'ayo').
  t = t.replace(GLUED_UNIT, '$1 $2');
  t = t.replace(/(\d)[.,](\d)/g, '$1\u2024$2');
  // An age or a dose in brackets ('le petit (3 ans)', 'الصغير (3 سنين)') belongs to the words before it.
  t = t.replace(BRACKETED_MEASURE, ' $1 ');
  t = t.replace(CLAUSE_PUNCT, ` ${BREAK} `);
  t = t.replace(OTHER_PUNCT, ' ');
  const tokens: string[] = [];
  for (const raw of t.split(/\s+/)) {
    if (raw === '') continue;
    if (raw === BREAK) {
      if (tokens.length > 0 && tokens[tokens.length - 1] !== BREAK) tokens.push(BREAK);
      continue;
    }
    const folded = foldArabizi(raw).replace(/\u2024/g, '.');
    // Own keys only: a word such as "constructor" is text, never a lookup into Object.prototype.
    const expanded = Object.hasOwn(CONTRACTIONS, folded) ? CONTRACTIONS[folded] : undefined;
    // 'عقدة 1 سم': after a number, 'سم' is the centimetre, not poison.
    const unit = Object.hasOwn(UNIT_AFTER_NUMBER, raw) ? raw : folded;
    if (/^\d/.test(tokens[tokens.length - 1] ?? '') && Object.hasOwn(UNIT_AFTER_NUMBER, unit))
      tokens.push(UNIT_AFTER_NUMBER[unit] as string);
    else if (expanded === undefined) tokens.push(folded);
    else tokens.push(...expanded.split(' '));
  }
  if (tokens[tokens.length - 1] === BREAK) tokens.pop();
  return tokens;
}

/** Case, accents, Arabic diacritics, tatweel and letter variants, Arabizi digits, punctuation. */
export function normalize(text: string): string {
  return tokenize(text)
    .filter((t) => t !== BREAK)
    .join(' ');
}

export function isArabic(token: string): boolean {
  return /[\u0600-\u06ff]/.test(token);
}

/**
 * Loose phonetic key for Darija in Latin script, where vowels and spellings drift
 * (kerch/kirch/karch, sder/sdar, qalb/galb/9alb): digraphs folded, vowels dropped.
 */
export function skeleton(token: string): string {
  return token
    .replace(/kh/g, 'x')
    .replace(/gh/g, 'R')
    .replace(/(ch|sh)/g, 'c')
    .replace(/dj/g, 'j')
    .replace(/ou/g, 'w')
    .replace(/[qg]/g, 'k')
    .replace(/[aeiouy]/g, '')
    .replace(/(.)\1+/g, '$1');
}

/**
 * The skeleton of a short Darija word, where 'y' is a consonant ('tqayi', 'tgaya', vomits; 'nqayi'):
 * the plain skeleton drops it with the vowels and leaves too little to tell words apart.
 */
export function shortSkeleton(token: string): string {
  return token
    .replace(/kh/g, 'x')
    .replace(/gh/g, 'R')
    .replace(/(ch|sh)/g, 'c')
    .replace(/ou/g, 'w')
    .replace(/[qg]/g, 'k')
    .replace(/[aeiou]/g, '')
    .replace(/(.)\1+/g, '$1');
}

/**
 * A short Darija word as people spell it: doubled letters once, 'g' for the 'q' of the east and
 * the vowel after the person dropped ('tetgayya' and 'tqaya', 'yedreb' and 'ydreb').
 */
export function foldShortSpelling(token: string): string {
  return token
    .replace(/(.)\1+/g, '$1')
    .replace(/g(?!h)/g, 'q')
    .replace(/^([nty])[ea](?=[^aeiouy])/, '$1');
}

/** Canonical Arabic token: the article ال is dropped when a real stem remains (الكلى -> كلى, but الم stays). */
export function stripArabicArticle(token: string): string {
  return token.startsWith('ال') && token.length >= 5 ? token.slice(2) : token;
}
