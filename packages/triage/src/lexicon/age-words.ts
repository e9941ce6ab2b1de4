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
  'سمانات',
  'سمانه',
  'semanat',
  'semana',
  'smanat',
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
  // 'ابني ذي الأربع سنوات', 'طفلة ذات 3 سنوات': of (so many) years.
  'ذي',
  'ذو',
  'ذات',
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
/**
 * A person named right before a number and its unit ('ma fille 5 ans', 'weldi 4 ans', 'ابني 3
 * سنوات', 'خويا الصغير 7 سنين'): the number is that person's age.
 */
export const PERSON_WORDS = new Set([
  'son',
  'daughter',
  'kid',
  'boy',
  'girl',
  'nephew',
  'niece',
  'brother',
  'sister',
  'fils',
  'fille',
  'garcon',
  'enfant',
  'bb',
  'neveu',
  'niece',
  'frere',
  'soeur',
  'cousin',
  'cousine',
  'ابني',
  'ابنتي',
  'بنتي',
  'ولدي',
  'طفلي',
  'طفلتي',
  'ابن',
  'بنت',
  'طفل',
  'طفله',
  'اخي',
  'اختي',
  'خويا',
  'ختي',
  'عمي',
  'خالي',
  'الصغير',
  'الصغيره',
  'صغير',
  'صغيره',
  'ولد',
  'weldi',
  'wlidi',
  'benti',
  'bnti',
  'bni',
  'ibni',
  'ebni',
  'khouya',
  'khoya',
  'khti',
  'sghir',
  'sghira',
  // 'le petit 5 ans', 'la petite 3 ans': the little one, then the age.
  'petit',
  'petite',
  // A possessive read back to its stem ('bentha' is 'bent' once 'bent sghira' is a wording).
  'bent',
  'lbent',
  'bnet',
  'lbnet',
  'weld',
  'lweld',
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

/**
 * Born, and the time since ('born 3 weeks ago', 'né il y a 10 jours', 'مولود منذ 3 أسابيع',
 * 'تزاد من 20 يوم', 'tzad hadi 3 semanat'): the baby's age. Not 'زاد' (also 'grew worse'), 'ولد'
 * (also 'boy'), 'تزايد' (increasing) nor 'ولدت' (also 'I gave birth').
 */
// prettier-ignore
export const BORN_WORDS = new Set(['born', 'ne', 'nee', 'مولود', 'تزاد', 'تزادت', 'tzad', 'tzadet', 'tzada']);
/** 'born 2 months early', 'né 3 semaines avant terme': how early, not the age. */
// prettier-ignore
export const BORN_EARLY = new Set(['early', 'premature', 'prematurely', 'before', 'avant', 'prematurement', 'قبل', 'بكري', 'bekri']);
/** What may stand between 'born' and the time since: 'born about', 'مولود منذ', 'tzad hadi'. */
// prettier-ignore
export const SINCE_BIRTH = new Set(['about', 'منذ', 'من', 'قبل', 'هادي', 'mn', 'men', 'hadi', 'qbel', 'depuis']);

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

/**
 * A person and 'is' or 'has' before a bare number ('my grandad is 75', 'mon pere est 80',
 * 'جدي عمره 75', 'jeddi 3ando 75'): the number is that person's age.
 */
export const AGE_LINKS = new Set([
  'is',
  'est',
  'عنده',
  'عندو',
  'عندها',
  'ando',
  'andou',
  'andha',
  'omrou',
  'omro',
  'omrha',
  'عمره',
  'عمرو',
  'عمرها',
]);
/**
 * A Darija possessive between a person and the age ('bebe ta3i 3 semaines', 'wlid ta3ha 4 snin',
 * 'البيبي تاعي 3 سمانات'): the age is still that person's.
 */
export const POSSESSIVES_AFTER_PERSON = new Set([
  'tai',
  'taai',
  'ntai',
  'ntaai',
  'taha',
  'ntaha',
  'tao',
  'taou',
  'ntaou',
  'tana',
  'dyali',
  'dyalha',
  'dyalou',
  'تاعي',
  'نتاعي',
  'تاعها',
  'نتاعها',
  'تاعو',
  'نتاعو',
  'تاعنا',
  'ديالي',
]);

/** A baby named before a Darija possessive and the age ('bebe ta3i 3 semaines'). */
export const BABY_WORDS = new Set(['baby', 'bebe', 'bebi', 'bibi', 'بيبي', 'البيبي', 'رضيع', 'nourrisson']);
export const ADULT_PERSON_WORDS = new Set([
  'grandad',
  'granddad',
  'grandpa',
  'grandfather',
  'grandma',
  'grandmother',
  'granny',
  'father',
  'dad',
  'mother',
  'mom',
  'mum',
  'husband',
  'wife',
  'uncle',
  'aunt',
  'neighbour',
  'neighbor',
  'pere',
  'mere',
  'papa',
  'maman',
  'mari',
  'femme',
  'oncle',
  'tante',
  'voisin',
  'voisine',
  'papi',
  'mamie',
  'جدي',
  'جدتي',
  'ابي',
  'امي',
  'والدي',
  'والدتي',
  'زوجي',
  'زوجتي',
  'عمي',
  'خالي',
  'عمتي',
  'خالتي',
  'جاري',
  'جارتي',
  'بابا',
  'ماما',
  'يما',
  'راجلي',
  'مرتي',
  'جدو',
  'jeddi',
  'jedda',
  'jedti',
  'jadi',
  'yemma',
  'yema',
  'baba',
  'bouya',
  'rajli',
  'mrati',
  'mrti',
  'ammi',
  'khali',
  'djeddi',
  'jeddou',
  'jaddi',
]);

/**
 * A child or a baby with a Darija possessive ('bebti', 'wlidi', 'bentha', 'بيبتي', 'ولدها'):
 * the stem and the suffix of 'my', 'her', 'his', 'our'.
 */
/** A baby with a Darija possessive ('bebti', 'bibiha', 'بيبتي'): a baby, whatever else is said. */
export const POSSESSED_BABY =
  /^(?:(?:beb|bebe|bibi)(?:t)?(?:i|ha|na|ou|o|ek|k)|(?:بيب|بيبي)(?:ت)?(?:ي|ها|نا|و|ه|ك))$/;

export const POSSESSED_CHILD =
  /^(?:(?:beb|bebe|bibi|wlid|weld|wld|bent|bnt|bnit|tfol|tofl|sghir|sghira|khou|kh)(?:t)?(?:i|ha|na|ou|o|ek|k)|(?:بيب|بيبي|ولد|وليد|بنت|طفل|صغير)(?:ت)?(?:ي|ها|نا|و|ه|ك))$/;

/**
 * A month or a week followed by 'next' or 'last' is a date ('العمرة الشهر الجاي', 'le mois
 * prochain', 'chhar jay'), never an age, even after a word that reads as 'his age' ('عمره').
 */
export const DATE_AFTER_UNIT = new Set([
  'next',
  'coming',
  'last',
  'prochain',
  'prochaine',
  'dernier',
  'derniere',
  'جاي',
  'الجاي',
  'القادم',
  'قادم',
  'المقبل',
  'الماضي',
  'ماضي',
  'jay',
  'jaya',
  'ljay',
  'jey',
]);
