import type { SurfaceForms } from './types.ts';

/**
 * Everyday wordings that sent a complaint to the wrong specialty: voices nobody else hears,
 * worry said as 'l9al9', hands washed over and over, smell and taste gone, cracked skin,
 * failing kidneys in plain words, glands in the neck and armpit, a testicle called 'lbayda'.
 */
// biome-ignore format: one line per language keeps each entry readable at a glance
// prettier-ignore
export const EXTRA_RANKING_FORMS: SurfaceForms[] = [
  {
    id: 'psychosis',
    en: ['voices no one else can hear', 'hear things others do not'],
    fr: ['des voix que personne n entend', 'j entends des voix', 'entendre des voix'],
    ar: ['اسمع اصواتا', 'اصواتا'],
    dz: ['نسمع صوات', 'نسمع فالصوات', 'صوات ما يسمعهمش', 'نسمع حوايج'],
    dl: ['nesma swat', 'nsma aswat', 'nesma aswat', 'swat ma ysmaahomch', 'nesma hwayej'],
  },
  {
    id: 'anxiety',
    en: ['worried sick', 'worry so much', 'exam stress'],
    fr: ['stress des examens', 'angoisse du bac', 'peur de l examen'],
    ar: ['قلق الامتحان', 'قلق الامتحانات', 'خوف من الامتحان'],
    dz: ['القلق', 'قلق', 'القلق تاع الباك', 'الخوف من الباك'],
    dl: ['qalq', 'lqalq', 'l qalq', '9al9', 'l9al9', 'qalq ta bac', 'khouf ta bac'],
  },
  {
    id: 'ocd',
    en: ['wash my hands over and over', 'washing my hands all the time', 'cannot stop washing'],
    fr: ['lave les mains', 'laver les mains', 'je verifie sans arret'],
    ar: ['اغسل يدي كثيرا', 'غسل اليدين باستمرار', 'اعيد الوضوء', 'لا استطيع التوقف عن'],
    dz: ['نغسل يديا بزاف', 'نعاود نغسل', 'نعاود الوضوء', 'نعاود نشوف الباب'],
    dl: ['nghsel ydiya bzaf', 'naawed nghsel', 'naawed lwodou', 'nghsel ydi kol chwiya', 'naawed nchouf lbab'],
  },
  {
    id: 'nose',
    en: ['cannot smell', 'cant smell', 'lost my smell', 'no sense of smell', 'cannot taste', 'cant taste anything'],
    fr: ['je sens plus rien', 'ne sens plus les odeurs', 'perdu l odorat', 'perdu le gout', 'plus d odorat'],
    ar: ['فقدت حاسه الشم', 'فقدان الشم', 'لا اشم', 'فقدت حاسه التذوق', 'فقدان التذوق'],
    dz: ['ما نشم والو', 'ما نذوق والو', 'ما نشمش الريحه', 'ما نحس بالريحه'],
    dl: ['ma nchem walou', 'ma nchem', 'ma nedouq walou', 'ma ndouq walou', 'ma nhess b riha', 'ma nchem hatta riha'],
  },
  {
    id: 'skin_conditions',
    en: ['cracked skin', 'cracks', 'cracking skin', 'chapped', 'chapped hands'],
    fr: ['crevasses', 'gercures', 'peau qui craque', 'peau craquelee'],
    ar: ['تشقق الجلد', 'تشققات', 'تشقق اليدين'],
    dz: ['مشقق', 'مشققين', 'تشققو', 'يديا مشققين'],
    dl: ['mchaqaq', 'mcheqqin', 'tcheqqaq', 'mchaqqin', 'ydiya mchaqqin'],
  },
  {
    id: 'kidney_disease',
    en: ['kidney function', 'kidney function is dropping', 'kidney function keeps dropping', 'gfr'],
    fr: ['fonction renale', 'la fonction renale baisse', 'dfg', 'clairance'],
    ar: ['وظائف الكلى', 'وظيفه الكلى', 'ضعف الكلى'],
    dz: ['الكلاوي راهم يضعفو', 'الكلى راهي تضعف', 'الكلاوي ضعاف'],
    dl: ['fonction renale', 'klawi rahom ydhaafou', 'klawi dhafou'],
  },
  {
    // Glands in the neck and armpit are lymph nodes; 'lghodda' alone is the thyroid.
    id: 'blood_disease',
    en: ['glands in my neck and armpit', 'lumps in my neck and armpits'],
    fr: ['ganglions au cou et sous les bras', 'ganglions partout'],
    ar: ['غدد في الرقبه والابط', 'تضخم العقد'],
    dz: ['حبوب في رقبتي وتحت باطي', 'الغدد في رقبتي'],
    dl: ['ghodod', 'lghodod', 'ghoudoud'],
  },
  {
    // Third-person 'it hurts him / her', as relatives write for a patient.
    id: 'pain',
    en: ['it hurts him', 'it hurts her'],
    fr: ['il a mal', 'elle a mal'],
    ar: ['يؤلمه', 'يؤلمها', 'تؤلمه', 'تؤلمها'],
    dz: ['يوجعو', 'يوجعها', 'توجعو', 'توجعها', 'يوجعوه'],
    dl: ['yewjaou', 'ywjaou', 'tewjaou', 'twjaou', 'yewjaha', 'ywjaha', 'tewjaha', 'twjaha', 'yewjahom'],
  },
  {
    id: 'testicle',
    en: ['my testicle', 'his testicle'],
    fr: ['sa bourse', 'ses bourses', 'son testicule'],
    ar: ['خصيته', 'خصيتيه'],
    dz: ['البيضه تاعو', 'البيضه تاع', 'البيضه تاع ولدي'],
    dl: ['bayda ta', 'lbayda ta', 'bayda ntaa', 'bayda taa', 'bayda ta weldi'],
  },
];
