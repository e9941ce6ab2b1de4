import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Which doctor first when the signs name a disease whose doctor is not the organ's: a fever with a
 * stiff neck or spots that do not fade is the infection clinic's (not the neck's, the eye's or the
 * heart's), bruises and bleeding gums with a fever a blood disease. Phrasings written for the
 * tests, in the five ways of writing (en, fr, ar, dz Darija in Arabic letters, dl Darija in Latin
 * letters).
 */

const first = (text: string) => triage(text).ranked[0]?.code;

const cases: [string, string, string, string][] = [
  // Fever with a neck that will not bend forward, or spots that stay when pressed: a meningitis.
  [
    'meningitis',
    'en',
    'my cousin 22 has a high fever, he cant bring his chin to his chest and light hurts his eyes',
    'infectious-diseases',
  ],
  [
    'meningitis',
    'fr',
    'mon colocataire a 39.8 de fievre, il ne peut pas baisser le menton vers la poitrine, la lumiere le gene',
    'infectious-diseases',
  ],
  [
    'meningitis',
    'ar',
    'زوجي حرارته 40 ولا يستطيع ان يحني راسه، وظهرت بقع بنفسجية على ذراعيه',
    'infectious-diseases',
  ],
  ['meningitis', 'dz', 'راجلي سخانة 40 وما يقدرش يحني راسو، الضو يوجعلو عينيه', 'infectious-diseases'],
  [
    'meningitis',
    'dl',
    'sa7bti s5ana 40, ma t9derch thabet rasha, yhabet rasou l sadrou ma y9derch',
    'infectious-diseases',
  ],
  // Bruises and bleeding from the gums or the nose with a fever: the haematologist (a leukaemia).
  [
    'blood disease',
    'en',
    'bruises all over my legs for no reason, my gums bleed and i have had a fever for a week',
    'hematology',
  ],
  [
    'blood disease',
    'fr',
    'des bleus partout sans me cogner, le nez qui saigne et de la fievre depuis 10 jours',
    'hematology',
  ],
  [
    'blood disease',
    'dl',
    'tal3ouli bla9 zer9in f jesmi kaml bla ma ndreb, nifi ysil dem w s5ana men semana',
    'hematology',
  ],
  // One faint or a passing dizziness with an everyday trigger (heat, blood drawn, fasting, getting up fast): the family doctor.
  [
    'faint trigger',
    'en',
    'passed out for a few seconds after they drew my blood for a check up, all good now',
    'general-medicine',
  ],
  [
    'faint trigger',
    'en',
    'i fainted in the hammam on friday, it was too hot in there, since then nothing',
    'general-medicine',
  ],
  [
    'faint trigger',
    'fr',
    'je me suis evanouie a la prise de sang ce matin, maintenant ca va',
    'general-medicine',
  ],
  [
    'faint trigger',
    'fr',
    'la tete me tourne une seconde quand je me leve du canape, rien d autre',
    'general-medicine',
  ],
  ['faint trigger', 'ar', 'أغمي علي مرة بسبب الحر في العمل ثم استيقظت بسرعة', 'general-medicine'],
  ['faint trigger', 'dz', 'دخت شوية وانا صايمة قبل المغرب، كليت تمرة وولات لاباس', 'general-medicine'],
  ['faint trigger', 'dl', 'ndokh chwiya ki n9oum bzerba men frach, tfout direct', 'general-medicine'],
  // A known cancer whose treatment brings a fever, or whose tumour presses (face and neck swollen,
  // legs failing with back pain): the oncologist, not the infection clinic, the heart or the nerves.
  [
    'cancer',
    'en',
    'my aunt gets chemo every 3 weeks, today a temperature of 38.9 and she is shaking with chills',
    'oncology',
  ],
  [
    'cancer',
    'fr',
    'ma mere a un cancer du sein, le visage et le cou gonfles, les veines de la poitrine gonflees, elle etouffe',
    'oncology',
  ],
  ['cancer', 'ar', 'والدي مريض بالسرطان، ظهره يؤلمه منذ أسابيع واليوم لم يعد يستطيع تحريك رجليه', 'oncology'],
  ['cancer', 'dz', 'ختي دير لاشيميو، من العشية بدات تسخن 38.7', 'oncology'],
  [
    'cancer',
    'dl',
    'baba 3andou cancer ta3 riya, wejhou w rgebtou ntefkhou w ma y9derch yetnaffes ki yer9od',
    'oncology',
  ],
  // On a blood thinner, bleeding from two places at once: the haematologist (the dose is the cause).
  [
    'thinner',
    'en',
    'my dad is on warfarin, his gums keep bleeding and there is blood in his urine since this morning',
    'hematology',
  ],
  [
    'thinner',
    'fr',
    'ma mere sous previscan, son nez saigne et elle a des bleus partout depuis deux jours',
    'hematology',
  ],
  ['thinner', 'ar', 'جدتي تاخذ مميع الدم، انفها ينزف ولثتها تنزف منذ الصباح', 'hematology'],
  ['thinner', 'dz', 'بابا ياخذ سينتروم، البول تاعو فيه الدم ونيفو يسيل', 'hematology'],
  ['thinner', 'dl', 'yemma takhod sintrom, nifha ysil dem w tal3oulha bla9 zer9in f jesmha', 'hematology'],
  // A child's knock on the head with nothing after: the pediatrician.
  [
    'child head',
    'en',
    'my son 5 bumped his head on the table edge, cried a bit then went back to playing',
    'pediatrics',
  ],
  [
    'child head',
    'fr',
    'ma fille de 4 ans s est cogne la tete contre le mur, elle a pleure puis elle joue normalement',
    'pediatrics',
  ],
  [
    'child head',
    'ar',
    'ابني عمره 7 سنوات سقط من الدراجة وضرب رأسه، بكى قليلا ثم لعب بشكل عادي',
    'pediatrics',
  ],
  ['child head', 'dz', 'بنتي 3 سنين طاحت من الكرسي وضربت راسها، بكات شوية ومن بعد رجعت تلعب', 'pediatrics'],
  ['child head', 'dl', 'binti 4 ans ta7et men srir w drbet rasha, bkat chwiya w rj3at tel3ab', 'pediatrics'],
  // Well, but close to someone with a contagious disease (a room, a party, a playmate): the infection clinic decides on prevention.
  [
    'contact',
    'en',
    'i slept in the same room as my cousin who has measles, i feel fine, what should i do',
    'infectious-diseases',
  ],
  [
    'contact',
    'fr',
    'mon fils jouait avec un copain qui a la meningite, il va bien, faut il un traitement?',
    'infectious-diseases',
  ],
  ['contact', 'ar', 'كان ابني يلعب مع طفل مصاب بالحصبة، هل يحتاج شيئا؟', 'infectious-diseases'],
  ['contact', 'dz', 'بنتي كانت تلعب معاه وهو عندو بوحمرون، هي لاباس، واش نديرو؟', 'infectious-diseases'],
  [
    'contact',
    'dl',
    'weldi kan yel3ab m3ah w tla3 3andou meningite, weldi labas, lazem dwa?',
    'infectious-diseases',
  ],
  // An inherited blood disease, its crisis in the chest or in a child included: the haematologist.
  [
    'sickle cell',
    'en',
    'my son 7 has sickle cell, terrible pain in his chest and back, fever 39 and he cant catch his breath',
    'hematology',
  ],
  [
    'sickle cell',
    'fr',
    'ma fille de 6 ans est drepanocytaire, tres forte douleur au dos et au thorax, fievre, elle respire mal',
    'hematology',
  ],
  [
    'sickle cell',
    'ar',
    'ابني 8 سنوات مصاب بفقر الدم المنجلي، ألم شديد جدا في صدره وظهره وحرارة 39 ولا يستطيع التنفس جيدا',
    'hematology',
  ],
  ['sickle cell', 'dz', 'وليدي عندو التلاسيميا، لازمو طبيب يتبعو', 'hematology'],
  [
    'sickle cell',
    'dl',
    'weldi 5 ans 3andou drepano, wja3 kbir f dahrou w sadrou, s5ana 39 w ma y9derch yetnaffes mlih',
    'hematology',
  ],
  // An older person with a fever, confused, shaking or with a low pressure: a sepsis, the infection clinic.
  [
    'sepsis',
    'en',
    'grandpa 80 has a kidney infection, now he is burning hot, shaking and does not know where he is',
    'infectious-diseases',
  ],
  [
    'sepsis',
    'fr',
    'ma grand mere 78 ans est brulante, elle tremble, elle est confuse et sa tension est a 8',
    'infectious-diseases',
  ],
  ['sepsis', 'ar', 'جدي عمره 82 سنة عنده حمى ورجفة وأصبح مشوشا وضغطه منخفض', 'infectious-diseases'],
  [
    'sepsis',
    'dz',
    'جدتي 76 عام فيها السخانة وترجف، ولات تخلط فالهدرة والطونسيو طايحة',
    'infectious-diseases',
  ],
  [
    'sepsis',
    'dl',
    'jeddi 79 ans s5ana 39.5 w yerjef, wella ma y3arafnach w tension ta3ou 8',
    'infectious-diseases',
  ],
  // Found by the family doctor and sent on (a thyroid, a blood count): the specialist, not the family doctor again.
  ['sent on', 'en', 'my GP found my platelets very low and wants me to see a specialist', 'hematology'],
  [
    'sent on',
    'fr',
    'le medecin generaliste a trouve un nodule a la thyroide, il m a adresse a un specialiste',
    'endocrinology',
  ],
  ['sent on', 'ar', 'الطبيب العام وجد خللا في الغدة الدرقية وحولني الى طبيب مختص', 'endocrinology'],
  ['sent on', 'dz', 'الطبيب العام قالي الغدة الدرقية تاعي فيها مشكل، بعثني لطبيب مختص', 'endocrinology'],
  ['sent on', 'dl', 'tbib generaliste l9a globules blancs 3alyin bzaf, 9ali lazem specialiste', 'hematology'],
  // Always cold with a weight gained or a tiredness: a slow thyroid, the endocrinologist.
  [
    'thyroid',
    'en',
    'i am always freezing, gained 6 kilos without eating more and tired all day',
    'endocrinology',
  ],
  ['thyroid', 'fr', 'j ai tout le temps froid, je prends du poids et je suis fatiguee', 'endocrinology'],
  ['thyroid', 'ar', 'اشعر بالبرد دائما وزاد وزني وتعب مستمر', 'endocrinology'],
  ['thyroid', 'dz', 'ديما بردانة، زاد وزني وعيانة بزاف', 'endocrinology'],
  ['thyroid', 'dl', 'dima bardana, zadet f lmizan w 3ayya bzaf', 'endocrinology'],
  // Much blood from the back passage with a faint or dizziness: a gut bleed, the gut doctor.
  [
    'gut bleed',
    'en',
    'lots of bright red blood from my back passage since this morning and i feel dizzy',
    'gastroenterology',
  ],
  [
    'gut bleed',
    'fr',
    'mon pere saigne beaucoup par l anus, il a la tete qui tourne et il est pale',
    'gastroenterology',
  ],
  ['gut bleed', 'ar', 'نزيف من الدبر منذ الصباح مع دوخة شديدة', 'gastroenterology'],
  ['gut bleed', 'dz', 'جدي يخرج الدم من الدبر بزاف وراهو دايخ', 'gastroenterology'],
  ['gut bleed', 'dl', 'baba ynazzef men dber bzaf w rah dayekh', 'gastroenterology'],
  // A small child who swallowed someone's pills: the pediatrician, whatever the pills treat.
  [
    'child swallowed',
    'en',
    'my daughter 2 swallowed some of her grandmothers pressure and diabetes pills and she is very drowsy',
    'pediatrics',
  ],
  [
    'child swallowed',
    'fr',
    'mon fils de 3 ans a avale les comprimes de tension de son grand pere, il est tout mou, sa tension est basse',
    'pediatrics',
  ],
  [
    'child swallowed',
    'ar',
    'ابنتي عمرها سنتان ابتلعت حبوب السكري والضغط الخاصة بجدتها وهي الآن نعسانة جدا',
    'pediatrics',
  ],
  [
    'child swallowed',
    'dz',
    'ولدي عامين كلا الدوا تاع الطونسيو والسكر تاع جدتو وراهو راقد بزاف',
    'pediatrics',
  ],
  [
    'child swallowed',
    'dl',
    'binti 3 ans klat dwa ta3 sokar w tension ta3 jeddha, rahi ta3bana w n3sana bzaf',
    'pediatrics',
  ],
  // A child's tooth knocked out or broken in a fall: the dentist, not the pediatrician or the bone doctor.
  [
    'child tooth',
    'en',
    'my son fell at the park and his front tooth got knocked out, a little blood',
    'dentistry',
  ],
  ['child tooth', 'fr', 'ma fille de 6 ans est tombee, sa dent de devant est cassee', 'dentistry'],
  ['child tooth', 'ar', 'ابني سقط في المدرسة وانكسرت سنه الامامية', 'dentistry'],
  ['child tooth', 'dz', 'بنتي طاحت فالدروج وطاحتلها سنة الحليب، شوية دم', 'dentistry'],
  ['child tooth', 'dl', 'weldi ta7 men lvelo w ta7etlou senna men 9odam', 'dentistry'],
];

describe('the disease the signs name chooses the doctor, not the organ they sit in', () => {
  it.each(cases)('[%s, %s] %s', (_class, _way, text, expected) => {
    expect(first(text)).toBe(expected);
  });
});

describe('what those rules must leave alone', () => {
  it.each([
    // A child with fever and spots that do not fade: the pediatrician.
    ['fr', 'mon fils a de la fievre et des taches rouges qui ne partent pas quand on appuie', 'pediatrics'],
    ['dz', 'بنتي سخونة وطلعولها حبوب حمر ما يروحوش كي نضغط عليهم', 'pediatrics'],
    // A face swollen after a nut, with no cancer, stays an allergy: the family doctor.
    ['en', 'my lips and face swelled up after eating peanuts and my throat feels tight', 'general-medicine'],
    // One nose bleeding on a blood thinner: the ENT packs it.
    ['fr', 'mon grand pere sous sintrom saigne du nez depuis 40 minutes', 'ent'],
    // A child's knock on the head, then vomiting: the brain first.
    ['dz', 'ولدي طاح وضرب راسو وبدا يتقيا', 'neurology'],
    // A child who has the chickenpox himself: the pediatrician.
    ['fr', 'mon fils de 5 ans a la varicelle depuis hier, ca le gratte beaucoup', 'pediatrics'],
    // A family doctor asked for a sick note: the family doctor.
    ['fr', 'je voudrais voir un generaliste pour un arret de travail, j ai la grippe', 'general-medicine'],
    // A whole family with headaches by a gas heater, children among them: not the pediatrician first.
    [
      'en',
      'all of us have headaches and nausea this morning, me, my husband and the kids, the gas heater was on all night',
      'general-medicine',
    ],
    // 'سنة' is also a year: a child's age in years names no tooth.
    ['dz', 'ولدي عمرو سنة وعندو السخانة من البارح', 'pediatrics'],
    // A faint during effort, or with the heart racing, stays the cardiologist's.
    ['en', 'i fainted while running up the stairs at the hammam', 'cardiology'],
    ['fr', 'malaise a jeun avec le coeur qui bat tres vite et tres fort', 'cardiology'],
  ])('[%s] %s', (_way, text, expected) => {
    expect(first(text)).toBe(expected);
  });
  // A stiff neck after sleeping badly, no fever: not the infection clinic.
  it.each([
    ['en', 'stiff neck since i slept on the sofa, no fever'],
    ['dl', 'rgabti yabsa men ki r9adt ghalta, ma 3andich s5ana'],
  ])('[%s] %s is no infection', (_way, text) => {
    expect(first(text)).not.toBe('infectious-diseases');
  });
});
