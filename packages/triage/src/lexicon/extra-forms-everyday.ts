import type { SurfaceForms } from './types.ts';

/**
 * Everyday wordings of common complaints: a broken tooth, bad breath, bleeding gums, floaters,
 * wanting a baby, work stress, feeling drained in the mind, a small burn, protein in the urine.
 */
// biome-ignore format: one line per language keeps each entry readable at a glance
// prettier-ignore
export const EXTRA_EVERYDAY_FORMS: SurfaceForms[] = [
  {
    id: 'tooth',
    en: ['chipped tooth', 'broken tooth', 'cracked tooth'],
    fr: ['dent cassee', 'dent ebrechee', 'dent fendue'],
    ar: ['كسر في السن', 'سني مكسور', 'انكسر سني', 'سن مكسور', 'كسر السن'],
    dz: ['تكسرت لي سنه', 'تكسرتلي سنه', 'تكسرت سني', 'سنتي', 'سنتي تكسرت', 'سني تكسر'],
    dl: ['sennti', 'senti', 'snti', 'tkasret sennti', 'tkasretli senna', 'senna'],
  },
  {
    id: 'gums_mouth',
    en: ['bad smell from my mouth', 'my breath smells', 'breath smells'],
    fr: ['haleine', 'mauvaise odeur de la bouche', 'bouche qui sent mauvais'],
    ar: ['رائحه الفم الكريهه', 'رائحه كريهه من الفم', 'نزيف من اللثه'],
    dz: ['ريحه فمي خايبه', 'فمي يفوح', 'ريحه خايبه من فمي', 'اللثه تسيل'],
    dl: ['riht fomi', 'riht fommi', 'rihet fommi', 'riht fomi khayba', 'riht fommi khayba', 'riha khayba', 'lata', 'llata', 'lata tsil', 'lata tsil demm'],
  },
  {
    id: 'vision',
    en: ['floaters in my eye', 'spots floating', 'things floating in my vision'],
    fr: ['corps flottants', 'corps flottant', 'points noirs qui flottent', 'filaments qui flottent'],
    ar: ['ذباب طائر', 'عوائم في العين', 'نقاط سوداء تطفو'],
    dz: ['نشوف الذبان', 'نشوف نقط كحلين', 'حوايج يطيرو قدام عيني'],
    dl: ['nchouf dbban', 'nchouf debban', 'nchouf nqat khal', 'nqat khal qoddam ainiya'],
  },
  {
    id: 'fertility',
    en: ['want to get pregnant', 'trying to get pregnant', 'not getting pregnant', 'want a baby'],
    fr: ['veux tomber enceinte', 'voudrais tomber enceinte', 'essaie de tomber enceinte', 'veux un enfant', 'veux un bebe'],
    ar: ['اريد ان احمل', 'ارغب في الحمل', 'احاول الحمل', 'لم يحدث الحمل'],
    dz: ['حابه نحمل', 'نحب نحمل', 'بغيت نحمل', 'حابين نجيبو', 'نحب نجيب ولد'],
    dl: ['nhab nhmel', 'nheb nhmel', 'nhab nahmel', 'nheb nahmel', 'habba nhmel', 'bghit nhmel', 'nhab njib drari'],
  },
  {
    id: 'anxiety',
    en: ['work stress', 'stress at work', 'pressure at work', 'pressure from work', 'stressed at work'],
    fr: ['stress au travail', 'pression au travail', 'pression du travail', 'surmenage'],
    ar: ['ضغط العمل', 'ضغوط العمل', 'ضغط الشغل', 'ضغط الدراسه', 'ضغوطات'],
    dz: ['ضغط الخدمه', 'ستراس تاع الخدمه', 'ضغط القرايه'],
    dl: ['stress ta lkhedma', 'pression ta lkhedma', 'dhaght lkhedma', 'daght lkhedma', 'stress f lkhedma'],
  },
  {
    id: 'sleep',
    en: ['sleep little', 'sleep very little', 'hardly sleep'],
    fr: ['dors peu', 'dors tres peu', 'dors mal'],
    ar: ['انام قليلا', 'نوم قليل', 'لا انام جيدا'],
    dz: ['نرقد شويه', 'ما نرقدش مليح'],
    dl: ['nrqod chwiya', 'ma nrqodch mlih'],
  },
  {
    id: 'depression',
    en: ['mentally exhausted', 'mentally tired', 'mentally drained', 'emotionally exhausted', 'emotionally drained'],
    fr: ['fatigue moralement', 'fatiguee moralement', 'epuise moralement', 'epuisee moralement', 'moral a zero', 'moral bas'],
    ar: ['متعب نفسيا', 'متعبه نفسيا', 'مرهق نفسيا', 'منهك نفسيا', 'تعبان نفسيا'],
    dz: ['عيان في نفسيتي', 'عيانه في نفسيتي', 'نفسيتي تعبانه', 'نفسيتي راهي طايحه', 'مورالي طايح'],
    dl: ['ayan f nafsiti', 'ayana f nafsiti', 'nafsiti tabana', 'nefsiti tayha', 'morali tayah', 'moral tayah'],
  },
  {
    id: 'burn_injury',
    en: ['small burn', 'a burn on', 'burnt myself', 'burned myself'],
    fr: ['petite brulure', 'me suis brule', 'me suis brulee'],
    ar: ['حرق بسيط', 'حرق صغير'],
    dz: ['تحرقت شويه', 'حرقه صغيره'],
    dl: ['thraqt chwiya', 'tharqet chwiya', 'hariqa sghira'],
  },
  {
    id: 'kidney_disease',
    en: ['protein in my urine', 'albumin in urine'],
    fr: ['proteines dans l urine', 'proteine dans les urines', 'albumine dans les urines'],
    ar: ['البروتين في البول', 'زلال في البول'],
    dz: ['البروتين في البول', 'بروتين فالبول', 'لالبومين في البول'],
    dl: ['proteine f lbol', 'proteine f bol', 'proteines f lbol', 'brotin f lbol', 'albumine f lbol', 'proteine'],
  },
  {
    id: 'weakness',
    dl: ['dhaif', 'dhaifa', 'dhiif', 'rani dhaif'],
  },
  {
    id: 'weight',
    en: ['getting thin', 'getting thinner'],
    fr: ['maigris', 'je maigris', 'amaigrissement'],
    ar: ['نحفت', 'انحف'],
    dz: ['نضعف', 'ضعفت', 'راني نضعف', 'راني ضعفت'],
    dl: ['nedhaf', 'ndhaf', 'dhaft', 'rani ndhaf'],
  },
  {
    id: 'intentional',
    en: ['a whole box', 'the whole box', 'a whole packet'],
    fr: ['toute ma boite', 'toute sa boite', 'toute une boite', 'ma boite entiere', 'tous mes cachets'],
    ar: ['علبه كامله من', 'كل العلبه'],
    dz: ['قاع الدوا', 'قاع الكاشيات', 'العلبه قاع'],
    dl: ['ga dwa', 'gaa dwa', 'la boite kamla', 'ga lboite'],
  },
  {
    id: 'swelling',
    en: ['swelled', 'swelled up', 'puffed up', 'blew up'],
    fr: ['gonflent', 'enflent', 'a gonfle', 'ont gonfle'],
    ar: ['تورمت', 'تورم', 'انتفخت', 'انتفخ', 'تنتفخ', 'يتورم', 'تتورم'],
    dz: ['تنفخو', 'تنفخت', 'تنفخلي', 'تنفخولي', 'نفخو'],
    dl: ['ntfkhou', 'ntfkhet', 'tnfkhou', 'ntfakhou', 'tnfakhli', 'nfakhou', 'tnfkhet'],
  },
  {
    id: 'blood',
    en: ['a lot of blood', 'lots of blood'],
    fr: ['beaucoup de sang'],
  },
  {
    id: 'move',
    en: ['moved', 'moving much'],
    fr: ['bouge plus', 'bouger'],
  },
  {
    id: 'face_droop',
    dz: ['فمو مال', 'فمها مال', 'وجهو مال', 'وجهها مال', 'فمي مال'],
    dl: ['fomou mal', 'fommou mal', 'fomha mal', 'wjhou mal', 'wjha mal', 'fommi mal'],
  },
  {
    id: 'dead_limb',
    dl: ['tqila', 'tqil', 'thqila', 'yeddou tqila', 'rjlou tqila'],
  },
  {
    id: 'headache',
    dl: ['rassi ywjani', 'rassi yojani', 'rassi ydreb', 'rassi yadrab', 'rassi yqatel'],
  },
  {
    id: 'sudden',
    dl: ['fja', 'fjaa', 'b lfja'],
  },
];
