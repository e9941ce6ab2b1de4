import type { Concept, SurfaceForms } from './types.ts';

/**
 * Wordings as Algerians type them on a phone (digits for letters, no accents, French-Darija
 * mixes), with their equivalents in the other varieties: scorpion stings, eyes that do not
 * open, a dry cough, a fog in the sight, feeling about to pass out, childhood rashes.
 */
// Not formatted: one line per language keeps each entry readable at a glance.
// prettier-ignore
export const PHONE_CONCEPTS: Concept[] = [
  {
    // Scorpion envenomation is a public-health emergency in the south: sweats, shakes, vomiting.
    id: 'scorpion',
    w: { GM: 1, DER: -0.8 },
    en: ['scorpion', 'scorpion sting', 'stung by a scorpion'],
    fr: ['scorpion', 'piqure de scorpion', 'pique par un scorpion'],
    ar: ['عقرب', 'لدغه عقرب', 'لسعه عقرب', 'لدغني عقرب'],
    dz: ['عقرب', 'عقربه', 'قرصتني عقرب', 'قرصني عقرب', 'العقرب'],
    dl: ['3a9rab', '3a9reb', 'a9rab', '3agrab', '3a9rba', 'la3a9rab', 'scorpion'],
  },
  {
    // Said with a denial ('ma t7elch 3inha'): someone who does not open their eyes is unresponsive.
    id: 'open_eyes',
    w: {},
    en: ['open his eyes', 'open her eyes', 'opening his eyes', 'opening her eyes', 'open their eyes'],
    fr: ['ouvre les yeux', 'ouvrir les yeux', 'ouvre pas les yeux'],
    ar: ['يفتح عينيه', 'تفتح عينيها', 'فتح عينيه', 'فتح عينيها'],
    dz: ['تحل عينيها', 'يحل عينيه', 'يحل عينو', 'تحل عينها', 'يحل عينيه'],
    dl: ['t7el 3inha', 't7el 3iniha', 'y7el 3inih', 'y7el 3ino', 'y7el 3inou', 'i7el 3inih', 'tfte7 3inha', 'yfte7 3inih'],
  },
  {
    // Eruptive fevers of childhood: the pediatrician first, infectious diseases second.
    id: 'childhood_infection',
    w: { PED: 3, INF: -1.5, DER: 0.3 },
    en: ['measles', 'chickenpox', 'chicken pox', 'mumps', 'scarlet fever'],
    fr: ['rougeole', 'varicelle', 'oreillons', 'scarlatine', 'rubeole'],
    ar: ['الحصبه', 'حصبه', 'جدري الماء', 'الجديري', 'النكاف', 'الحميراء'],
    dz: ['بوحمرون', 'البوحمرون', 'بوشويكة', 'الجدري', 'بوزلوم', 'بوقليب'],
    dl: ['bou7emroun', 'bouhamroun', 'bou7amroun', 'rougeole', 'varicelle', 'bouchwika', 'oreillons', 'bouzlloum'],
  },
  {
    // A crackling knee past fifty: wear of the joint, for the rheumatologist.
    id: 'crepitus',
    w: { RHU: 2, ORT: 0.6 },
    en: ['crunching', 'cracking knee', 'grinding in my knee', 'creaking'],
    fr: ['craque', 'craquement', 'craquements', 'grince'],
    ar: ['طقطقه', 'فرقعه في الركبه', 'صوت في الركبه'],
    dz: ['تقرقش', 'يقرقش', 'تطقطق', 'تزقزق'],
    dl: ['t9ar9ach', 'y9ar9ach', 'tgargach', 'ttaqtaq', 't9er9ech'],
  },
];

// Not formatted: one line per language keeps each entry readable at a glance.
// prettier-ignore
export const PHONE_FORMS: SurfaceForms[] = [
  {
    id: 'cough',
    en: ['dry cough', 'coughing'],
    fr: ['toux seche', 'je tousse'],
    ar: ['سعال جاف', 'كحه جافه'],
    dz: ['سعله', 'سعله يابسه', 'كحه يابسه', 'نسعل', 'يسعل'],
    dl: ['sa3la', 'so3la', 's3al', 'sa3al', 'sa3la ybsa', 'ko7a ybsa', 'nsa3al', 'ysa3al', 'tousse'],
  },
  {
    id: 'stiff',
    en: ['stiff as a board'],
    fr: ['raide comme'],
    ar: ['متيبسه', 'قاسيه'],
    dz: ['قاسيه', 'قاسي', 'قاسحه', 'مقاسيه'],
    dl: ['9asya', '9asi', '9asiya', '9as7a', '9ase7', 'm9asya', 'gasya'],
  },
  {
    id: 'joints',
    en: ['stiff in the morning', 'stiff every morning'],
    fr: ['raides le matin', 'raideur le matin', 'bloques le matin'],
    ar: ['تيبس في الصباح', 'تيبس صباحا'],
    dz: ['يقساو في الصباح', 'قاسحين في الصباح', 'يقسحو في الصباح'],
    dl: ['y9asaw f sbe7', 'y9aso f sbe7', '9as7in f sbe7', '9asyin f sbe7', 'y9as7ou f sbe7'],
  },
  {
    id: 'vision',
    en: ['blurry vision', 'blurred vision', 'foggy vision', 'everything is foggy'],
    fr: ['vision trouble', 'vue trouble', 'brouillard devant les yeux', 'vois flou'],
    ar: ['رؤيه ضبابيه', 'ضبابيه الرؤيه', 'زغلله'],
    dz: ['نشوف ضباب', 'ضباب قدام عينيا', 'نشوف مضبب', 'نشوف غبشه'],
    dl: ['nchouf dbab', 'nchouf dbeb', 'dbab 9odam 3iniya', 'nchouf mdabab', 'nchouf flou', 'nchouf ghabcha'],
  },
  {
    id: 'fainting',
    en: ['about to black out', 'going to faint'],
    fr: ['je vais tomber dans les pommes', 'je vais m evanouir', 'presque evanoui'],
    ar: ['ساغيب عن الوعي', 'اشعر بالاغماء', 'على وشك الاغماء'],
    dz: ['غادي نغيب', 'راني نغيب', 'نحس روحي نغيب', 'رايح نغيب', 'حاب يغمى عليا'],
    dl: ['nghib', 'ghadi nghib', 'rani nghib', 'rayah nghib', 'n7es rou7i nghib', 'ghabt', 'ghab 3liya'],
  },
  {
    id: 'testicle',
    en: ['my balls', 'my nuts'],
    fr: ['couilles', 'bourses'],
    ar: ['خصيتي', 'الخصيه', 'كيس الصفن'],
    dz: ['البيضه تاعي', 'بيضاتي', 'الخصيه تاعي', 'خصيتي'],
    dl: ['bayda ta3i', 'l bayda ta3i', 'bidati', 'bidat', 'khosya', 'khossia', '5osya', 'testicule'],
  },
  {
    id: 'urine',
    dl: ['nbol', 'ybol', 'tbol', 'nbolch', 'ybolch', 'nboll'],
  },
  {
    id: 'elderly',
    en: ['grandpa', 'grandma', 'grandfather', 'grandmother', 'granny'],
    fr: ['grand pere', 'grand mere', 'mon papi', 'ma mamie', 'pepe', 'memee'],
    ar: ['جدي', 'جدتي', 'الجد', 'الجده'],
    dz: ['جدي', 'جدتي', 'جدّي', 'باباك الكبير'],
    dl: ['jeddi', 'jedda', 'jedati', 'jedti', 'baba lkbir', 'mama lkbira'],
  },
  {
    id: 'tremor',
    en: ['my hands tremble'],
    fr: ['mains tremblent', 'tremblote'],
    ar: ['يداي ترتجفان', 'ارتجاف اليدين'],
    dz: ['يترترو', 'ترترو', 'يرعدو', 'يرتعشو', 'يديا يرعشو'],
    dl: ['yterterou', 'ytertrou', 'tertir', 'yra3dou', 'yertaa3chou', 'yer3ach', 'yer3chou', 'tremblent'],
  },
  {
    id: 'numbness',
    dl: ['ytnemlou', 'ytnmlou', 'yetnemlou', 'tnemnim', 'mnemlin', 'ytnamlou'],
  },
  {
    id: 'bruising',
    en: ['bruises for no reason', 'blue marks'],
    fr: ['bleus sans raison', 'bleus sans me cogner', 'taches bleues'],
    ar: ['كدمات بدون سبب', 'بقع زرقاء على الجسم'],
    dz: ['بلايص زرقين', 'بقع زرق', 'بلايص زرق', 'طلعولي زرقين'],
    dl: ['bla9 zer9in', 'bla9 zr9in', 'blayes zer9in', 'bqa3 zer9in', 'tba9a zar9a'],
  },
  {
    id: 'cold_flu',
    en: ['sneezing a lot', 'keep sneezing'],
    fr: ['eternue', 'j eternue'],
    ar: ['اعطس كثيرا'],
    dz: ['نعطس بزاف', 'العطسه'],
    dl: ['n3ates', 'n3tes', 'n3tas', '3tas', '3etsa', 'n3atess'],
  },
  {
    id: 'recurrent',
    en: ['always', 'all the time'],
    fr: ['toujours', 'tout le temps', 'tjrs'],
    ar: ['دائما', 'باستمرار'],
    dz: ['ديما', 'ديما ديما', 'كل وقت'],
    dl: ['dima', 'dima dima', 'tjrs', 'koul wa9t'],
  },
  {
    // 'My heart is gripped' is how Darija says distress, not a cardiac symptom.
    id: 'anxiety',
    en: ['heavy hearted', 'heavy heart'],
    fr: ['le coeur gros', 'coeur gros'],
    ar: ['ضيق في الخاطر', 'مكسور الخاطر'],
    dz: ['قلبي مقبوض', 'خاطري مقبوض'],
    dl: ['9albi m9boud', '9elbi m9boud', 'khatri m9boud'],
  },
];
