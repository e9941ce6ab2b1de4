import type { Concept } from './types.ts';

/** Kidney disease goes to nephrology; the urinary tract, stones and male organs to urology. */
// Not formatted: one line per language keeps each entry readable at a glance.
// prettier-ignore
export const URINARY: Concept[] = [
  {
    id: 'kidney',
    w: { NEP: 2.8, URO: 1.4 },
    en: ['kidney', 'kidneys', 'renal', 'nephrologist'],
    fr: ['rein', 'reins', 'renal', 'renale', 'nephrologue'],
    ar: ['الكليتين', 'كليتين', 'كليتاي', 'كلى', 'الكلى', 'كليه', 'الكليه', 'كليتي', 'كلوي', 'الكلوي'],
    dz: ['الكلاوي', 'كلاوي', 'كلاويا', 'الكلوه', 'كلوتي', 'الكليه', 'الكلوي', 'كلاويها', 'كلاويه', 'كلاويه', 'كلوتها', 'كلوتو'],
    dl: ['klawi', 'klaoui', 'lklawi', 'klawiya', 'kelwa', 'kilwa', 'kalwa', 'klwa', 'kelwti', 'kilya', 'klia', 'lklia', 'lkilya', 'reins', 'rein', 'kelawiha', 'klawiha', 'kelawih', 'klawih', 'kelawi', 'kelawiya', 'kelwtha', 'kelwtou', 'kelyati', 'kelyat', 'kilyati', 'klyati'],
  },
  {
    // Urine that comes out red: the urologist looks for the blood, a food that colours it or not.
    // The French colour inside Darija ('البول تاعي ولا روج', 'bouli rouge') is the same red.
    id: 'red_urine',
    w: { URO: 3.2 },
    en: ['red urine', 'peed red', 'pee was red', 'urine was red', 'red pee', 'urine is red', 'pink urine', 'pee is red', 'my pee is red', 'urine came out red', 'pee turned red', 'urine turned red', 'my pee turned red', 'my urine turned red', 'pee went red', 'urine went red'],
    fr: ['urines rouges', 'urine rouge', 'pipi rouge', 'urine rose', 'urines roses', 'pipi est rouge', 'urine est rouge', 'les urines sont rouges', 'mes urines sont rouges', 'urine rouge vif'],
    ar: ['بول احمر', 'البول احمر', 'لون البول احمر', 'البول تاعي أحمر', 'بولي احمر', 'بولي صار احمر', 'صار البول احمر', 'اصبح البول احمر', 'اصبح بولي احمر', 'لون بولي احمر'],
    dz: ['بولت حمر', 'بولت احمر', 'البول تاعي حمر', 'البول حمر', 'البول تاعي احمر', 'بولت حمرا', 'البول طلع احمر', 'البول طلع حمر', 'البول تاعي طلع احمر', 'البول روج', 'بولي روج', 'البول تاعي روج', 'البول تاعي ولا روج', 'بولي ولا روج', 'البول ولا روج', 'البول ولا حمر', 'بولي ولا حمر', 'البول تاعي ولا حمر'],
    dl: ['bol ta3i 7mer', 'lbol 7mer', 'bol 7mer', 'bol ta3i hmer', 'bolt 7mer', 'boult 7mer', 'bolt hmer', 'boult hmer', 'bolt 7amra', 'lboul 7mer', 'boul 7mer', 'lbol wla 7mer', 'bol rouge', 'lbol rouge', 'lboul rouge'],
  },
  {
    // A cyst, wherever it is: no doctor by itself; with the kidneys named it is a kidney cyst
    // (derived.ts), whatever words stand between them ('kystes sur les 2 reins').
    id: 'cyst',
    w: {},
    en: ['cyst', 'cysts'],
    fr: ['kyste'],
    ar: ['كيسه', 'كيسات', 'تكيسات', 'كيس مائي', 'اكياس مائيه'],
    dz: ['كيست', 'الكيست', 'كيستات', 'الكيستات'],
    dl: ['kyste', 'kist', 'kistat'],
  },
  {
    // Cysts in the kidneys (one simple cyst, or the family's polycystic kidneys): the kidneys', never the ovary's.
    id: 'kidney_cyst',
    w: { NEP: 4, URO: 2 },
    en: ['kidney cyst', 'kidney cysts', 'cyst on my kidney', 'cysts on my kidneys', 'cyst in my kidney', 'polycystic kidney', 'polycystic kidneys', 'polycystic kidney disease'],
    fr: ['kyste au rein', 'kyste aux reins', 'kyste renal', 'kyste sur le rein', 'reins polykystiques', 'polykystose renale', 'polykystose'],
    ar: ['كيس في الكليه', 'كيسات في الكليتين', 'كيسات في الكلى', 'كيس في الكلى', 'اكياس في الكلى', 'تكيس الكلى', 'الكلى المتعدده الكيسات'],
    dz: ['كيست فالكلوه', 'الكيستات فالكلاوي', 'كيستات فالكلاوي', 'كيست في الكلوه', 'الكيست فالكلوه'],
    dl: ['kyste f kelwa', 'kyste f klawi', 'kyste sghir f kelwa', 'kist f kelwa', 'reins polykystiques'],
  },
  {
    id: 'flank',
    w: { URO: 2, NEP: 0.8, ORT: 0.4 },
    en: ['flank', 'side of my back'],
    fr: ['flanc', 'cote du dos'],
    ar: ['الخاصره', 'خاصره', 'خاصرتي', 'الجنب'],
    dz: ['جنبي', 'الجنب', 'جنابي', 'الخاصره'],
    dl: ['janbi', 'jenbi', 'janb', 'jnabi'],
  },
  {
    // Arabic and Darija 'الجنب' is also 'the side' of an ankle, or one lies or falls on it: then a
    // place, not the flank. English and French do not share the word, so have no forms here.
    id: 'on_the_side',
    w: {},
    ar: ['من الجنب', 'على الجنب', 'على جنبي', 'على جنبه', 'على جنبها'],
    dz: ['من الجنب', 'على الجنب', 'عالجنب', 'على جنبي', 'على جنبو', 'على جنبها', 'من جنب'],
    dl: ['mel janb', 'men janb', 'mn janb', '3la janb', '3la janbi', '3la jenbi', '3la janbou', '3la janbha'],
  },
  {
    id: 'bedwetting',
    w: { PED: 2.5, URO: 1.2 },
    en: ['wets the bed', 'wetting the bed', 'bedwetting', 'bed wetting', 'pees in bed'],
    fr: ['pipi au lit', 'enuresie', 'mouille son lit', 'fait pipi dans son lit'],
    ar: ['التبول في الفراش', 'يتبول في الفراش', 'تتبول في الفراش', 'التبول اللاارادي'],
    dz: ['يبول في الفراش', 'يبول في الفرش', 'تبول في الفراش', 'يبول على روحو في الليل'],
    dl: ['ybol f ferch', 'ybol f frach', 'ybowel f ferch', 'tbol f ferch', 'ybol f lfrach'],
  },
  {
    id: 'kidney_disease',
    w: { NEP: 4 },
    en: ['foam in my pee', 'foamy pee', 'bubbles in my urine', 'foamy urine', 'foamy', 'frothy', 'foaming', 'bubbly urine', 'foam in the urine', 'foam in my urine', 'pee has lots of foam', 'pee has foam', 'urine has foam', 'foam like soap', 'kidney failure', 'renal failure', 'dialysis', 'hemodialysis', 'haemodialysis', 'hemodialyse', 'on dialysis', 'creatinine', 'protein in urine', 'proteinuria', 'nephrotic', 'kidney disease', 'glomerulonephritis', 'urea', 'foamy urine', 'frothy urine', 'pee foam', 'foam in urine', 'not peeing much', 'little urine', 'peeing less', 'less urine', 'protein in my urine', 'albumin in urine', 'kidney function', 'kidney transplant', 'transplanted kidney', 'kidney function is dropping', 'kidney function keeps dropping', 'gfr', 'one kidney', 'only one kidney', 'gave a kidney', 'donated a kidney', 'kidney donor', 'kidneys are weak', 'kidneys not working well'],
    fr: ['mousse', 'de la mousse', 'traces de proteines', 'insuffisance renale', 'dialyse', 'hemodialyse', 'dialysee', 'creatinine', 'proteinurie', 'proteines dans les urines', 'albumine', 'nephrotique', 'maladie renale', 'glomerulonephrite', 'uree', 'urines mousseuses', 'urine mousseuse', 'moussent', 'mousseuses', 'urines qui moussent', 'urine peu', 'peu d urine', 'oligurie', 'proteines dans l urine', 'proteine dans les urines', 'albumine dans les urines', 'fonction renale', 'greffe renale', 'greffe de rein', 'greffe du rein', 'greffe rein', 'greffe', 'la fonction renale baisse', 'dfg', 'clairance', 'un seul rein', 'rein unique', 'donne un rein', 'donneur de rein', 'donneuse de rein'],
    ar: ['بول رغوي', 'البول رغوي', 'رغوي', 'فشل كلوي', 'طبيب الكلى', 'اخصائي الكلى', 'طبيب كلى', 'مريض كلى', 'مريضه كلى', 'مريض بالكلى', 'مريضه بالكلى', 'الفشل الكلوي', 'قصور كلوي', 'غسيل الكلى', 'غسيل كلوي', 'تصفيه', 'الكرياتينين', 'كرياتينين', 'زلال', 'بروتين في البول', 'اليوريا', 'رغوه في البول', 'قله البول', 'البول قليل', 'نقص البول', 'البروتين في البول', 'زلال في البول', 'وظائف الكلى', 'وظيفه الكلى', 'ضعف الكلى', 'الغسيل الكلوي', 'زرع الكلى', 'زراعه الكلى', 'زرع كليه', 'زراعه كليه', 'كليه واحده', 'تبرع بكليه', 'تبرعت بكليه', 'الكلى لا تعمل جيدا', 'الكلى ضعيفه'],
    dz: ['الدياليز', 'دياليز', 'يغسل الكلى', 'تغسل الكلى', 'الهيموديالیز', 'التصفيه', 'الكرياتينين', 'الكلاوي حابسين', 'الكلاوي ما يخدموش', 'لالبومين', 'البول فيه رغوه', 'البول فيه الرغوه', 'رغوه فالبول', 'الرغوه فالبول', 'البول يرغي', 'البول قليل', 'البول نتاعي قليل', 'نبول شويه', 'ما نبولش بزاف', 'البروتين في البول', 'بروتين فالبول', 'لالبومين في البول', 'الكلاوي راهم يضعفو', 'الكلى راهي تضعف', 'زرعت الكلوه', 'الغريف', 'غريف', 'كلوه وحده', 'كليه وحده', 'عطات كليه', 'عطا كليه', 'عطيت كليه', 'الكلاوي ما راهمش يخدمو', 'الكلاوي ضعاف', 'ما درتش الدياليز', 'ما دارش الدياليز', 'ما دارتش الدياليز', 'ما درتش دياليز', 'ما دارش دياليز', 'ما دارتش دياليز', 'ما درتش الغسيل', 'ما دارش الغسيل', 'ما دارتش الغسيل'],
    dl: ['mousse', 'fih mousse', 'fih rghwa', 'fih raghwa', 'fih rghoua', 'rghoua', 'reghwa', 'yerghi', 'yreghi', 'moussant', 'dialyse', 'dializ', 'hemodialyse', 'dialyz', 'tasfiya', 'creatinine', 'kreatinin', 'klawi habsin', 'klawi ma ykhdmouch', 'albumine', 'insuffisance renale', 'uree', 'rgwa', 'rghwa', 'raghwa', 'nbowel chwiya', 'nboul chwiya', 'lbol qlil', 'bol qlil', 'ma nbowelch bzaf', 'proteine f lbol', 'proteine f bol', 'proteines f lbol', 'brotin f lbol', 'albumine f lbol', 'proteine', 'fonction renale', 'klawi rahom ydhaafou', 'klawi dhafou', 'greffe', 'greffe renale', 'greff', 'kalwa wa7da', 'kelwa wa7da', 'klwa wahda', 'kalwa wahda', '3tat kelwa', '3tit kelwa', 'kelawiha de3af', 'creat', 'créat', 'kreat', 'ma dertch dialyse', 'ma drtch dialyse', 'ma darch dialyse', 'ma dartch dialyse', 'ma dertch la dialyse', 'ma darch la dialyse', 'ma dartch la dialyse', 'ma dertch dyaliz', 'ma darch dyaliz', 'ma dartch dyaliz'],
  },
  {
    // A dialysis session missed or skipped (said around the word for dialysis or a session).
    id: 'missed_session',
    w: {},
    en: ['missed', 'skipped', 'missed 2 sessions', 'missed 2', 'n missed', 'and missed', 'missed a session', 'missed my session', 'missed two sessions', 'missed sessions', 'skipped a session', 'did not go to', 'didnt go to', 'couldnt go to', 'could not go to', 'couldnt make it to', 'didnt do', 'did not do', 'skipped my'],
    fr: ['rate une seance', 'rate 2 seances', 'rate deux seances', 'rate ma seance', 'rate sa seance', 'rate la seance', 'manque une seance', 'pas fait ma', 'pas fait sa', 'pas alle a la', 'seance ratee', 'seances ratees', 'sautee une seance', 'pas pu aller', 'pas pu y aller', 'loupe une seance', 'pas fait', 'loupe', 'rate', 'a rate 2 seances', 'a rate deux seances', 'a manque 2 seances', 'manque deux seances', 'manque 2 seances', 'pas fait ses seances'],
    ar: ['فاتته الحصه', 'فاتتها الحصه', 'فاتتني الحصه', 'فاتته جلسه', 'فاتتني جلسه', 'فوت الحصه', 'فوت جلسه', 'تغيب عن الحصه', 'لم يذهب الى', 'لم تذهب الى', 'لم اذهب الى', 'لم استطع الذهاب', 'لم يستطع الذهاب', 'لم تستطع الذهاب', 'فاتتني جلستان', 'فاتتني جلستين', 'فاتته جلستان', 'لم اقم بالغسيل', 'فاتته حصتين', 'فاتته حصتان', 'فاتتها حصتين', 'فاتتني حصتين', 'فاتته حصه', 'فاتتها حصه', 'فاتتني حصه', 'لم يذهب للغسيل', 'لم تذهب للغسيل', 'لم اذهب للغسيل', 'لم يقم بالغسيل', 'فاتتها جلستان', 'فاتته جلستان', 'فاتتها جلسات', 'فاتته جلسات', 'فاتتني جلسات', 'فاتتها جلسه', 'فاتت حصتين', 'فاتتها حصتان', 'تغيبت عن حصتين', 'تغيب عن حصتين', 'لم يقم بحصتين', 'لم تقم بحصتين', 'فاتته حصتا'],
    dz: ['ما راحتش', 'ما راحش', 'ما رحتش', 'فاتتني السيونس', 'فاتتو السيونس', 'فاتتها السيونس', 'ما درتش السيونس', 'ما دارش السيونس', 'ما دارتش السيونس', 'ما قدرتش نروح', 'ما قدرش يروح', 'ما قدرتش تروح', 'فاتني', 'فاتوه', 'فاتوها', 'فاتوني', 'فاتتو', 'فاتوه جوج سيونس', 'فاتو عليه', 'فاتو عليها', 'فاتو عليا', 'فاتو عليه زوج سيونسات', 'فاتتو زوج سيونسات', 'راطا السيونس', 'راطيت السيونس', 'فاتتو حصتين', 'فاتتني جوج حصص', 'فاتتو جوج حصص', 'فاتتها جوج حصص', 'فاتتني زوج حصص', 'فاتوني جوج حصص', 'فاتته جوج حصص', 'فاتتو حصه', 'فاتتني حصه', 'فاتتو سيونس', 'فاتتها سيونس وحده', 'فاتتني', 'فاتتها', 'فاتتو', 'فاتوها', 'فاتوه', 'فاتوني', 'سيونص', 'السيونص', 'جوج سيونص', 'فاتت 2 سيونسات', 'فاتت جوج سيونسات', 'فاتت زوج سيونسات', 'فاتو 2 سيونس', 'فاتو جوج سيونس', 'فاتت 2 حصص', 'فاتت جوج حصص', 'فاتت السيونس', 'ما درتش الدياليز', 'ما دارش الدياليز', 'ما دارتش الدياليز', 'ما درتش دياليز', 'ما دارش دياليز', 'ما دارتش دياليز', 'ما درتش الغسيل', 'ما دارش الغسيل', 'ما دارتش الغسيل'],
    dl: ['fatetni seance', 'fatetni séance', 'fatetou seance', 'fatetha seance', 'ma drtch seance', 'ma dertch seance', 'ma darch seance', 'ma dartch seance', 'ma rohtch', 'ma ro7tch', 'ma rahtch', 'ma ra7tch', 'ma 9dertch nrou7', 'ma qdertch nrouh', 'ma 9derch yrou7', 'fatetni', 'fatouh', 'fatouha', 'fatouni', 'fatetou', 'fatouh zouj seances', 'rata seance', 'ratit seance', 'ratat seance', 'rata', 'ratit', 'ratat', 'fatou 3lih', 'fatou alih', 'fatou 3liha', 'rata zouj seances', 'rat seance', 'fattou', 'fattouh', 'fattetou', 'fattou 2 seances', 'fatouh 2 seances', 'fattetni', 'fatetli', 'fatouli', 'fatetha', 'fatethom', 'fatetha 2 seances', 'fatetha jouj seances', 'fatet 2 seances', 'fatet zouj seances', 'fatet jouj seances', 'fatet seance', 'fatet 3 seances', 'fatet deux seances', 'fatou 2 seances', 'fatouha 2 seances', 'fatouh jouj seances', 'ratat 2 seances', 'ratet 2 seances', 'rata 2 seances', 'ma dertch dialyse', 'ma drtch dialyse', 'ma darch dialyse', 'ma dartch dialyse', 'ma dertch la dialyse', 'ma darch la dialyse', 'ma dartch la dialyse', 'ma dertch dyaliz', 'ma darch dyaliz', 'ma dartch dyaliz'],
  },
  {
    id: 'urine',
    w: { URO: 2.6, NEP: 0.6 },
    en: ['peed', 'pees', 'urine', 'urinate', 'urinating', 'urination', 'pee', 'peeing', 'bladder', 'urinary', 'when i pee', 'pass water'],
    fr: ['urine', 'urines', 'uriner', 'pipi', 'vessie', 'urinaire', 'miction', 'mictions', 'en urinant', 'faire pipi'],
    ar: ['بول', 'البول', 'التبول', 'تبول', 'المثانه', 'مثانه', 'البوليه', 'المسالك البوليه'],
    dz: ['البول', 'بول', 'نبول', 'يبول', 'تبول', 'يبولش', 'نبولش', 'نبوّل', 'كي نبول', 'الشيشي', 'نبيبي', 'المثانه', 'نزرع'],
    dl: ['bol', 'boul', 'lbol', 'lboul', 'bwel', 'nbowel', 'ybowel', 'tbowel', 'ybowelch', 'nboul', 'nbawal', 'nbawel', 'ki nbowel', 'ki nboul', 'pipi', 'chichi', 'urine', 'vessie', 'nbol', 'ybol', 'tbol', 'nbolch', 'ybolch', 'nboll', 'bolt', 'boult', 'bouleet'],
  },
  {
    id: 'urinary_symptoms',
    w: { URO: 3.4, INF: 0.4, GYN: 0.2 },
    en: ['burning when i pee', 'burning urination', 'painful urination', 'uti', 'urinary infection', 'urinary tract infection', 'cystitis', 'frequent urination', 'pee a lot', 'peeing a lot', 'leaking urine', 'incontinence', 'blood in urine', 'blood in my urine', 'weak stream', 'urinary infections', 'bladder infections', 'urine infections', 'stream is weak', 'dribble', 'dribbling', 'weak flow', 'trouble starting to pee', 'pee comes out weak', 'not emptying my bladder', 'bladder never feels empty', 'feel i havent finished peeing', 'get up at night to pee', 'wake up at night to pee', 'gets up at night to pee', 'peeing all the time', 'pees all the time', 'pee all the time', 'peeing so much', 'pees a lot'],
    fr: ['brulure en urinant', 'brulures urinaires', 'brule quand j urine', 'infection urinaire', 'cystite', 'envie frequente d uriner', 'urine souvent', 'fuites urinaires', 'incontinence', 'sang dans les urines', 'sang dans l urine', 'jet faible', 'infections urinaires', 'urinaire', 'urinaires', 'goutte a goutte', 'mal a vider ma vessie', 'vider la vessie', 'jet urinaire faible', 'le jet est faible', 'vidange incomplete', 'impression de ne pas avoir fini d uriner', 'je me leve la nuit pour uriner', 'me lever la nuit pour uriner', 'se leve la nuit pour uriner', 'il se leve pour uriner', 'pipi tout le temps', 'fait pipi tout le temps', 'fait pipi souvent', 'urine tout le temps', 'urine beaucoup'],
    ar: ['حرقه في البول', 'حرقه البول', 'حرقان البول', 'التهاب المسالك', 'التهاب المثانه', 'كثره التبول', 'سلس البول', 'دم في البول', 'صعوبه التبول', 'التهابات المسالك البوليه', 'التهاب المسالك البوليه', 'ضعف تدفق البول', 'تقطير البول', 'ضعف البول', 'البول يخرج ضعيف', 'البول ضعيف', 'عدم افراغ المثانه', 'لا احس اني افرغت المثانه', 'استيقظ في الليل للتبول', 'اقوم في الليل للتبول', 'يقوم للتبول', 'يستيقظ ليلا للتبول', 'يتبول كثيرا', 'تتبول كثيرا', 'يتبول باستمرار', 'تتبول باستمرار', 'اتبول كثيرا', 'يتبول كثير', 'تتبول كثير'],
    dz: ['يحرقني البول', 'البول يحرق', 'حرقه كي نبول', 'نبول بزاف', 'نبول كل شويه', 'الدم في البول', 'البول يهرب', 'البول يخرج شويه شويه', 'البول ضعيف', 'نقطر', 'البول يخرج ضعيف', 'ما نحسش روحي كملت', 'ما نحسش روحي كملت البول', 'نوض في الليل نبول', 'نوض فالليل نبول', 'نناض فالليل نبول', 'يقوم يبول', 'نقوم نبول', 'تقوم تبول', 'يناض يبول', 'نناض نبول', 'يوض يبول', 'البول يخرج بالشويه', 'يخرج بالشويه', 'يبول بزاف', 'تبول بزاف', 'يبول كل شويه', 'تبول كل شويه'],
    dl: ['yharqni lbol', 'lbol yharaq', 'hriqa ki nbowel', 'harqa ki nboul', 'nbowel bzaf', 'nboul bezaf', 'nbowel kol chwiya', 'dem fel bol', 'dem f lbol', 'infection urinaire', 'anfeksyon irinir', 'cystite', 'infections urinaires', 'lbol yekhrej chwiya chwiya', 'lbol dhaif', 'nqatar', 'nbol kol chwiya', 'nboul kol chwiya', 'nbol kol dqiqa', 'lbol yekhrej dh3if', 'lboul yekhrej d3if', 'ma n7essch rou7i kamelt', 'nnod f lil nbowel', 'nnod fellil nboul', 'nnod b lil nbowel', 'y9oum ybowel', 'n9oum nbowel', 'ynod ybowel', 'ynod yboul', 'lbol yekhrej bechwiya', 'lbol ykhrej b chwiya', 'ybol bzaf', 'tbol bzaf', 'nbol bzaf', 'ybol kol chwiya', 'tbol kol chwiya'],
  },
  {
    // A tube in the bladder: what it does not drain is retained.
    id: 'catheter',
    w: { URO: 2.5 },
    en: ['catheter', 'urinary catheter', 'foley', 'foley catheter', 'urine bag', 'catheter bag'],
    fr: ['sonde', 'sonde urinaire', 'sonde vesicale', 'poche a urine', 'poche de la sonde'],
    ar: ['قسطره', 'القسطره', 'قسطره بوليه', 'القسطره البوليه', 'كيس البول', 'مسبار بولي'],
    dz: ['السوند', 'سوند', 'السونده', 'سونده', 'الصاشي تاع البول', 'البوش تاع البول'],
    dl: ['sonde', 'sonde urinaire', 'sond', 'sounda', 'la sonde', 'poche ta3 lbol', 'sachet ta3 lbol'],
  },
  {
    // What a tube or a wound lets out: denied, nothing drains ('ma rahich tsob walou').
    id: 'drains',
    w: {},
    en: ['draining', 'drains', 'drained', 'flowing'],
    fr: ['coule', 'draine', 'se vide'],
    ar: ['يصب', 'تصب', 'يقطر', 'تقطر'],
    dz: ['تصب', 'يصب', 'تقطر', 'يقطر'],
    dl: ['tsob', 'ysob', 't9ater', 'y9ater', 'tqater'],
  },
  {
    // Nothing drains: said outright ('blocked'), or as a denied 'drains' (NEGATED_MEANS).
    id: 'not_draining',
    w: { URO: 1 },
    en: ['not draining', 'nothing draining', 'blocked catheter', 'catheter is blocked', 'bag is empty', 'nothing in the bag'],
    fr: ['sonde bouchee', 'bouchee', 'poche vide', 'rien dans la poche', 'ne coule plus'],
    ar: ['مسدوده', 'القسطره مسدوده', 'الكيس فارغ', 'لا ينزل شيء', 'لا يخرج شيء'],
    dz: ['مسدوده', 'بوشيه', 'الصاشي فارغ', 'ما تصب والو', 'ما يخرج والو'],
    dl: ['msedda', 'msadda', 'bouchee', 'bouchia', 'sachet fareg', 'ma tsob walou', 'ma ykhrej walou'],
  },
  {
    id: 'retention',
    w: { URO: 3.8 },
    en: ['cant pee', 'can not pee at all', 'unable to urinate', 'urine retention', 'no urine coming out', 'hasnt peed', 'has not peed', 'hasnt passed urine', 'havent peed since', 'have not peed since', 'not peed since', 'no pee since'],
    fr: ['retention urinaire', 'n arrive plus a uriner', 'peux plus uriner', 'bloque pour uriner', 'n a pas urine', 'pas urine depuis', 'pas urine depuis', 'j ai pas urine depuis', 'n a pas urine depuis', 'pas fait pipi depuis', 'n ai pas urine depuis', 'n a pas fait pipi depuis', 'n ai pas fait pipi depuis'],
    ar: ['احتباس البول', 'احتباس بولي', 'لا استطيع التبول', 'انحباس البول', 'لم اتبول منذ', 'لم يتبول منذ', 'لم تتبول منذ'],
    dz: ['ما نقدرش نبول', 'ما يقدرش يبول', 'البول حابس', 'حبسلي البول', 'ما بالش', 'ما بولش', 'ما بالتش', 'ما قدرش يبول', 'ما بلتش', 'ما بالش من', 'ما بلتش من', 'ما بالتش من'],
    dl: ['ma nqderch nbowel', 'ma yqderch ybowel', 'lbol habes', 'hbesli lbol', 'ma balch', 'ma bwelch', 'ma baltch', 'ma bltch', 'ma boltch', 'ma bleltch', 'ma balch men', 'ma bltch men'],
  },
  {
    id: 'stones',
    w: { URO: 3.8, NEP: 1.2 },
    en: ['kidney stone', 'kidney stones', 'stones', 'renal colic', 'stone', 'small stone', 'tiny stone'],
    fr: ['calcul', 'calculs', 'calculs renaux', 'colique nephretique', 'lithiase', 'cailloux', 'petit calcul'],
    ar: ['حصى', 'حصوه', 'حصى الكلى', 'حصوات', 'مغص كلوي', 'حصاة', 'حصاة في الكلية', 'حصاة في المرارة', 'حصوه صغيره'],
    dz: ['الحصى', 'حصى', 'الحجر', 'حجره', 'الحصى في الكلاوي', 'لاكوليك', 'حجيره', 'حجيره صغيره', 'حجره صغيره'],
    dl: ['hsa', 'hassa', 'lhsa', 'hjar', 'hajra', 'lhjar', 'calcul', 'calculs', 'kalkul', 'colique nephretique', 'hjira', '7jira', 'hjira sghira', '7jira sghira', 'hajra sghira'],
  },
  {
    id: 'testicle',
    w: { URO: 4 },
    en: ['testicle', 'testicles', 'testicular', 'balls', 'groin', 'nut', 'scrotum', 'my balls', 'my nuts', 'my testicle', 'his testicle', 'left ball', 'right ball', 'his ball', 'my ball', 'one ball', 'in one ball', 'his balls', 'one nut', 'his private parts', 'his privates', 'his private area', 'his nuts', 'my nuts', 'my privates', 'my private parts', 'in a ball'],
    fr: ['testicule', 'testicules', 'bourse', 'aine', 'scrotum', 'bourses', 'les bourses', 'couilles', 'aux bourses', 'sa bourse', 'ses bourses', 'son testicule', 'une des boules', 'une de ses boules', 'les boules en bas', 'son zizi', 'ses bijoux de famille', 'ses parties de garcon'],
    ar: ['خصيه', 'الخصيه', 'الخصيتين', 'منطقته الحساسه', 'اعضائه التناسليه', 'عضوه التناسلي', 'خصيتي', 'كيس الصفن', 'الصفن', 'خصيتيه', 'خصيته', 'الخصية', 'خصية'],
    dz: ['الخصيه', 'ليزورسين', 'البلاصه الحساسه تاعو', 'لتحت تاعو', 'الزيزي تاعو', 'البيضات', 'بيضاتي', 'القلاوي', 'خصيتي', 'البيضه', 'بيضتي', 'بيضتو', 'بيضه وحده', 'البيضات تاعو', 'الخصيه تاعو', 'البيضه تاعي', 'الخصيه تاعي', 'البيضه تاعو', 'البيضه تاع', 'البيضه تاع ولدي', 'الخصيات', 'خصيات', 'وحدة من الخصيات', 'في بيضه', 'فالبيضه', 'في البيضه', 'بيداتو', 'بيداتي', 'بيضاتو', 'البورص', 'فالبورص', 'البورس', 'الزكره', 'زكره', 'الزكره تاعو'],
    dl: ['testicule', 'testicules', 'bidat', 'blasa l7assasa ta3ou', 'lta7t ta3ou', 'zizi ta3ou', 'bidati', 'qlawi', 'glawi', 'khisya', 'khsiya', 'khousya', 'khisyat', 'bidti', 'bidto', 'bidtou', 'bidatou', 'bidatha', 'bida wa7da', 'bayda wa7da', 'lbayda wa7da', 'beyda wa7da', 'khsiti', 'bayda ta3i', 'l bayda ta3i', 'khosya', 'khossia', '5osya', 'bida', 'bayda ta', 'lbayda ta', 'bayda ntaa', 'bayda taa', 'bayda ta weldi', 'wahda mn les boules', 'wa7da mn les boules', 'wahda men les boules', 'les boules taht', 'f bayda', 'fi bayda', 'f lbayda', 'f l bayda', 'bayda limniya', 'bayda lisriya', 'bayda lisra', 'zokra', 'zkra', 'zokra ta3ou', 'la bourse', 'lbourse', 'bida ta3ou', 'bidat ta3ou', 'bidatou', 'bidato'],
  },
  {
    // A testicle sitting higher than the other ('wahda tal3a', 'il est remonté'): twisted on its cord.
    id: 'testicle_high',
    w: {},
    en: ['one side is higher', 'is higher', 'sits higher', 'higher than the other', 'pulled up', 'riding high', 'rides high', 'drawn up'],
    fr: ['plus haut', 'plus haute', 'est remonte', 'est remontee', 'remonte', 'remontee', 'plus haut que l autre'],
    ar: ['مرتفعه', 'اعلى من الاخرى', 'مرفوعه', 'مسحوبه للاعلى'],
    dz: ['طالعه', 'طالعه لفوق', 'طلعت لفوق', 'وحده طالعه', 'هازه روحها'],
    dl: ['tal3a', 'tal3a lfo9', 'tal3a lfou9', 'tl3at lfo9', 'tal3et', 'wahda tal3a', 'wa7da tal3a'],
  },
  {
    id: 'erection',
    w: { URO: 4 },
    en: ['erection', 'erections', 'hard on', 'priapism', 'penis stays hard', 'penis is still hard'],
    fr: ['erection', 'erections', 'priapisme', 'verge reste dure', 'reste en erection'],
    ar: ['انتصاب', 'الانتصاب', 'انتصاب مستمر', 'انتصاب مؤلم', 'قساح', 'القساح'],
    dz: ['الانتصاب', 'انتصاب', 'لايريكسيون', 'الذكر واقف', 'واقف عليا', 'القساح'],
    dl: ['erection', 'irekcion', 'lerection', 'l erection', 'priapisme', 'wa9ef 3liya', 'waqef aliya'],
  },
  {
    // Veins swollen above a testicle, like worms, pulling when standing: a varicocele, slow and
    // harmless to the testicle's blood supply, never a torsion.
    id: 'varicocele',
    w: {},
    en: ['varicocele', 'bag of worms', 'like worms', 'like little worms', 'swollen veins', 'dilated veins', 'enlarged veins', 'veins on my testicle', 'veins on his testicle'],
    fr: ['varicocele', 'comme des petits vers', 'petits vers', 'comme des vers', 'veines gonflees', 'veines dilatees', 'grosses veines', 'veines au testicule', 'veines sur le testicule'],
    ar: ['دوالي الخصيه', 'مثل الديدان', 'كالديدان', 'اوردة منتفخه', 'عروق منتفخه', 'اوردة متوسعه', 'دوالي'],
    dz: ['كيما الدود', 'كي الدود', 'الفاريكوسال', 'فاريكوسال', 'عروق منفوخين', 'العروق منفوخين', 'العروق نافخين', 'عروق غلاظ'],
    dl: ['varicocele', 'varicocel', 'kima ddoud', 'kima dod', 'ki ddoud', '3rou9 mnfokhin', 'l3rou9 mnfokhin', '3rou9 nafkhin', '3rouq mnfokhin', 'veines gonflees', 'les veines gonflees'],
  },
  {
    id: 'male_organs',
    w: { URO: 4 },
    en: ['prostate', 'scrotum', 'penis', 'erectile', 'semen', 'sperm', 'sperm count', 'sperm test', 'semen analysis', 'impotence', 'urologist', 'circumcision', 'premature ejaculation', 'varicocele', 'bag of worms', 'psa', 'psa test'],
    fr: ['prostate', 'scrotum', 'penis', 'erectile', 'sperme', 'spermogramme', 'spermatozoides', 'impuissance', 'urologue', 'circoncision', 'ejaculation precoce', 'varicocele', 'bourses', 'comme des petits vers', 'petits vers', 'comme des vers', 'psa', 'dosage du psa', 'le psa'],
    ar: ['البروستاتا', 'بروستات', 'القضيب', 'ضعف الانتصاب', 'السائل المنوي', 'الحيوانات المنويه', 'تحليل السائل المنوي', 'ضعف جنسي', 'الضعف الجنسي', 'ختان', 'سرعه القذف', 'دوالي الخصيه', 'مثل الديدان', 'كالديدان', 'دوالي'],
    dz: ['البروستات', 'بروستات', 'سبيرموغرام', 'الحيوانات المنويه', 'الضعف الجنسي', 'ما يوقفش', 'الطهاره', 'الطهار', 'كيما الدود', 'كي الدود', 'الفاريكوسال', 'فاريكوسال'],
    dl: ['prostate', 'brostat', 'impuissance', 'spermogramme', 'spermogram', 'sperme', 'daaf jinsi', 'tahara', 'thara', 'urologue', 'urolog', 'kima ddoud', 'kima dod', 'varicocele', 'varicocel', 'psa'],
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
    // A kidney failure with a potassium result (derived.ts): the doctor's 'go now' is the reading.
    id: 'hyperkalemia',
    w: { NEP: 2 },
  },
  {
    // A potassium result: high in a kidney failure, the heart may stop.
    id: 'potassium',
    w: { NEP: 0.8 },
    en: ['potassium', 'high potassium', 'potassium is high', 'hyperkalemia'],
    fr: ['potassium', 'kaliemie', 'hyperkaliemie', 'potassium eleve'],
    ar: ['البوتاسيوم', 'بوتاسيوم', 'ارتفاع البوتاسيوم', 'البوتاسيوم مرتفع'],
    dz: ['البوتاسيوم', 'بوتاسيوم', 'البوتاسيوم طالع'],
    dl: ['potassium', 'potasium', 'potassium tal3', 'kaliemie'],
  },
];
