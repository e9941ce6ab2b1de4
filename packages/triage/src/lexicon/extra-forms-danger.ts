import type { SurfaceForms } from './types.ts';

/** More wordings for danger signs: fits, things children swallow, wishing to die, seeing stars, head wounds. */
// Not formatted: one line per language keeps each entry readable at a glance.
// prettier-ignore
export const EXTRA_DANGER_FORMS: SurfaceForms[] = [
  {
    id: 'crushing',
    en: ['elephant', 'elephant sitting', 'like a vice'],
  },
  {
    id: 'seizure',
    en: ['fit', 'fits', 'fitting', 'having a fit', 'foaming at the mouth', 'convulsing', 'jerking all over'],
    fr: ['bave', 'il bave', 'elle bave', 'ecume aux levres', 'il convulse', 'secousses'],
    ar: ['رغوه من فمه', 'يخرج الزبد من فمه', 'زبد من فمه', 'ارتعاش الجسم كله'],
    dz: ['الكشكوشه', 'تخرجلو الكشكوشه', 'يخرج الكشكوشه', 'يرجف كامل'],
    dl: ['kechkoucha', 'kachkoucha', 'ykhrej kechkoucha', 'yerjef kamel'],
  },
  {
    id: 'ingestion',
    en: ['kerosene', 'petrol', 'gasoline', 'paraffin', 'lamp oil', 'ate pills', 'ate the pills', 'ate my pills', 'ate her pills', 'ate his pills', 'swallowed pills', 'drain cleaner'],
    fr: ['petrole', 'essence', 'white spirit', 'destop', 'mange des medicaments', 'avale des comprimes', 'avale des medicaments', 'mange des comprimes'],
    ar: ['الكيروسين', 'البنزين', 'المازوت', 'الكاز', 'بلع حبوب', 'اكل حبوب', 'اكل الدواء'],
    dz: ['ليصانص', 'المازوت', 'البترول', 'كلا الدوا', 'كلات الدوا', 'كلا الكاشيات', 'كلا الفانيد', 'شرب الصابون'],
    dl: ['lessence', 'mazout', 'petrol', 'kla dwa', 'klat dwa', 'kla kachiyat', 'kla lfanid', 'chrab savon'],
  },
  {
    id: 'intentional',
    en: ['whole bottle', 'all my pills', 'all the pills', 'whole pack', 'handful of pills', 'whole packet'],
    fr: ['tous mes medicaments', 'toute la plaquette', 'tous les comprimes', 'toute la boite'],
    ar: ['كل الدواء', 'كل الحبوب', 'علبه كامله', 'الحبوب كلها'],
    dz: ['الدوا كامل', 'كامل الدوا', 'الكاشيات كامل', 'الفانيد كامل'],
    dl: ['ga3 dwa', 'kachiyat kamel', 'dwa kaml', 'la boite kamla'],
  },
  {
    id: 'suicidal',
    en: ['dont want to live', 'do not want to live', 'dont want to be alive', 'better off dead', 'want to die', 'wish i was dead', 'wish i were dead', 'end my life', 'take my own life'],
    fr: ['veux plus vivre', 'ne veux plus vivre', 'envie de mourir', 'mettre fin a mes jours', 'mettre fin a ma vie', 'veux mourir'],
    ar: ['لا اريد ان اعيش', 'لا اريد العيش', 'اريد ان اموت', 'انهي حياتي', 'اتمنى الموت', 'اضع حدا لحياتي'],
    dz: ['ما بغيتش نعيش', 'ما نحبش نعيش', 'نحب نموت', 'حاب نموت', 'حابه نموت', 'بغيت نموت', 'نخمم نموت', 'نفكر نموت', 'نتمنى الموت'],
    dl: ['ma bghitch n3ich', 'ma n7ebch n3ich', 'n7eb nmout', '7ab nmout', '7aba nmout', 'bghit nmout', 'nkhamem nmout', 'nkhamam nmout', 'nfakar nmout', 'nfekker nmout', 'nitmanna lmout'],
  },
  {
    id: 'not_feeding',
    ar: ['ولا يرضع', 'ولا ترضع', 'لم يعد يرضع'],
    dz: ['ما راهش يرضع', 'ما راهيش ترضع', 'حبس الرضاعه'],
    dl: ['ma rahch yradda3', 'ma rahich tradda3', 'ma yradda3ch', 'ma tradda3ch', '7bes radda3a'],
  },
  {
    id: 'vision',
    en: ['seeing stars', 'see stars', 'spots in front of my eyes'],
    fr: ['vois des etoiles', 'des etoiles devant les yeux', 'des mouches devant les yeux', 'des points lumineux'],
    ar: ['ارى نجوما', 'نجوم امام عيني', 'ومضات ضوء'],
    dz: ['يشوفو النجوم', 'نشوف النجوم', 'تشوف النجوم', 'نشوف الضو', 'نشوف النجمات'],
    dl: ['nchouf njoum', 'tchouf njoum', 'ychoufou njoum', 'nchouf dou'],
  },
  {
    id: 'bleeding',
    dz: ['يدمي', 'تدمي', 'راسو يدمي', 'يسيل الدم'],
    dl: ['ydemmi', 'tdemmi', 'ydammi', 'tdammi', 'ysil dem'],
  },
  {
    id: 'trauma',
    en: ['motorbike', 'motorcycle', 'bike accident', 'fell off'],
    fr: ['moto', 'chute de moto', 'tombe de moto', 'accident de moto'],
    ar: ['دراجه ناريه', 'سقط من الدراجه'],
    dz: ['الموطو', 'طاح من الموطو', 'طاح من الدروج'],
    dl: ['moto', 'ta7 mel moto', 'ta7 mn moto', 'ta7 mel droj'],
  },
  {
    id: 'confusion',
    en: ['sleeping all the time', 'cant stay awake', 'keeps falling asleep'],
    fr: ['dort tout le temps', 'il dort tout le temps', 'elle dort tout le temps', 'n arrive pas a rester eveille'],
    ar: ['ينام طول الوقت', 'نعاس شديد'],
    dz: ['ديما راقد', 'راقد بزاف', 'راقد طول'],
    dl: ['dima ra9ed', 'ra9ed bzaf', 'ra9da bzaf', 'dima ra9da'],
  },
  {
    id: 'unable',
    ar: ['ولا استطيع', 'ولا يستطيع', 'ولا تستطيع', 'ولا اقدر', 'ولم اعد استطيع'],
  },
];
