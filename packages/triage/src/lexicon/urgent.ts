import type { Concept } from './types.ts';

/** Concepts that matter mostly because they signal an emergency. */
// biome-ignore format: one line per language keeps each entry readable at a glance
export const URGENT: Concept[] = [
  {
    id: 'worst_ever',
    w: { NEU: 1 },
    en: ['worst headache', 'worst of my life', 'worst pain of my life', 'thunderclap', 'like never before'],
    fr: ['pire de ma vie', 'pire mal de tete', 'jamais eu aussi mal', 'coup de tonnerre', 'comme jamais'],
    ar: ['اسوا صداع', 'اسوا الم في حياتي', 'لم اشعر بمثله', 'كالصاعقه'],
    dz: ['عمري ما حسيت بيه', 'عمري ما شفت كيفو', 'ما عمرها صراتلي', 'كيما الضربه'],
    dl: ['omri ma hassit bih', 'omri ma chaft kifou', 'ma omrha sratli', 'jamais kima hakda'],
  },
  {
    id: 'anaphylaxis',
    w: { GM: 1.6, DER: 1.4, ENT: 1 },
    en: ['swollen lips', 'swollen tongue', 'swollen face', 'face swelling', 'lips swelling', 'throat closing', 'throat is closing', 'throat swelling', 'allergic reaction', 'anaphylaxis', 'anaphylactic'],
    fr: ['levres gonflees', 'langue gonflee', 'visage gonfle', 'gorge qui se ferme', 'gorge serree', 'oedeme de quincke', 'quincke', 'reaction allergique', 'choc anaphylactique', 'anaphylaxie'],
    ar: ['تورم الشفاه', 'تورم اللسان', 'تورم الوجه', 'انتفاخ الوجه', 'انغلاق الحلق', 'تورم الحلق', 'رد فعل تحسسي', 'صدمه تحسسيه', 'الحساسيه المفرطه'],
    dz: ['شفايفي منفوخين', 'شفايفو تنفخو', 'لساني منفوخ', 'وجهي تنفخ', 'وجهو منفوخ', 'حلقي يتسد', 'قرجومتي تسدت', 'وجهي انتفخ'],
    dl: ['chfayfi mnfokhin', 'chfayfou tnafkhou', 'lsani mnfokh', 'wjhi tnfakh', 'wjahi tnfakh', 'wjhou mnfokh', 'halqi ytsad', 'garjoumti tsadet', 'quincke', 'reaction allergique'],
  },
  {
    id: 'allergy',
    w: { DER: 2, ENT: 1, PUL: 0.8, GM: 0.6 },
    en: ['allergy', 'allergies', 'allergic', 'hay fever', 'pollen'],
    fr: ['allergie', 'allergies', 'allergique', 'rhinite allergique', 'pollen'],
    ar: ['حساسيه', 'الحساسيه', 'تحسس', 'حساسيه موسميه', 'حبوب اللقاح'],
    dz: ['الحساسيه', 'حساسيه', 'لالارجي', 'عندي لالارجي'],
    dl: ['hassasiya', 'hasasiya', 'lhassasiya', 'hsasiya', 'allergie', 'alerji', 'lalerji'],
  },
  {
    id: 'poisoning',
    w: { GM: 1.5, GAS: 0.5, PSY: 0.3 },
    en: ['overdose', 'poisoning', 'poisoned', 'poison', 'swallowed bleach', 'drank bleach', 'too many pills', 'carbon monoxide', 'gas leak', 'swallowed medicine', 'swallowed pills'],
    fr: ['surdose', 'surdosage', 'empoisonnement', 'empoisonne', 'poison', 'avale de la javel', 'bu de l eau de javel', 'trop de medicaments', 'monoxyde de carbone', 'intoxication au gaz', 'fuite de gaz', 'avale des medicaments'],
    ar: ['جرعه زائده', 'تسمم', 'سم', 'ابتلع مبيض', 'شرب ماء جافيل', 'ابتلع ادويه', 'اول اكسيد الكربون', 'تسرب الغاز', 'تسمم بالغاز'],
    dz: ['شرب الجافيل', 'شربت الجافيل', 'كلا الدوا', 'كلات الدوا', 'بلع الدوا', 'بلع الكاشيات', 'الغاز خنقنا', 'خنقنا الغاز', 'تسمم بالغاز', 'الشوفاج خنقنا'],
    dl: ['chrab javel', 'chrabt javel', 'kla dwa', 'klat dwa', 'blaa dwa', 'blaa kachiyat', 'ghaz khnaqna', 'khnaqna ghaz', 'tsemem bel ghaz', 'javel', 'monoxyde'],
  },
  {
    id: 'blindness',
    w: { OPH: 3.5, NEU: 0.8 },
    en: ['lost my vision', 'lost vision', 'went blind', 'cant see anything', 'blind in one eye', 'vision went black', 'curtain over my eye'],
    fr: ['perdu la vue', 'vois plus rien', 'vois rien', 'aveugle', 'voile noir', 'rideau devant l oeil'],
    ar: ['فقدت البصر', 'فقدان البصر', 'عمى', 'لا ارى شيئا', 'لم اعد ارى', 'ظلام في عيني'],
    dz: ['ما نشوف والو', 'مانشوف والو', 'عميت', 'ما وليتش نشوف', 'ضلام في عيني', 'ما يشوف والو'],
    dl: ['ma nchouf walou', 'manchouf walou', 'amit', 'ma wlitch nchouf', 'dlam f aini', 'ma ychouf walou', 'nchouf walou'],
  },
  {
    id: 'fetal_movement',
    w: { GYN: 3 },
    en: ['baby not moving', 'baby stopped moving', 'no fetal movement', 'baby isnt moving', 'not feeling the baby move'],
    fr: ['bebe ne bouge plus', 'bebe bouge plus', 'sens plus le bebe', 'ne sens plus bouger'],
    ar: ['الجنين لا يتحرك', 'توقف الجنين عن الحركه', 'لا احس بحركه الجنين', 'قله حركه الجنين'],
    dz: ['البيبي ما يتحركش', 'الجنين ما يتحركش', 'ما نحسش بالبيبي', 'البيبي حبس ما يتحركش'],
    dl: ['lbebe ma ythrakch', 'bebe ma ytharekch', 'ma nhesch bel bebe', 'janin ma ythrakch'],
  },
];
