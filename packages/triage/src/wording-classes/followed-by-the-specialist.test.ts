import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Everyday messages whose doctor is the one who follows a disease already named, not the organ nor
 * the family doctor: a cancer under or after its treatment (the oncologist), a sugar or a thyroid
 * read in a test (the endocrinologist), bruises that come alone with gums that bleed (the
 * haematologist), a child who cannot see the board (the eye doctor). Each with the guards the rule
 * must keep. Phrasings written for the tests, in the five ways of writing (en, fr, ar, dz Darija in
 * Arabic letters, dl Darija in Latin letters).
 */

const first = (text: string) => triage(text).ranked[0]?.code;

const cases: [string, string, string, string][] = [
  // A cancer already found, under chemotherapy, operated or on tablets with a check due: the oncologist.
  [
    'known cancer',
    'en',
    'my mother had surgery for a stomach cancer last month and now she starts chemo, who follows her',
    'oncology',
  ],
  [
    'known cancer',
    'fr',
    'mon pere a un cancer du colon, il a ete opere et on lui propose une chimio, quel medecin le suit',
    'oncology',
  ],
  ['known cancer', 'ar', 'امي عندها سرطان في المعدة وبدات العلاج الكيماوي، عندها غثيان خفيف', 'oncology'],
  [
    'known cancer',
    'dz',
    'بابا عندو الكونسار في الكولون وراه يدير الشيميو، شكون الطبيب اللي يتبعو',
    'oncology',
  ],
  [
    'known cancer',
    'dl',
    'khti 3andha cancer du sein, kmlat traitement w drk lazem contrôle, wach ndirou',
    'oncology',
  ],
  [
    'known cancer',
    'fr',
    'j ai fini ma chimio il y a six mois, je suis fatiguee, c est normal avant le controle',
    'oncology',
  ],
  [
    'known cancer',
    'en',
    'biopsy confirmed my dads colon cancer, do we go for chemo or surgery first',
    'oncology',
  ],
  [
    'known cancer',
    'fr',
    'j ai termine ma chimio l an dernier, le scanner de controle est bientot, un peu de fatigue',
    'oncology',
  ],
  [
    'known cancer',
    'ar',
    'انهيت العلاج الكيماوي منذ سنة وموعد فحص المراقبة الشهر القادم، اشعر ببعض التعب',
    'oncology',
  ],
  ['known cancer', 'dz', 'كملت الشيميو تاع الكولون، واش نقدر نصوم رمضان قبل الكونترول', 'oncology'],
  [
    'known cancer',
    'dl',
    'kont mrida b cancer du sein, kmelt traitement w nchrob tamoxifene, wa9tach contrôle?',
    'oncology',
  ],
  // Guards: a cancer feared after a treated ulcer stays the gut doctor's; a fever under chemo the oncologist's.
  [
    'cancer feared',
    'dl',
    'kan 3andi ulcère f lma3da w kmelt dwa, drk nkhaf ykoun cancer',
    'gastroenterology',
  ],
  ['fever under chemo', 'en', 'my wife is on chemo and tonight she has 39 fever and shivers', 'oncology'],
  // A sugar or a thyroid read in a test or at a check-up: the endocrinologist.
  [
    'gland read in a test',
    'en',
    'my thyroid test came back with a high tsh, i am tired and always cold',
    'endocrinology',
  ],
  [
    'gland read in a test',
    'fr',
    'analyse de la thyroide perturbee, le medecin du travail m a dit de consulter',
    'endocrinology',
  ],
  ['gland read in a test', 'ar', 'ظهر في التحليل ان السكر مرتفع قليلا، لا اشعر بشيء', 'endocrinology'],
  ['gland read in a test', 'dz', 'درت تحليل الغدة الدرقية خرج مش مليح، واش نعمل', 'endocrinology'],
  [
    'gland read in a test',
    'dl',
    'dert analyse ta3 sokkar l9itou tal3 chwiya, ma n7ess b walou',
    'endocrinology',
  ],
  [
    'gland read in a test',
    'ar',
    'عندي مشكل في الغدة الدرقية والتحليل خرج مرتفع، اشعر بالتعب والبرد دائما',
    'endocrinology',
  ],
  ['gland read in a test', 'dz', 'درت تحليل السكر لقيتو طالع شوية، ما نحس بوالو', 'endocrinology'],
  ['gland read in a test', 'fr', 'glycemie a jeun un peu haute au bilan, je ne sens rien', 'endocrinology'],
  // Guard: a diabetic's kidney read in a test is the kidney doctor's.
  [
    'diabetic kidney in a test',
    'fr',
    'je suis diabetique et l analyse des reins montre de l albumine dans les urines',
    'nephrology',
  ],
  // Bruises that come alone with gums that bleed: the blood's clotting, the haematologist.
  [
    'bruises and gums',
    'en',
    'i bruise without bumping into anything and my gums bleed when i brush',
    'hematology',
  ],
  [
    'bruises and gums',
    'fr',
    'des bleus sans raison sur les bras et les gencives qui saignent quand je me brosse les dents',
    'hematology',
  ],
  ['bruises and gums', 'ar', 'تظهر كدمات على جسمي دون سبب واللثة تنزف عند تنظيف الاسنان', 'hematology'],
  [
    'bruises and gums',
    'dz',
    'يطلعولي زرق في جسمي بلا ما نضرب و اللثة تسيل بالدم كي نغسل سناني',
    'hematology',
  ],
  ['bruises and gums', 'dl', 'ytla3li zorq f jesmi bla sbab w lessa tsil bdem ki nghsel sniya', 'hematology'],
  ['bruises and gums', 'dz', 'نتزرق ساهل بلا ما نضرب و اللثة تاعي تسيل بالدم', 'hematology'],
  // Guard: gums that bleed with a hard brush, no bruise, stay the dentist's.
  ['gums alone', 'fr', 'mes gencives saignent un peu quand je me brosse les dents', 'dentistry'],
  // A child who cannot see the board or sits close to the television: the eye doctor.
  [
    'child cannot see the board',
    'en',
    'my son is 9 and says he cannot see the board at school',
    'ophthalmology',
  ],
  [
    'child cannot see the board',
    'fr',
    'ma fille de 10 ans ne voit pas le tableau a l ecole et se colle a la tele',
    'ophthalmology',
  ],
  [
    'child cannot see the board',
    'ar',
    'ابني عمره 8 سنوات لا يرى السبورة في القسم ويقترب كثيرا من التلفزيون',
    'ophthalmology',
  ],
  ['child cannot see the board', 'dz', 'بنتي 11 عام ما تشوفش مليح السبورة فالقسم', 'ophthalmology'],
  ['child cannot see the board', 'dl', 'wlidi 10 snin ma ychoufch mli7 tableau f la classe', 'ophthalmology'],
  ['child cannot see the board', 'dz', 'ولدي ما يشوفش السبورة مليح ويقرب بزاف للتلفزيون', 'ophthalmology'],
  ['child cannot see the board', 'ar', 'ابني لا يرى السبورة جيدا في المدرسة', 'ophthalmology'],
  // Guard: a child's fever stays the pediatrician's.
  ['child with a fever', 'dl', 'wlidi 4 snin sakhoun men lbare7 w ma yaklech', 'pediatrics'],
  // A well child in the same class as a meningitis: the infection clinic (the neighbours are no lime).
  [
    'same class as a meningitis',
    'en',
    'a boy in the same class as my daughter has meningitis, she is fine, does she need medicine',
    'infectious-diseases',
  ],
  [
    'same class as a meningitis',
    'fr',
    'un enfant dans la meme classe que mon fils a une meningite, il va bien, faut il un traitement',
    'infectious-diseases',
  ],
  [
    'same class as a meningitis',
    'ar',
    'طفل في نفس القسم مع ابني عنده التهاب السحايا، ابني بخير، هل ياخذ دواء',
    'infectious-diseases',
  ],
  [
    'same class as a meningitis',
    'dz',
    'بنت الجيران عندها المينانجيت، بنتي تقرا معاها فنفس القسم، واش نديرو',
    'infectious-diseases',
  ],
  [
    'same class as a meningitis',
    'dl',
    'wld jarna 3andou meningite, wldi y9ra m3ah f nafs l9ism, wach lazem dwa',
    'infectious-diseases',
  ],
  // A vaccine before the umrah, a vaccinated cat's scratch: the infection clinic.
  ['umrah vaccine', 'dz', 'رايحين للعمرة الشهر الجاي، واش من فاكسان لازم', 'infectious-diseases'],
  ['cat scratch', 'dl', '9ett ta3 jarna khedchetni f yeddi, lazem vaccin?', 'infectious-diseases'],
  // A throat that closes or a breath that fails after a food or a sting: the emergency physician.
  [
    'allergy closing the throat',
    'en',
    'ate shrimp at a wedding, my lips swelled and my throat is closing, hard to breathe',
    'general-medicine',
  ],
  [
    'allergy closing the throat',
    'fr',
    'j ai mange des crevettes, mes levres gonflent et ma gorge se serre, je respire mal',
    'general-medicine',
  ],
  [
    'allergy closing the throat',
    'ar',
    'اكلت الفول السوداني فانتفخ وجهي وحلقي يضيق ولا استطيع التنفس جيدا',
    'general-medicine',
  ],
  ['allergy closing the throat', 'dz', 'كليت الكاوكاو وشفايفي نفخو وحلقي راه يتسكر', 'general-medicine'],
  [
    'allergy closing the throat',
    'dl',
    'klit cacahuete w wejhi tenfekh, 7al9i msakar w ma n9derch nettnafes',
    'general-medicine',
  ],
  [
    'allergy closing the throat',
    'dz',
    'كليت الجمبري وشفايفي نفخو وحلقي راه يتسكر وما نقدرش نبلع',
    'general-medicine',
  ],
  [
    'allergy closing the throat',
    'dl',
    'klit l7out, wejhi tenfekh w 7al9i msakar, nsaffar ki nettnafes',
    'general-medicine',
  ],
  [
    'allergy closing the throat',
    'dl',
    '9asetni na7la, wejhi nfa5 w sadri mzayer ma n9derch netnfes',
    'general-medicine',
  ],
  // Guards: a child's is the pediatrician's; a rash with swollen lips and no throat stays the skin doctor's.
  [
    'child allergy',
    'fr',
    'ma fille de 6 ans a mange des cacahuetes, son visage gonfle et elle respire mal',
    'pediatrics',
  ],
  [
    'rash with swollen lips',
    'en',
    'itchy rash all over since i took amoxicillin, my lips are swelling',
    'dermatology',
  ],
];

describe('a disease already named goes to the specialist who follows it', () => {
  it.each(cases)('%s [%s] %s -> %s', (_class, _lang, text, expected) => {
    expect(first(text)).toBe(expected);
  });
});
