import type { Concept, SurfaceForms } from './types.ts';

/**
 * Everyday signs that had no concept: pale stools (the liver), a twitching face, swelling that
 * comes by the evening (the heart or the veins), urine that cannot be held (not retention), a
 * crying baby (not a fit: 'cries' is not 'crise').
 */
// Not formatted: one line per language keeps each entry readable at a glance.
// prettier-ignore
export const RANKING_CONCEPTS: Concept[] = [
  {
    id: 'pale_stool',
    w: { GAS: 3.5, HEM: -0.8 },
    en: ['pale stool', 'pale stools', 'pale poo', 'poo is very pale', 'poo is pale', 'white stool', 'clay coloured stool', 'light coloured stool'],
    fr: ['selles decolorees', 'selles blanches', 'selles claires', 'selles pales'],
    ar: ['براز فاتح', 'براز ابيض', 'براز شاحب'],
    dz: ['الطواليت بيضا', 'البراز ابيض', 'الخرج ابيض'],
    dl: ['selles bidin', 'selles blanches', 'twalet bida', 'selles decolorees'],
  },
  {
    id: 'twitch',
    w: { NEU: 2.5 },
    en: ['twitch', 'twitches', 'twitching', 'spasm', 'spasms', 'tic', 'tics', 'eyelid jumps'],
    fr: ['tic', 'tics', 'spasme', 'spasmes', 'tressaute', 'la paupiere saute', 'sautille'],
    ar: ['رعشه في الوجه', 'ارتعاش الجفن', 'رفه العين', 'تشنج عضلي', 'رمش لا ارادي'],
    dz: ['يرمش', 'ترمش', 'يرف', 'ترف', 'يترعش', 'نرمش'],
    dl: ['yremmech', 'tremmech', 'yremech', 'tremech', 'yerf', 'terf', 'tic nerveux'],
  },
  {
    // Legs or ankles that swell by the end of the day: the heart or the veins, not a joint.
    id: 'evening',
    w: {},
    en: ['by the evening', 'in the evening', 'at the end of the day', 'by evening', 'evenings'],
    fr: ['le soir', 'en fin de journee', 'en soiree'],
    ar: ['في المساء', 'مساء', 'اخر النهار', 'في اخر اليوم'],
    dz: ['في العشيه', 'فالعشيه', 'العشيه', 'في الليل'],
    dl: ['f lachiya', 'f laachiya', 'laachiya', 'lachiya', 'f lil'],
  },
  {
    // Urine that cannot be held is incontinence: never the retention emergency.
    id: 'incontinence',
    w: { URO: 3.4, GYN: 0.3 },
    en: ['cannot hold my urine', 'cant hold my urine', 'hold my urine', 'hold my pee', 'wet myself', 'leak urine', 'leak when i cough', 'leak when i laugh', 'bladder leaks'],
    fr: ['fuites urinaires', 'fuite d urine', 'fuites d urine', 'retenir mes urines', 'retenir l urine', 'je me fais pipi dessus'],
    ar: ['سلس البول', 'عدم التحكم في البول', 'التحكم في البول', 'تسرب البول', 'تسرب البول عند السعال'],
    dz: ['نحبس البول', 'نحبس روحي', 'يهربلي البول', 'البول يهرب', 'نبول على روحي'],
    dl: ['nhbes lbol', 'nhbes rouhi', 'yhrebli lbol', 'lbol yhreb', 'nbol ala rouhi'],
  },
  {
    // Joints stiff on waking are inflamed; used only with a stiffness (combos.ts).
    id: 'morning',
    w: {},
    en: ['in the morning', 'in the mornings', 'when i wake up', 'on waking'],
    fr: ['le matin', 'au reveil', 'les matins'],
    ar: ['في الصباح', 'صباحا', 'عند الاستيقاظ'],
    dz: ['في الصباح', 'فالصباح', 'كي نوض', 'كي ننوض'],
    dl: ['f sbah', 'f sbeh', 'fel sbah', 'ki nnoud', 'ki nod'],
  },
  {
    id: 'restless_legs',
    w: { NEU: 3.5 },
    en: ['restless legs', 'restless leg', 'legs are restless', 'urge to move my legs', 'legs will not keep still'],
    fr: ['jambes sans repos', 'impatiences', 'impatiences dans les jambes', 'jambes qui bougent toutes seules'],
    ar: ['متلازمه تململ الساقين', 'تململ الساقين', 'رغبه في تحريك الساقين'],
    dz: ['رجليا ما يهدنوش', 'رجليا يتحركو وحدهم', 'ما نقدرش نحبس رجليا'],
    dl: ['rjliya ma yhednouch', 'rjliya ythrkou wahdhom', 'ma nqderch nhbes rjliya'],
  },
  {
    id: 'anger',
    w: { PSY: 3 },
    en: ['angry', 'anger', 'rage', 'temper', 'lose my temper', 'break things', 'aggressive', 'irritable'],
    fr: ['colere', 'en colere', 'agressif', 'agressive', 'je casse tout', 'irritable', 'crises de colere'],
    ar: ['غضب', 'نوبات غضب', 'عدواني', 'عدوانيه', 'سريع الغضب', 'اكسر الاشياء'],
    dz: ['نتغشش', 'نغشش بالزربه', 'مغشوش ديما', 'نكسر الحوايج', 'يتغشش'],
    dl: ['ntghachech', 'nghachech', 'mghachech', 'nkesser lhwayej', 'ytghachech'],
  },
  {
    id: 'vitamin_d',
    w: { END: 3, RHU: 0.8 },
    en: ['vitamin d', 'vitamin d deficiency', 'low vitamin d'],
    fr: ['vitamine d', 'carence en vitamine d', 'manque de vitamine d'],
    ar: ['فيتامين د', 'نقص فيتامين د', 'فيتامين دال'],
    dz: ['الفيتامين د', 'فيتامين دي', 'الفيتامين دي'],
    dl: ['vitamine d', 'vitamin d', 'vitamine di'],
  },
  {
    id: 'crying',
    w: { PED: 0.3, PSY: 0.3 },
    en: ['cries', 'cry', 'crying', 'cries a lot', 'keeps crying', 'crying all the time'],
    fr: ['pleure', 'pleure beaucoup', 'pleure tout le temps', 'pleurs'],
    ar: ['يبكي', 'تبكي', 'بكاء', 'يبكي كثيرا'],
    dz: ['يبكي', 'تبكي', 'يبكي بزاف', 'ديما يبكي'],
    dl: ['ybki', 'tebki', 'ybki bzaf', 'dima ybki'],
  },
];

/**
 * Everyday wordings that sent a complaint to the wrong specialty: voices nobody else hears,
 * worry said as 'l9al9', hands washed over and over, smell and taste gone, cracked skin,
 * failing kidneys in plain words, glands in the neck and armpit, a testicle called 'lbayda'.
 */
// Not formatted: one line per language keeps each entry readable at a glance.
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
  { id: 'diarrhea', dz: ['نسهل', 'يسهل', 'تسهل', 'سهلت', 'يسهلو', 'راني نسهل'], dl: ['nsahel', 'ysahel', 'tsahel', 'sahelt', 'nsahhel', 'ysahhel'] },
  { id: 'nose', en: ['snot', 'green snot', 'thick snot', 'nasal discharge'], fr: ['morve', 'ecoulement nasal'], ar: ['افرازات الانف', 'مخاط الانف'], dz: ['المخاط', 'الخنونه', 'خنونه'], dl: ['mkhat', 'khnouna', 'lkhnouna'] },
  { id: 'urinary_symptoms', en: ['weak stream', 'stream is weak', 'dribble', 'dribbling', 'weak flow', 'trouble starting to pee'], fr: ['jet faible', 'goutte a goutte', 'mal a vider ma vessie', 'vider la vessie'], ar: ['ضعف تدفق البول', 'تقطير البول', 'ضعف البول'], dz: ['البول يخرج شويه شويه', 'البول ضعيف', 'نقطر'], dl: ['lbol yekhrej chwiya chwiya', 'lbol dhaif', 'nqatar'] },
  { id: 'swelling', dz: ['ينتفخو', 'ينتفخ', 'تنتفخ', 'ينتفخوا'], dl: ['yentefkhou', 'yntfkhou', 'tentfekh', 'yentfekh'] },
  { id: 'depression', en: ['life has no meaning', 'no meaning', 'life is pointless', 'hopeless', 'worthless'], fr: ['la vie n a plus de sens', 'plus de sens', 'sans espoir', 'je ne sers a rien'], ar: ['الحياه بلا معنى', 'لا معنى لحياتي', 'فقدت الامل', 'يائس', 'يائسه'], dz: ['الحياه ما عندها حتى معنى', 'ما عندي حتى امل', 'قاطع الياس', 'قاطعه الياس'], dl: ['hyati ma andha hatta maana', 'ma andi hatta amal', 'qatea lyas', 'qataa lyas'] },
  { id: 'blood_disease', en: ['white cells', 'white cell count', 'low white cells', 'neutrophils'], fr: ['globules blancs bas', 'neutropenie'], ar: ['نقص الكريات البيضاء', 'الكريات البيض'], dz: ['الغلوبيل البيض', 'الغلوبيل البيض ناقصين'], dl: ['globules blancs', 'globil bidin'] },
  { id: 'hormones', en: ['too much hair', 'hair on my face', 'facial hair', 'hair on my chin'], fr: ['poils sur le visage', 'pilosite', 'trop de poils'], ar: ['شعر زائد', 'شعر في الوجه', 'الشعر الزائد'], dz: ['الشعر في وجهي', 'الشعر الزايد'], dl: ['chaar f wjhi', 'poils f wjhi', 'chaar zayed'] },
  { id: 'bruising', dz: ['نتزرق', 'يتزرق', 'تتزرق', 'نتزرقو'], dl: ['ntzreq', 'ntzarraq', 'ytzreq', 'ttzreq'] },
  { id: 'depression', dz: ['مدبرس', 'مدبرسه', 'مدبريمي', 'الدبريسيون', 'دبريسيون'], dl: ['mdebres', 'mdabres', 'mdebresa', 'mdabresa'] },
  { id: 'rash', en: ['patch', 'red patch', 'itchy patch'], fr: ['plaque rouge', 'une plaque'] },
  { id: 'skin_conditions', ar: ['القوباء الحلقيه', 'سعفه'], dz: ['الحزاز', 'حزاز', 'القرع'], dl: ['hzaz', 'lhzaz', 'qraa'] },
  { id: 'stiff', dz: ['يتبسو', 'يتبس', 'تتبس', 'يبسو', 'يابسين'], dl: ['ytebsou', 'ytbess', 'ttbess', 'ybsou', 'yabsin'] },
  { id: 'limb', ar: ['اليدين', 'يدين'], dz: ['اليدين', 'يدين'] },
  {
    id: 'testicle',
    en: ['my testicle', 'his testicle'],
    fr: ['sa bourse', 'ses bourses', 'son testicule'],
    ar: ['خصيته', 'خصيتيه'],
    dz: ['البيضه تاعو', 'البيضه تاع', 'البيضه تاع ولدي'],
    dl: ['bayda ta', 'lbayda ta', 'bayda ntaa', 'bayda taa', 'bayda ta weldi'],
  },
];
