import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Which doctor first for the heart, the lungs, the kidneys, the ear-nose-throat, the urinary tract
 * and women's health, where the strangers' sets met the same wrong first specialty again and again:
 * each class of wording in the five ways of writing (en, fr, ar, dz Darija in Arabic letters, dl
 * Darija in Latin letters), phrasings written for the tests, with the guards each rule must keep.
 */

const first = (text: string) => triage(text).ranked[0]?.code;

const cases: [string, string, string, string][] = [
  // Someone else's tuberculosis, and a question whether to be tested: the chest physician screens contacts.
  [
    'tb contact',
    'en',
    'my brother in law has tuberculosis and we live together, i have no symptoms, should i get a test',
    'pulmonology',
  ],
  [
    'tb contact',
    'fr',
    'ma belle soeur a une tuberculose, on mange ensemble, dois je faire un test?',
    'pulmonology',
  ],
  ['tb contact', 'ar', 'جاري في السكن مريض بالسل وانا بصحه جيده، هل احتاج الى فحص؟', 'pulmonology'],
  ['tb contact', 'dz', 'خالتي لقاو عندها السل وكنت نزورها ديما، واش لازم ندير فحص؟', 'pulmonology'],
  ['tb contact', 'dl', 'sahbi f l9raya tal3etlou tuberculose, ana labes, lazem ndir test?', 'pulmonology'],
  // Guards: one's own treatment and its urine stay with the infection clinic.
  [
    'tb own treatment',
    'fr',
    'je prends mon traitement de la tuberculose depuis 2 mois, controle prevu',
    'infectious-diseases',
  ],
  ['tb own treatment', 'dl', 'kmelt dwa ta3 sell, nheb ndir controle', 'infectious-diseases'],
  // A dialysis missed, whatever the heart or the breath does after it: the kidney doctor.
  [
    'missed dialysis',
    'en',
    'my aunt is on hemodialysis and missed 2 sessions, now her heart skips and she is short of breath',
    'nephrology',
  ],
  [
    'missed dialysis',
    'fr',
    'mon pere est en hemodialyse, il a raté 2 seances, son coeur bat de travers et il est essoufflé',
    'nephrology',
  ],
  [
    'missed dialysis',
    'ar',
    'جدي مريض بالكلى ولم يذهب للغسيل منذ اربعه ايام، قلبه يدق بسرعه ويتنفس بصعوبه',
    'nephrology',
  ],
  [
    'missed dialysis',
    'dz',
    'عمتي تدير الدياليز وفاتتها جوج حصص، قلبها يضرب بالخلطة ونفسها قصير',
    'nephrology',
  ],
  [
    'missed dialysis',
    'dl',
    'jeddi ydir dialyse w fattou 2 seances, galbou ydrab m5alet w ma y9derch yetnefes',
    'nephrology',
  ],
  // An itch on dialysis: the kidneys' waste, not the skin.
  ['dialysis itch', 'ar', 'انا على الغسيل الكلوي منذ سنتين وعندي حكه في كل جسمي', 'nephrology'],
  // A cough lingering two weeks or more after a cold, nothing alarming: the chest physician.
  [
    'lingering cough',
    'en',
    'i have been coughing for 4 weeks since a flu, no fever, no blood',
    'pulmonology',
  ],
  [
    'lingering cough',
    'fr',
    'je tousse depuis 3 semaines depuis un rhume, sans fievre ni sang',
    'pulmonology',
  ],
  ['lingering cough', 'ar', 'عندي سعال منذ ثلاثه اسابيع بعد الزكام، بدون حمى', 'pulmonology'],
  ['lingering cough', 'dz', 'عندي الكحة من 3 سمانات من بعد الزكام، ما عنديش السخانة', 'pulmonology'],
  ['lingering cough', 'dl', 'koh7a men 4 semanat ba3d rhume, ma 3andich s5ana', 'pulmonology'],
  // Guards: a cough of a few days with a cold stays the family doctor's.
  ['short cough', 'fr', 'je tousse depuis 4 jours avec un rhume, pas de fievre', 'general-medicine'],
  ['short cough', 'dz', 'عندي الكحة والزكام من 3 ايام', 'general-medicine'],
  // A leg swollen and the breath failing suddenly after a journey or a birth: a clot in the lung.
  [
    'clot in the lung',
    'en',
    'back from a 20 hour bus trip, my calf is swollen and suddenly i cant breathe',
    'pulmonology',
  ],
  [
    'clot in the lung',
    'fr',
    'accouchee il y a 10 jours, ma jambe est gonflee et d un coup je respire mal',
    'pulmonology',
  ],
  ['clot in the lung', 'ar', 'بعد الولاده بعشره ايام رجلي منتفخه وفجاه ضيق في التنفس', 'pulmonology'],
  ['clot in the lung', 'dz', 'رجعت من السفر فالكار، رجلي منفوخة وفجأة ما نقدرش نتنفس', 'pulmonology'],
  ['clot in the lung', 'dl', 'rja3t men safar twil, rejli mentfkha w fjaa ma n9derch ntnafes', 'pulmonology'],
  // A sudden stab on one side of the chest with the breath failing: a collapsed lung.
  [
    'collapsed lung',
    'en',
    'tall skinny guy 19, sudden sharp pain on the right side of my chest and getting short of breath',
    'pulmonology',
  ],
  [
    'collapsed lung',
    'fr',
    'a 20 ans, douleur brutale du cote gauche de la poitrine et du mal a respirer',
    'pulmonology',
  ],
  ['collapsed lung', 'ar', 'شاب نحيف فجاه الم حاد في جانب الصدر وضيق تنفس', 'pulmonology'],
  ['collapsed lung', 'dz', 'فجأة جاني وجع قوي فجنب صدري وما نقدرش نتنفس', 'pulmonology'],
  ['collapsed lung', 'dl', 'fjaa wja3 9wi f jenb sdri w ma n9derch ntnafes', 'pulmonology'],
  // Guard: the same side with a sweat or an arm is the heart.
  [
    'heart attack on the left',
    'en',
    'sudden pain left side of my chest going to my arm, sweating and short of breath',
    'cardiology',
  ],
  // An electric shock and a heart beating wrong after it: the cardiologist (the arrhythmia).
  [
    'shock and heart',
    'en',
    'my uncle got an electric shock fixing a socket, fell off the ladder, burn on his fingers, now his heart is beating irregular',
    'cardiology',
  ],
  [
    'shock and heart',
    'fr',
    'mon frere s est electrocute au travail, il est tombe, brulure sur la main, et depuis son coeur bat de travers',
    'cardiology',
  ],
  [
    'shock and heart',
    'ar',
    'ابي صعقته الكهرباء في المطبخ وسقط، في يده حرق، والان قلبه يدق بدون انتظام',
    'cardiology',
  ],
  [
    'shock and heart',
    'dz',
    'خويا ضربو الكوران فالدار وطاح، عندو حرقة فيدو، دروك قلبو يضرب بالخلطة',
    'cardiology',
  ],
  [
    'shock and heart',
    'dl',
    'khouya tkahrab f dar w ta7, 3andou 7ar9a f yedou, drk galbou ydrab m5alet',
    'cardiology',
  ],
  // Guard: a shock with only a small burn and nothing else stays the emergency physician's or the skin's.
  [
    'shock without heart',
    'fr',
    'electrocute par une prise, petite brulure au doigt, je vais bien',
    'dermatology',
  ],
  // A little blood when blowing the nose in a cold, or a nosebleed that stopped: the ENT.
  ['blood blowing the nose', 'en', 'a bit of blood after blowing my nose hard, i have a cold', 'ent'],
  ['blood blowing the nose', 'fr', 'du sang dans le mouchoir quand je me mouche, je suis enrhume', 'ent'],
  ['blood blowing the nose', 'ar', 'نزف انفي قليلا عند التمخط مع الزكام ثم توقف', 'ent'],
  ['blood blowing the nose', 'dz', 'شوية دم كي نمخط، عندي الزكام', 'ent'],
  ['blood blowing the nose', 'dl', 'khrej dem men nifi ki nmakhat, 3andi rhume', 'ent'],
  // Guard: a runny nose with a cold and a little fever stays the family doctor's.
  ['cold alone', 'fr', 'rhume et nez qui coule, un peu de fievre', 'general-medicine'],
  // Urine gone red after beetroot or a hard run: the urologist, not the skin's 'red'.
  ['red urine', 'en', 'i peed red this morning after a big beetroot salad, no pain', 'urology'],
  ['red urine', 'fr', 'pipi rouge ce matin, j ai mange de la betterave hier', 'urology'],
  ['red urine', 'ar', 'البول احمر بعد ما اكلت الشمندر البارحه', 'urology'],
  ['red urine', 'dz', 'البول تاعي حمر من بعد ما كليت البتراف', 'urology'],
  ['red urine', 'dl', 'lbol 7mer lyoum ba3d ma klit betrav', 'urology'],
  // A burning when passing urine is the bladder's, not a burn of the skin.
  ['burning urine', 'dl', 'makanch dem f lbol, ghir tehri9a ki nboul', 'urology'],
  // Foam or protein in the urine: the kidney doctor, a diabetic's too.
  ['foamy urine', 'en', 'there is foam in my pee every morning, and i am diabetic', 'nephrology'],
  [
    'foamy urine',
    'fr',
    'des traces de proteines dans mes urines et de la mousse, je suis diabetique',
    'nephrology',
  ],
  ['foamy urine', 'ar', 'البول رغوي والتحليل اظهر زلالا وانا مريض سكري', 'nephrology'],
  ['foamy urine', 'dl', 'bol ta3i fih mousse kol sbah, 3andi sokkar', 'nephrology'],
  // Cysts in the kidneys: the kidney doctor, never the ovary's.
  [
    'kidney cysts',
    'en',
    'the scan found cysts on my kidneys like my father, i want a follow up',
    'nephrology',
  ],
  ['kidney cysts', 'fr', 'on m a trouve un kyste au rein a l echo, je veux un suivi', 'nephrology'],
  ['kidney cysts', 'ar', 'عندي كيسات في الكلى واريد متابعه', 'nephrology'],
  ['kidney cysts', 'dz', 'لقاولي الكيستات فالكلاوي فالايكو', 'nephrology'],
  ['kidney cysts', 'dl', 'l9awli kyste f kelwa f echo, nheb suivi', 'nephrology'],
  // Guard: an ovary's cyst stays the gynaecologist's; protein powder at the gym is no kidney disease.
  ['ovarian cyst', 'fr', 'kyste ovarien vu a l echo, regles douloureuses', 'gynecology-obstetrics'],
  // A heart that races with a stress of the moment or a coffee, nothing else: the cardiologist.
  ['racing heart with a trigger', 'en', 'my heart races when im stressed, nothing else', 'cardiology'],
  [
    'racing heart with a trigger',
    'fr',
    'mon coeur bat vite quand je stresse avant les examens',
    'cardiology',
  ],
  ['racing heart with a trigger', 'ar', 'قلبي يدق بسرعه عند التوتر', 'cardiology'],
  ['racing heart with a trigger', 'dz', 'قلبي يضرب بالزربة كي نستريسي', 'cardiology'],
  ['racing heart with a trigger', 'dl', 'galbi ydreb bzaf ki nstressi', 'cardiology'],
  // Guards: panic with the feeling of dying, or worry all the time, stays the psychiatrist's.
  ['panic', 'en', 'panic attacks, i feel i am dying and my heart races, the ecg was normal', 'psychiatry'],
  [
    'stress with the heart checked',
    'dz',
    'كي نتقلق قلبي يضرب بالزربة، درت ECG و قالولي قلبك مليح',
    'psychiatry',
  ],
  ['worry', 'en', "constant worry, can't relax, chest tight when stressed", 'psychiatry'],
  // A heart racing, then dizzy and down: a faint from the rhythm, not the fall's injury.
  [
    'racing heart then a fall',
    'en',
    'my heart was racing, i got dizzy and fell in the bathroom, chest hurts',
    'cardiology',
  ],
  [
    'racing heart then a fall',
    'fr',
    'palpitations tres fortes, la tete qui tourne et je suis tombe dans la douche, mal a la poitrine',
    'cardiology',
  ],
  ['racing heart then a fall', 'ar', 'خفقان شديد ثم دوخه وسقطت في الحمام والم في الصدر', 'cardiology'],
  ['racing heart then a fall', 'dz', 'قلبي يضرب بالزربة بزاف، دخت وطحت فالحمام وصدري يوجعني', 'cardiology'],
  [
    'racing heart then a fall',
    'dl',
    'galbi ydreb bezzaf, dokht w ta7t f lhammam w sadri ywja3ni',
    'cardiology',
  ],
  // Something gone into the ear, a child's too: the ENT takes it out.
  ['in the ear', 'en', 'my son pushed a bead into his ear, he hears fine and it does not hurt', 'ent'],
  ['in the ear', 'fr', 'ma fille s est mis un petit caillou dans l oreille, elle entend bien', 'ent'],
  ['in the ear', 'ar', 'ابني دخلت حبه عدس في اذنه ولا يتالم', 'ent'],
  ['in the ear', 'dz', 'بنتي دخلت حبة لوبيا فودنها، ما تبكيش', 'ent'],
  ['in the ear', 'dl', 'bniti dkhlat 7abba f wdenha, ma tewja3hach', 'ent'],
  // A fish bone or something stuck in the throat: the ENT.
  ['stuck in the throat', 'en', 'i swallowed a fish bone at lunch, it scratches but i swallow fine', 'ent'],
  ['stuck in the throat', 'fr', 'une arete de poisson hier soir, ca gratte un peu', 'ent'],
  ['stuck in the throat', 'ar', 'بلعت شوكه سمك البارحه والان احس بخدش بسيط والبلع عادي', 'ent'],
  ['stuck in the throat', 'dz', 'نحس حاجة عالقة في حلقي من بعد الحوت', 'ent'],
  ['stuck in the throat', 'dl', 'bla3t chouka ta3 l7out w nhess b 5adcha', 'ent'],
  // A diabetic suddenly short of breath and worn out, no pain said: a silent heart attack, the cardiologist.
  [
    'silent heart attack',
    'en',
    'my diabetic mother 70 is suddenly out of breath and very tired since this morning, no chest pain',
    'cardiology',
  ],
  [
    'silent heart attack',
    'fr',
    'ma mere diabetique 68 ans, essoufflee d un coup, tres fatiguee et nauseeuse, pas de douleur',
    'cardiology',
  ],
  [
    'silent heart attack',
    'ar',
    'ابي عمره 72 سنه مريض سكري، فجاه ضيق في التنفس وتعب شديد بدون الم',
    'cardiology',
  ],
  ['silent heart attack', 'dz', 'جدتي عندها السكر، من الصباح تنهج وعيانة بزاف وظهرها يوجعها', 'cardiology'],
  [
    'silent heart attack',
    'dl',
    'yemma 3andha sokkar, mn sbah ma t9derch tetnafes w 3ayana bzaf',
    'cardiology',
  ],
  // Guard: a diabetic child vomiting and breathing fast with a high reading is ketoacidosis, the diabetologist.
  ['ketoacidosis', 'en', 'my diabetic son 15 vomits and breathes fast, meter says HI', 'endocrinology'],
  // A period late or a test just positive with a pain on one side, a shoulder tip or a faint: a
  // pregnancy outside the womb, the gynaecologist's.
  [
    'pregnancy outside the womb',
    'en',
    '5 wks late, positive test, stabbing pain low on the right side and i passed out in the shower',
    'gynecology-obstetrics',
  ],
  [
    'pregnancy outside the womb',
    'en',
    '3 wks late, pain low on the right and my shoulder tip hurts, i feel i will faint',
    'gynecology-obstetrics',
  ],
  [
    'pregnancy outside the womb',
    'fr',
    'test positif la semaine derniere, douleur forte a droite du bas ventre, j ai failli tomber',
    'gynecology-obstetrics',
  ],
  [
    'pregnancy outside the womb',
    'ar',
    'الاختبار ايجابي وعندي الم قوي في الجنب الايمن من البطن وكدت اسقط',
    'gynecology-obstetrics',
  ],
  [
    'pregnancy outside the womb',
    'dz',
    'راني فالروطار ب5 سمانات، وجع قوي فجنب كرشي اليسار ونحس روحي نطيح',
    'gynecology-obstetrics',
  ],
  [
    'pregnancy outside the womb',
    'dl',
    'rani f retard 6 semanat, wja3 9wi f jiha wa7da men kerchi w dokht',
    'gynecology-obstetrics',
  ],
  // A known high pressure to follow, its medicine to change: the cardiologist before the check-up.
  [
    'pressure follow-up',
    'en',
    'im hypertensive on amlor for 3 years, i want a check up and an ecg',
    'cardiology',
  ],
  ['pressure follow-up', 'fr', 'je suis hypertendue sous amlor, je veux un controle', 'cardiology'],
  ['pressure follow-up', 'ar', 'انا مريض ضغط واريد تجديد الوصفه ومتابعه', 'cardiology'],
  ['pressure follow-up', 'dz', 'بابا عندو التونسيو ويحب يبدل الدوا', 'cardiology'],
  ['pressure follow-up', 'dl', '3andi tension w nochrob amlor, nheb controle', 'cardiology'],
  // Guard: a pressure beside a kidney failing stays the kidney doctor's.
  ['pressure and kidneys', 'fr', 'creatinine haute et je suis hypertendu, je veux un suivi', 'nephrology'],
  // Snoring with a nose one breathes past through the mouth: the ENT (stopped breaths are the chest physician's).
  [
    'snoring through the mouth',
    'en',
    'i snore a lot and i always breathe through my mouth, my nose is blocked',
    'ent',
  ],
  ['snoring through the mouth', 'fr', 'je ronfle et je respire par la bouche, le nez est tjr bouche', 'ent'],
  ['snoring through the mouth', 'ar', 'اشخر كثيرا واتنفس من فمي لان انفي مسدود', 'ent'],
  ['snoring through the mouth', 'dz', 'نشخر بزاف ونتنفس بفمي', 'ent'],
  ['snoring through the mouth', 'dl', 'nchekher bezzaf w ntnafes b fommi', 'ent'],
  ['stopped breaths', 'en', 'i snore and my wife says i stop breathing at night', 'pulmonology'],
  // 'كريز' of the heart is a heart attack in the family, not a fit: the cardiologist.
  ['heart attack in the family', 'dz', 'بابا مات بالكريز تاع القلب، واش لازم نفحص روحي؟', 'cardiology'],
  ['heart attack in the family', 'dz', 'يما دارت كريز كارذياك العام اللي فات', 'cardiology'],
];

describe('wording classes: the heart, the lungs, the kidneys, the ENT, the urinary tract, women', () => {
  it.each(cases)('%s (%s): %s → %s', (_cause, _lang, text, expected) => {
    expect(first(text)).toBe(expected);
  });
});
