import type { Concept } from './types.ts';

/** Diabetes, the thyroid, hormones, weight and vitamins. */
// Not formatted: one line per language keeps each entry readable at a glance.
// prettier-ignore
export const ENDOCRINE: Concept[] = [
  {
    id: 'diabetes',
    w: { END: 4 },
    en: ['diabetes', 'diabetic', 'sugar', 'sugars', 'glycemia', 'blood sugar', 'sugar level', 'high sugar', 'low sugar', 'glucose', 'insulin', 'hba1c', 'hypoglycemia', 'hyperglycemia', 'prediabetes', 'type 1', 'type one', 'type 1 diabetic', 'type 2 diabetic', 'type 2'],
    fr: ['diabete', 'diabetique', 'glycemie', 'sucre', 'taux de sucre', 'insuline', 'hypoglycemie', 'hyperglycemie', 'hemoglobine glyquee', 'prediabete', 'type 1', 'type 2', 'diabete de type 1', 'diabete type 1', 'dt1'],
    ar: ['سكري', 'السكري', 'مرض السكر', 'السكر', 'سكر', 'سكر الدم', 'نسبه السكر', 'انسولين', 'الانسولين', 'هبوط السكر', 'ارتفاع السكر', 'النوع الاول', 'السكري من النوع الاول', 'النوع الثاني'],
    dz: ['السكر', 'سكر', 'السكر طالع', 'السكر هابط', 'عندي السكر', 'مريض بالسكر', 'الدياباط', 'دياباط', 'الانسولين', 'البيقور', 'تيب 1', 'تيب واحد', 'تيب 2'],
    dl: ['sokar', 'sokkar', 'sukkar', 'skar', 'sokor', 'sukar', 'ssokar', 'lsokar', 'sokar tala', 'sokar habet', 'diabete', 'diabet', 'dyabet', 'diabetique', 'insuline', 'ansulin', 'glycemie', 'glisimi', 'type 1', 'type 2', 'tip 1', 'tipe 1'],
  },
  {
    id: 'thyroid',
    w: { END: 4 },
    en: ['front of my neck', 'front of the neck', 'thyroid', 'hypothyroidism', 'hyperthyroidism', 'goiter', 'goitre', 'tsh', 'levothyrox', 'hashimoto', 'graves', 'neck in front', 'in the front of my neck'],
    fr: ['devant du cou', 'devant le cou', 'thyroide', 'hypothyroidie', 'hyperthyroidie', 'goitre', 'tsh', 'levothyrox', 'hashimoto', 'basedow', 'cou devant', 'au cou devant', 'le cou devant'],
    ar: ['امام الحنجره', 'امام الرقبه', 'الغده الدرقيه', 'الدرقيه', 'الغده', 'غده', 'قصور الغده', 'فرط نشاط الغده', 'تضخم الغده', 'الدراق', 'تيروييد'],
    dz: ['قدام الرقبه', 'الغده', 'لاتيرويد', 'التيرويد', 'الطيرويد', 'الغده نتاع الرقبه', 'القلاده', 'الرقبه من قدام', 'فالرقبه من قدام', 'رقبتي من قدام'],
    dl: ['ghodda', 'ghoda', 'lghodda', 'thyroide', 'tiroid', 'tiroide', 'latiroid', 'levothyrox', 'goitre', 'tsh', 'rgba mn 9dam', 'rgabti mn 9dam', 'rgabti mn 9odam', 'f rgabti mn 9dam'],
  },
  {
    id: 'thirst',
    w: { END: 2.6, NEP: 0.5, GM: 0.3 },
    en: ['thirsty', 'thirst', 'always thirsty', 'dry mouth', 'drinking a lot of water', 'drinking a lot', 'drinks a lot of water', 'drinking water all the time', 'drinks water all the time', 'drinks so much water', 'drinking tons of water'],
    fr: ['soif', 'toujours soif', 'bouche seche', 'bois beaucoup', 'soif tout le temps', 'boit beaucoup', 'boit beaucoup d eau', 'boit tout le temps', 'boit bcp', 'bois bcp', 'boit bcp d eau', 'bois bcp d eau', 'boit enormement', 'boit de l eau tout le temps', 'bois de l eau tout le temps'],
    ar: ['عطش', 'العطش', 'عطشان', 'جفاف الفم', 'كثره العطش', 'اشرب الماء بكثره', 'عطش دائم', 'يشرب الماء بكثره', 'تشرب الماء بكثره', 'يشرب الماء كثيرا', 'تشرب الماء كثيرا', 'اشرب الماء كثيرا', 'يشرب كثيرا', 'تشرب كثيرا'],
    dz: ['نعطش', 'عطشان', 'العطش', 'فمي ناشف', 'نشرب الما بزاف', 'نشرب بزاف', 'تشرب الما بزاف', 'يشرب الما بزاف'],
    dl: ['naatech', 'natech', 'natach', 'atchan', 'atach', 'latach', 'fommi nachef', 'nachrab lma bzaf', 'nechreb bezaf', 'soif', 'nechreb lma bzaf', 'nochrob lma bzaf', 'nechreb lma', 'tachrab lma bzf', 'tachrab lma bzaf', 'yachrab lma bzaf', 'tochrob lma bzaf', 'yochrob lma bzaf', 'tachreb lma bzaf', 'yachreb lma bzaf'],
  },
  {
    id: 'weight',
    w: { END: 2.2, GM: 0.6, GAS: 0.3, ONC: 0.2 },
    en: ['weight', 'weight gain', 'gaining weight', 'weight loss', 'losing weight', 'lost weight', 'obese', 'obesity', 'overweight', 'underweight', 'kilos', 'kg', 'getting thin', 'getting thinner', 'fat', 'lose weight'],
    fr: ['poids', 'prise de poids', 'perte de poids', 'maigri', 'maigrir', 'grossi', 'grossir', 'obesite', 'obese', 'surpoids', 'kilos', 'kg', 'maigris', 'je maigris', 'amaigrissement', 'perdre du poids'],
    ar: ['وزن', 'الوزن', 'وزني', 'زياده الوزن', 'نقص الوزن', 'فقدان الوزن', 'سمنه', 'السمنه', 'نحافه', 'كيلو', 'كيلوغرام', 'نحفت', 'انحف', 'سمين', 'سمينه', 'انقاص الوزن', 'انقاص وزني'],
    dz: ['الميزان', 'زدت في الميزان', 'نقصت في الميزان', 'سمنت', 'ضعفت', 'رقيت', 'الكيلوات', 'كيلوات', 'وزني طلع', 'وزني هبط', 'نضعف', 'راني نضعف', 'راني ضعفت', 'سمين', 'سمينه', 'سمان', 'ننقص من الميزان', 'حاب ننقص', 'حابه ننقص', 'نقص من الوزن', 'نقصت من الوزن', 'نخسر في الوزن', 'خسرت في الوزن'],
    dl: ['wazn', 'wazni', 'mizan', 'lmizan', 'zedt fel mizan', 'nqast fel mizan', 'nqest', 'smant', 'smen', 'da3aft', 'dafet', 'rqit', 'kilo', 'kilouat', 'kilowat', 'poids', 'nedhaf', 'ndhaf', 'dhaft', 'rani ndhaf', 'smin', 'smina', 'nenqes mn lmizan', 'nhab nenqes', 'nheb nenqes', 'nqes', 'nenqes', 'nqes men lwazn', 'nqest men lwazn', 'lwazn', 'nkhesser f lwazn', 'khsert f lwazn', 'nkhser lwazn'],
  },
  {
    id: 'cold_intolerance',
    w: { END: 1.8, HEM: 0.4 },
    en: ['always cold', 'feel cold all the time', 'cold hands', 'cant stand the cold', 'always freezing', 'cold all the time', 'cold when others are not', 'heat intolerance', 'cant stand the heat'],
    fr: ['toujours froid', 'frileux', 'frileuse', 'froid tout le temps', 'tout le temps froid', 'j ai toujours froid', 'je supporte plus le froid', 'supporte pas la chaleur', 'supporte pas le froid'],
    ar: ['الاحساس بالبرد', 'احس بالبرد دائما', 'برد دائما', 'بارد دائما', 'بالبرد دائما', 'اشعر بالبرد دائما', 'اشعر بالبرد كثيرا', 'لا اتحمل البرد', 'عدم تحمل البرد', 'عدم تحمل الحراره'],
    dz: ['نحس بالبرد ديما', 'ديما نبرد', 'نحس بالبرد بزاف', 'البرد يقتلني', 'ديما بردانه', 'ديما بردان', 'ما نحملش السخانه نتاع الجو', 'ما نحملش البرد'],
    dl: ['nhes bel berd dima', 'dima nbred', 'ma nhmelch lberd', 'nhess bel berd bzaf', 'lberd y9telni', 'dima bardana', 'dima bardan'],
  },
  {
    id: 'hormones',
    w: { END: 3.6 },
    en: ['hormone', 'hormones', 'hormonal', 'endocrinologist', 'cortisol', 'adrenal', 'pituitary', 'growth hormone', 'excess hair', 'hirsutism', 'too much hair', 'hair on my face', 'facial hair', 'hair on my chin'],
    fr: ['hormone', 'hormones', 'hormonal', 'hormonale', 'endocrinologue', 'endocrino', 'cortisol', 'surrenale', 'hypophyse', 'hormone de croissance', 'hirsutisme', 'pilosite', 'poils sur le visage', 'trop de poils'],
    ar: ['هرمون', 'هرمونات', 'الهرمونات', 'هرموني', 'غدد صماء', 'الغدد', 'الكورتيزول', 'الغده النخاميه', 'هرمون النمو', 'شعر زائد', 'شعر في الوجه', 'الشعر الزائد'],
    dz: ['الهرمونات', 'ليزورمون', 'هرمونات', 'الشعر الزايد', 'الشعر في وجهي'],
    dl: ['hormone', 'hormones', 'hormonat', 'lhormonat', 'endocrino', 'endokrino', 'ghodad', 'chaar f wjhi', 'poils f wjhi', 'chaar zayed'],
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
];
