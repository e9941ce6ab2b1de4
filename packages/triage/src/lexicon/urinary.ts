import type { Concept } from './types.ts';

/** Kidney disease goes to nephrology; the urinary tract, stones and male organs to urology. */
// biome-ignore format: one line per language keeps each entry readable at a glance
export const URINARY: Concept[] = [
  {
    id: 'kidney',
    w: { NEP: 2.8, URO: 1.4 },
    en: ['kidney', 'kidneys', 'renal', 'nephrologist', 'flank'],
    fr: ['rein', 'reins', 'renal', 'renale', 'nephrologue', 'flanc'],
    ar: ['كلى', 'الكلى', 'كليه', 'الكليه', 'كليتي', 'كلوي', 'الكلوي', 'الخاصره'],
    dz: ['الكلاوي', 'كلاوي', 'كلاويا', 'الكلوه', 'كلوتي', 'الكليه', 'الكلوي'],
    dl: ['klawi', 'klaoui', 'lklawi', 'klawiya', 'kelwa', 'kilwa', 'kela', 'kalwa', 'klwa', 'kelwti', 'klit', 'reins', 'rein'],
  },
  {
    id: 'kidney_disease',
    w: { NEP: 4 },
    en: ['kidney failure', 'renal failure', 'dialysis', 'creatinine', 'protein in urine', 'proteinuria', 'nephrotic', 'kidney disease', 'glomerulonephritis', 'urea', 'foamy urine', 'frothy urine'],
    fr: ['insuffisance renale', 'dialyse', 'creatinine', 'proteinurie', 'proteines dans les urines', 'albumine', 'nephrotique', 'maladie renale', 'glomerulonephrite', 'uree', 'urines mousseuses', 'urine mousseuse'],
    ar: ['فشل كلوي', 'الفشل الكلوي', 'قصور كلوي', 'غسيل الكلى', 'غسيل كلوي', 'تصفيه', 'الكرياتينين', 'كرياتينين', 'زلال', 'بروتين في البول', 'اليوريا', 'رغوه في البول'],
    dz: ['الدياليز', 'دياليز', 'التصفيه', 'الكرياتينين', 'الكلاوي حابسين', 'الكلاوي ما يخدموش', 'لالبومين', 'رغوه', 'الرغوه'],
    dl: ['dialyse', 'dializ', 'tasfiya', 'creatinine', 'kreatinin', 'klawi habsin', 'klawi ma ykhdmouch', 'albumine', 'insuffisance renale', 'uree', 'rgwa', 'rghwa', 'raghwa'],
  },
  {
    id: 'urine',
    w: { URO: 2.6, NEP: 0.6 },
    en: ['urine', 'urinate', 'urinating', 'urination', 'pee', 'peeing', 'bladder', 'urinary', 'when i pee', 'pass water'],
    fr: ['urine', 'urines', 'uriner', 'pipi', 'vessie', 'urinaire', 'miction', 'mictions', 'en urinant', 'faire pipi'],
    ar: ['بول', 'البول', 'التبول', 'تبول', 'المثانه', 'مثانه', 'البوليه', 'المسالك البوليه'],
    dz: ['البول', 'بول', 'نبول', 'نبوّل', 'كي نبول', 'الشيشي', 'نبيبي', 'المثانه', 'نزرع'],
    dl: ['bol', 'boul', 'lbol', 'lboul', 'bwel', 'nbowel', 'nboul', 'nbawal', 'nbawel', 'ki nbowel', 'ki nboul', 'ybowel', 'pipi', 'chichi', 'urine', 'vessie'],
  },
  {
    id: 'urinary_symptoms',
    w: { URO: 3.4, INF: 0.4, GYN: 0.2 },
    en: ['burning when i pee', 'burning urination', 'painful urination', 'uti', 'urinary infection', 'urinary tract infection', 'cystitis', 'frequent urination', 'pee a lot', 'peeing a lot', 'leaking urine', 'incontinence', 'blood in urine', 'blood in my urine', 'weak stream', 'cant pee', 'urine retention'],
    fr: ['brulure en urinant', 'brulures urinaires', 'brule quand j urine', 'infection urinaire', 'cystite', 'envie frequente d uriner', 'urine souvent', 'fuites urinaires', 'incontinence', 'sang dans les urines', 'sang dans l urine', 'jet faible', 'retention urinaire', 'urines foncees'],
    ar: ['حرقه في البول', 'حرقه البول', 'حرقان البول', 'التهاب المسالك', 'التهاب المثانه', 'كثره التبول', 'سلس البول', 'دم في البول', 'احتباس البول', 'صعوبه التبول'],
    dz: ['يحرقني البول', 'البول يحرق', 'حرقه كي نبول', 'نبول بزاف', 'نبول كل شويه', 'الدم في البول', 'ما نقدرش نبول', 'البول يهرب'],
    dl: ['yharqni lbol', 'lbol yharaq', 'hriqa ki nbowel', 'harqa ki nboul', 'nbowel bzaf', 'nboul bezaf', 'nbowel kol chwiya', 'dem fel bol', 'dem f lbol', 'ma nqderch nbowel', 'infection urinaire', 'anfeksyon irinir', 'cystite'],
  },
  {
    id: 'stones',
    w: { URO: 3.8, NEP: 1.2 },
    en: ['kidney stone', 'kidney stones', 'stones', 'renal colic', 'stone'],
    fr: ['calcul', 'calculs', 'calculs renaux', 'colique nephretique', 'lithiase', 'cailloux'],
    ar: ['حصى', 'حصوه', 'حصى الكلى', 'حصوات', 'مغص كلوي'],
    dz: ['الحصى', 'حصى', 'الحجر', 'حجره', 'الحصى في الكلاوي', 'لاكوليك'],
    dl: ['hsa', 'hassa', 'lhsa', 'hjar', 'hajra', 'lhjar', 'calcul', 'calculs', 'kalkul', 'colique nephretique'],
  },
  {
    id: 'testicle',
    w: { URO: 4 },
    en: ['testicle', 'testicles', 'testicular', 'balls', 'groin'],
    fr: ['testicule', 'testicules', 'bourse', 'aine'],
    ar: ['خصيه', 'الخصيه', 'الخصيتين', 'خصيتي', 'كيس الصفن'],
    dz: ['الخصيه', 'ليزورسين', 'البيضات', 'بيضاتي', 'القلاوي'],
    dl: ['testicule', 'testicules', 'bidat', 'bidati', 'qlawi', 'glawi'],
  },
  {
    id: 'male_organs',
    w: { URO: 4 },
    en: ['prostate', 'scrotum', 'penis', 'erection', 'erectile', 'impotence', 'urologist', 'circumcision', 'premature ejaculation', 'varicocele'],
    fr: ['prostate', 'scrotum', 'penis', 'erection', 'erectile', 'impuissance', 'urologue', 'circoncision', 'ejaculation precoce', 'varicocele', 'bourses'],
    ar: ['البروستاتا', 'بروستات', 'القضيب', 'انتصاب', 'ضعف الانتصاب', 'ضعف جنسي', 'الضعف الجنسي', 'ختان', 'سرعه القذف', 'دوالي الخصيه'],
    dz: ['البروستات', 'بروستات', 'الضعف الجنسي', 'ما يوقفش', 'الطهاره', 'الطهار'],
    dl: ['prostate', 'brostat', 'erection', 'irekcion', 'impuissance', 'daaf jinsi', 'tahara', 'thara', 'urologue', 'urolog'],
  },
];
