import type { Concept, SurfaceForms } from './types.ts';

/**
 * How much someone says they bleed, what cut them, and injuries that show: an intensifier
 * ('bzaf', 'beaucoup', 'a lot', 'بغزارة') makes a bleeding heavy, a knife or broken glass with
 * blood is a wound, a bone through the skin or a limb bent out of shape after a fall is a
 * fracture that needs the emergency department.
 */
// Not formatted: one line per language keeps each entry readable at a glance.
// prettier-ignore
export const INJURY_CONCEPTS: Concept[] = [
  {
    // Votes for nothing: it only says how much of what it goes with (see the bleeding rules).
    id: 'intensifier',
    w: {},
    en: ['a lot', 'lots', 'so much', 'too much', 'much', 'heavily', 'profusely', 'like crazy', 'everywhere'],
    fr: ['beaucoup', 'enormement', 'abondamment', 'a flots', 'tellement', 'trop'],
    ar: ['بغزاره', 'كثير', 'كثيرا', 'بكثره', 'بشده', 'جدا'],
    dz: ['بزاف', 'بالزاف', 'ياسر', 'بزايد', 'بلا حساب'],
    dl: ['bzaf', 'bezzaf', 'bezaf', 'bzzaf', 'bzf', 'bzef', 'yasser', 'yaser', 'bla hsab'],
  },
  {
    // Said with blood, the thing that cut: a wound even when the word for wound is missing.
    id: 'sharp_object',
    w: {},
    en: ['knife', 'broken glass', 'piece of glass', 'glass door', 'window pane', 'razor', 'blade', 'metal sheet', 'sheet metal', 'tin can', 'machete'],
    fr: ['couteau', 'vitre', 'verre casse', 'bout de verre', 'eclat de verre', 'lame', 'rasoir', 'cutter', 'tole', 'scie', 'hache'],
    ar: ['سكين', 'السكين', 'زجاج', 'الزجاج', 'شفره', 'موس', 'الموس', 'منشار', 'قطعه حديد'],
    dz: ['موس', 'الموس', 'بالموس', 'زاج', 'الزاج', 'جاج', 'الجاج', 'زجاج', 'لاما', 'الطوله'],
    dl: ['moss', 'mous', 'lmoss', 'lmous', 'zaj', 'zjaj', 'jaj', 'ljaj', 'lama', 'lmousse', 'couteau', 'vitre', 'tola', 'lamat'],
  },
  {
    id: 'open_fracture',
    w: { ORT: 3, GM: 0.5 },
    en: ['open fracture', 'compound fracture', 'bone sticking out', 'bone is sticking out', 'bone poking out', 'bone through the skin', 'bone came through'],
    fr: ['fracture ouverte', 'l os sort', 'os qui sort', 'os sort de la peau', 'os a travers la peau', 'on voit l os'],
    ar: ['كسر مفتوح', 'العظم ظاهر', 'العظم خارج', 'العظم خارج من الجلد', 'بروز العظم'],
    dz: ['العظم خارج', 'العظم بان', 'العظم باين', 'العظم برا', 'العظم بارز'],
    dl: ['ladam kharej', 'l3dam kharej', 'l3dem kharej', 'l3dam bayen', 'l3dam barez', 'l3dam bra', 'adam kharej', 'adam barez', 'adam bayen', 'fracture ouverte'],
  },
  {
    // A limb out of shape; it alarms only with an injury (bow legs in a child are a consultation).
    id: 'deformed',
    w: { ORT: 0.5 },
    en: ['deformed', 'the wrong way', 'at a weird angle', 'at a strange angle', 'out of shape', 'pointing the wrong way'],
    fr: ['deforme', 'deformee', 'dans le mauvais sens', 'forme bizarre', 'pas dans l axe'],
    ar: ['مشوه', 'مشوهه', 'في وضع غير طبيعي', 'بزاويه غريبه'],
    dz: ['معوجه', 'معوجين', 'ماشي في بلاصتها', 'ماشي في بلاصتو', 'راهي معوجه'],
    dl: ['m3awja', 'maawja', 'mawja', 'm3ewja', 'm3awjin', 'machi f blastha', 'machi f blastou'],
  },
  {
    id: 'osteoporosis',
    w: { RHU: 3.5, ORT: -1.8, END: 0.3 },
    en: ['osteoporosis', 'brittle bones', 'bone density', 'thin bones'],
    fr: ['osteoporose', 'decalcification', 'os fragiles', 'densitometrie'],
    ar: ['هشاشه العظام', 'ترقق العظام', 'كثافه العظام'],
    dz: ['هشاشه العظام', 'العظام ضعاف', 'لوستيوبوروز', 'العظم ضعيف'],
    dl: ['osteoporose', 'ostioporoz', 'adam dhaif', 'decalcification'],
  },
  {
    // Stuck in the throat: the ENT removes it; not a poisoning ('poisson' is not 'poison').
    id: 'fish_bone',
    w: { ENT: 3, GAS: 0.3 },
    en: ['fish bone', 'fishbone', 'bone stuck in my throat'],
    fr: ['arete de poisson', 'arete', 'une arete', 'os de poulet coince'],
    ar: ['شوكه سمك', 'حسكه سمك', 'عظم سمك', 'شوكه السمك'],
    dz: ['شوكه تاع الحوت', 'شوكه الحوت', 'عظم الحوت', 'الشوكه تاع الحوت'],
    dl: ['chouka ta lhout', 'chouka ta3 l7out', 'chouka lhout', 'adam lhout', 'l3dam ta3 l7out'],
  },
  {
    // A dog's bite is rabies prophylaxis first: infectious diseases in Algeria.
    id: 'dog',
    w: {},
    en: ['dog', 'stray dog', 'dog bit', 'bitten by a dog'],
    fr: ['chien', 'chien errant', 'mordu par un chien', 'morsure de chien'],
    ar: ['كلب', 'الكلب', 'كلب ضال', 'عضه كلب'],
    dz: ['كلب', 'الكلب', 'كلبه', 'كلب عضني'],
    dl: ['kelb', 'lkelb', 'kalb', 'lkalb', 'klab'],
  },
  {
    // Mucus in the stools ('glaires' in a diarrhoea, not a cough): derived in derived.ts.
    id: 'mucus_stool',
    w: { GAS: 3.5, PUL: -3, INF: -0.3 },
    en: ['mucus in my stool', 'mucus in stool', 'mucus in the stool', 'slimy stool'],
    fr: ['glaires dans les selles', 'selles glaireuses', 'selles avec du mucus'],
    ar: ['مخاط في البراز', 'براز مخاطي'],
    dz: ['المخاط في البراز', 'البراز فيه المخاط'],
    dl: ['glaires f selles', 'mokhat f selles', 'selles fihom glaires'],
  },
];

/** Wordings added to concepts defined elsewhere: cuts, fits, burns and trauma said on a phone. */
// Not formatted: one line per language keeps each entry readable at a glance.
// prettier-ignore
export const INJURY_FORMS: SurfaceForms[] = [
  {
    // The feminine and plural of 'crooked' stay crooked for a mouth ('fommha m3awja').
    id: 'twisted',
    dz: ['معوجه', 'معوجين'],
    dl: ['m3awja', 'maawja', 'mawja', 'm3ewja', 'm3awjin'],
  },
  {
    id: 'wound',
    en: ['sliced', 'gashed', 'sliced my', 'deep cut', 'cut open', 'split open', 'got cut'],
    fr: ['entaille', 'entaille profonde', 'coupure profonde', 'coupee', 's est ouvert', 's est ouverte', 'ouvert le genou', 'ouvert la tete'],
    ar: ['جرح عميق', 'جرح قطعي', 'انجرحت', 'جرحت', 'انجرح'],
    dz: ['تقطعت', 'قطعت صبعي', 'تجرحت', 'تجرح', 'تجرحات', 'جرح كبير', 'تفلق راسو', 'تفلقت'],
    dl: ['tqatat', 'tqataat', 'tqatet', 't9at3t', 't9ata3t', 'tqatt', 'jarh kbir', 'jorh kbir', 'tjreh', 'tjrah', 'tjerh', 'tjarhat', 'tfelleq rasou', 'tfellqet'],
  },
  {
    id: 'seizure',
    en: ['thrashing', 'foam at the mouth', 'foaming from the mouth'],
    fr: ['il se debat', 'mousse a la bouche', 'mousse aux levres', 'de la bave'],
    ar: ['يتخبط', 'تتخبط', 'زبد من فمه'],
    dz: ['يتخبط', 'تتخبط', 'يخرج الزبد', 'تخرج الزبد', 'الزبد من فمو', 'الزبد من فمها'],
    dl: ['yetkhabet', 'ytkhabet', 'tetkhabet', 'ttkhabet', 'yetkhabbat', 'ykhrej zbed', 'tkhrej zbed', 'zbed f fommou', 'zbed mn fommou'],
  },
  {
    // 'Boiling water fell on him': the liquid fell, not the person (a burn, not a fall).
    id: 'spilled',
    en: ['fell on him', 'fell on her', 'fell on me', 'fell on his'],
    fr: ['tombe sur lui', 'tombee sur lui', 'tombe sur elle', 'tombee sur elle', 'tombe sur moi'],
    ar: ['وقع عليه', 'وقع عليها', 'سقطت عليه'],
    dz: ['طاح عليه', 'طاحت عليه', 'طاح عليها', 'طاحت عليها', 'طاح عليا', 'طاحت عليا'],
    dl: ['tah alih', 'tahet alih', 'tah aliha', 'tahet aliha', 'tah aliya', 'tahet aliya', 'ta7 3lih', 'ta7 3liha', 'ta7et 3lih'],
  },
  {
    // Hit by someone or something; 'ydreb' alone is a throbbing, so only with an object or a person.
    id: 'trauma',
    en: ['punched', 'got hit', 'hit by a stone', 'hit with a stone'],
    fr: ['recu un coup', 'frappe par', 'on m a frappe', 'recu une pierre', 'en tombant', 'tombant'],
    ar: ['ضربوني', 'ضربه بحجر', 'ضرب بحجر', 'اعتدى علي'],
    dz: ['ضربني واحد', 'ضربوني', 'ضربني بحجره', 'ضربتني'],
    dl: ['drabni wahed', 'drabouni', 'drabtni', 'drabni b hajra', 'drabni b 7ajra', 'tdrabt b'],
  },
  {
    id: 'blindness',
    en: ['cannot see out of it', 'cant see out of it', 'cant see anymore'],
    fr: ['je ne vois plus', 'vois plus de cet oeil'],
    ar: ['لم اعد ارى بها', 'لا ارى بها'],
    dz: ['ما وليتش نشوف بيها', 'ما بقيتش نشوف بيها'],
    dl: ['ma welitch nchouf', 'ma welitch nchouf biha', 'ma b9itch nchouf biha', 'ma bqitch nchouf biha'],
  },
];
