import type { Concept } from './types.ts';

/** How a complaint comes and how strong it is: new, sudden, severe, or something that cannot or can hardly be done. */
// Not formatted: one line per language keeps each entry readable at a glance.
// prettier-ignore
export const SEVERITY: Concept[] = [
  {
    id: 'difficulty',
    w: {},
    en: ['hard to', 'difficulty', 'difficult to', 'struggle to', 'trouble'],
    fr: ['du mal a', 'difficulte a', 'difficultes a', 'difficile de', 'peine a'],
    ar: ['صعوبه', 'بصعوبه', 'صعب'],
    dz: ['بالسيف', 'بالزور', 'صعيب'],
    dl: ['b sif', 'bsif', 'bessif', 'bel sif', 'bzour', 'saib'],
  },
  {
    id: 'acute',
    w: {},
    en: ['since this morning', 'this morning', 'an hour ago', 'hour ago', 'since an hour', 'minutes ago', 'since last night', 'since lunch', 'a few minutes ago', 'half an hour ago', 'since earlier today', 'tonight', 'this evening', 'since tonight', 'woke up in the night with', 'woke in the night with', 'woke up at night with', 'for half an hour now', 'half an hour now', 'half an hour ago', 'was fine this morning', 'was fine an hour ago', 'was fine at lunch', 'was well this morning', 'was normal this morning', 'was ok this morning', 'was fine until this morning', 'she was fine this morning', 'he was fine this morning'],
    fr: ['depuis ce matin', 'ce matin', 'depuis une heure', 'il y a une heure', 'depuis cette nuit', 'il y a quelques minutes', 'tout a l heure', 'depuis tout a l heure', 'depuis midi', 'depuis 30 min', 'depuis une demi heure', 'ce soir', 'depuis ce soir', 'cette nuit', 'reveille en pleine nuit', 'reveillee en pleine nuit', 'reveille la nuit avec', 'depuis une demi heure', 'il y a une demi heure', 'fait une demi heure', 'fait peut etre une demi heure', 'allait bien ce matin', 'elle allait bien ce matin', 'il allait bien ce matin', 'etait bien ce matin', 'allait tres bien ce matin', 'allait bien il y a une heure', 'etait normal ce matin', 'etait normale ce matin', 'allait bien a midi'],
    ar: ['منذ الصباح', 'هذا الصباح', 'منذ ساعه', 'منذ دقائق', 'منذ الليله', 'منذ قليل', 'منذ نصف ساعه', 'الليله', 'هذه الليله', 'استيقظ ليلا', 'استيقظت ليلا', 'استيقظ في الليل', 'منذ نصف ساعه', 'قبل نصف ساعه', 'كانت بخير هذا الصباح', 'كان بخير هذا الصباح', 'كانت بخير صباحا', 'كان بخير صباحا', 'كان طبيعيا هذا الصباح', 'كانت طبيعيه هذا الصباح', 'كان بخير قبل ساعه', 'كانت بخير قبل ساعه', 'كانت بخير في الصباح', 'كان بخير في الصباح'],
    dz: ['من الصباح', 'من ساعه', 'من شويه', 'هاد الصباح', 'اليوم الصباح', 'من شويه برك', 'من نص ساعه', 'الليله', 'هاد الليله', 'فاق في الليل', 'فاقت في الليل', 'فاق فالليل', 'نض في الليل', 'هادي نص ساعه', 'من نص ساعه', 'كانت مليحه الصباح', 'كان مليح الصباح', 'كانت مليحه فالصباح', 'كان مليح فالصباح', 'كان لاباس الصباح', 'كانت لاباس الصباح', 'كان نورمال الصباح', 'كانت نورمال الصباح', 'كانت مليحه في الصباح', 'كان مليح في الصباح'],
    dl: ['mn sbah', 'men sbah', 'mn saa', 'mn chwiya', 'had sbah', 'lyoum sbah', 'mn chwiya brk', 'men nos saa', 'had lila', 'fa9 f lil', 'fa9et f lil', 'faq f lil', 'faqet f lil', 'nadh f lil', 'nod f lil', 'hadi nos sa3a', 'men nos sa3a', 'hadi nes sa3a', 'kanet mli7a f sbe7', 'kan mli7 f sbe7', 'kanet mli7a sbe7', 'kan mli7 sbe7', 'kanet labas f sbe7', 'kan labas f sbe7', 'kanet normal f sbe7', 'kan normal f sbe7', 'kanet mli7a had sbe7', 'kan mli7 had sbe7', 'kanet mli7a fsbe7', 'kan mli7 fsbe7'],
  },
  {
    id: 'severe',
    w: {},
    en: ['severe', 'severely', 'very strong', 'unbearable', 'intense', 'terrible', 'excruciating', 'worst', 'extreme', 'very bad', 'agonizing', 'crushing', 'heavy', 'badly', 'really bad', 'so bad', 'agony', 'worst pain', 'very severe', 'awful', 'horrible', 'a lot of blood', 'heavily', 'exploding', 'explosive', 'splitting', 'the worst', 'cant bear it', 'cant stand the pain', 'screaming in pain', 'screaming with pain'],
    fr: ['severe', 'intense', 'insupportable', 'atroce', 'terrible', 'violent', 'violente', 'tres fort', 'tres forte', 'horrible', 'enorme', 'abondant', 'abondante', 'beaucoup de sang', 'tres mal', 'enormement', 'grande quantite', 'abondamment', 'terriblement', 'beaucoup de douleur', 'violence terrible', 'd une violence', 'douleur enorme', 'je supporte plus', 'supporte pas la douleur', 'hurle de douleur', 'crie de douleur'],
    ar: ['شديد', 'شديده', 'حاد', 'حاده', 'قوي', 'قويه', 'لا يطاق', 'لا تحتمل', 'كثير', 'غزير', 'غزيره', 'عنيف', 'عنيفه', 'قوي جدا', 'شديد جدا', 'مبرح', 'لا يحتمل', 'بغزاره', 'وجع كبير', 'الم كبير', 'قاتل', 'لا أتحمله', 'لا أستطيع تحمله', 'يصرخ من الألم', 'تصرخ من الألم'],
    dz: ['قاتلني', 'يقتل', 'تقتل', 'قوي بزاف', 'ما نحملش', 'مانحملش', 'صعيب بزاف', 'بزاف بزاف', 'كيما سكين', 'طوفان', 'قوي', 'قويه', 'صعيب', 'ما نطيقش', 'يقطع', 'وجع كبير', 'وجعه كبيره', 'قاتل', 'بالزاف بزاف', 'ما يتحملش', 'ما نتحملش', 'ما يتحملوش', 'راهو يصرخ', 'يصرخ بالوجع', 'راهي تصرخ'],
    dl: ['qatelni', 'yqatel', 'qtalni', 'qwi bzaf', 'qawi', 'qwiya', 'ma nhmelch', 'manhmelch', 'saib bezaf', 'bzaf bzaf', 'bezaf bezaf', 'kima sekkin', 'violent', 'atroce', 'fort', 'qwi', 'qwia', 'kwi', 'kwiya', 'qawiya', 'ma ntiqch', 'ma nt9ch', 'ma nhmlch', 'bzf bzf', 'yqatta', 'wja kbir', 'wjaa kbira', 'qatel', 'wja qatel', 'kbira', 'waja3 kbir', 'woja3 kbir', 'ma yt7mlch', 'ma yt7amelch', 'ma nt7mlch', 'ma tt7mlch', 'rah ysarakh', 'ysarakh', 'rahi tsarakh', 'tsarakh', 't9atlou', 'tqatlou', 't9atlni', 'tqatlni', 't9atlha', 'tqatlha', 'y9atlou', 'yqatlou'],
  },
  {
    id: 'sudden',
    w: {},
    en: ['sudden', 'suddenly', 'all of a sudden', 'out of nowhere', 'abruptly', 'just now', 'out of the blue', 'within seconds', 'in seconds', 'instantly', 'came on suddenly', 'all at once', 'without warning', 'in a second', 'in one second'],
    fr: ['soudain', 'soudaine', 'soudainement', 'brutal', 'brutale', 'brutalement', 'd un coup', 'brusquement', 'tout a coup', 'subitement', 'tout d un coup', 'd un seul coup', 'subit', 'subite', 'brusque', 'en quelques secondes', 'sans prevenir', 'en une seconde', 'en un instant'],
    ar: ['فجاه', 'فجائي', 'فجائيه', 'بشكل مفاجئ', 'مفاجئ', 'مفاجئه', 'على حين غره', 'بغته', 'فجاءه', 'بشكل فجائي', 'دفعه واحده', 'في لحظه', 'في ثانيه', 'جاء مره واحده', 'جاءت مره واحده', 'حدث مره واحده'],
    dz: ['فجاه', 'على غفله', 'غفله', 'بلا ما نحس', 'فالبلاصه', 'طول', 'في رمشه عين', 'غير هكا', 'بلا ما نفيق', 'في دقيقه', 'جات مره وحده', 'جا مره وحده', 'جاتني مره وحده', 'جاني مره وحده', 'طاح مره وحده', 'ضربني مره وحده', 'غير حتى', 'غير حتا'],
    dl: ['fajaa', 'fjaa', 'fajatan', 'ala ghafla', 'ghafla', '3la ghafla', 'bla ma nhes', 'dun coup', 'tout a coup', 'tol', 'feja', 'fejaa', 'b fja', 'bel fja', 'f lahda', 'ghir haka', 'tout d un coup', 'f d9i9a', 'fja', 'b lfja', 'fjaia', 'fjea', 'b fjaa', 'belfjaa', 'f ghafla', 'bel ghafla', 'ja mara wa7da', 'ja marra wa7da', 'jat mara wa7da', 'jat marra wa7da', 'jani marra wa7da', 'jatni marra wa7da', 'dja marra wa7da', 'dja mara wa7da', 'ja mara wahda', 'jat marra wahda', 'ghir 7ata', 'ghir hatta', 'ghir 7ta'],
  },
  {
    id: 'unable',
    w: {},
    en: ['cannot', 'can not', 'unable', 'not able', 'unable to', 'impossible to', 'could not', 'no longer', 'not able to', 'can not anymore', 'lost the ability'],
    fr: ['peux pas', 'peux plus', 'arrive pas', 'arrive plus', 'impossible de', 'incapable', 'ne peut pas', 'ne peut plus', 'peut pas', 'peut plus', 'n arrive plus', 'n arrive pas', 'ne peux plus', 'ne pouvait plus'],
    ar: ['لا استطيع', 'لا يستطيع', 'لا تستطيع', 'لم اعد استطيع', 'عاجز', 'لا اقدر', 'لا يقدر', 'لم يعد', 'لم تعد', 'لم اعد', 'لم يعد قادرا', 'غير قادر', 'غير قادره', 'لا تقدر', 'عجز', 'ولا استطيع', 'ولا يستطيع', 'ولا تستطيع', 'ولا اقدر', 'ولم اعد استطيع'],
    dz: ['ما نقدرش', 'مانقدرش', 'ما يقدرش', 'مايقدرش', 'ما تقدرش', 'ماتقدرش', 'ما قدرتش', 'ماقدرتش', 'ما نجمش', 'مانجمش', 'ما يجمش', 'ما ولاتش', 'ما ولاش', 'ما وليتش', 'ماولاتش', 'ماولاش', 'ماوليتش', 'ما قدرش', 'ما قدراتش', 'ما قدرناش', 'ماقدرناش', 'ما قدروش', 'ماقدروش'],
    dl: ['ma nqderch', 'manqderch', 'maqderch', 'ma qderch', 'ma nqdarch', 'manqdarch', 'ma nqadarch', 'ma yqderch', 'mayqderch', 'ma tqderch', 'matqderch', 'ma qdertch', 'maqdertch', 'ma njmch', 'manajamch', 'ma nejjemch', 'manqdrch', 'ma nkderch', 'mankderch', 'ma wlatch', 'ma wlach', 'ma wlitch', 'mawlatch', 'mawlach', 'mawlitch', 'ma qdrch', 'ma qdratch', 'ma tqdarch', 'ma yqdarch', 'ma qdernach', 'maqdernach', 'ma qdrnach', 'ma qdarnach', 'ma qdrouch', 'maqdrouch', 'ma qdarouch'],
  },
];
