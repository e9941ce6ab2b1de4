import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Which doctor first when a named danger or a named cause is said: a burn past first aid ranks the
 * skin doctor after the notice (decision 0074), black stools on iron taken for an anaemia the
 * haematologist, a held urine with a back and numb legs the neurologist, poor sight with a head
 * that aches when reading the eye doctor, a certificate or a sick note the family doctor; and
 * Darija words that were misread (the hour 'sa3a' after a number, 'lta7t' below, 'rasha' her
 * head). Phrasings written for the tests, in
 * the ways of writing the class concerns (en, fr, ar, dz Darija in Arabic letters, dl Darija in
 * Latin letters).
 */

const first = (text: string) => triage(text).ranked[0]?.code;

describe('a burn past first aid shows the notice and ranks the skin doctor', () => {
  it.each([
    [
      'en',
      'boiling oil fell on my sister, big burns on her belly and thighs, the skin is white and coming off',
    ],
    [
      'fr',
      "le chauffe-eau a explosé sur mon pere, il est brulé au visage et aux bras, la peau s'enleve par plaques",
    ],
    ['ar', 'انسكب الحليب المغلي على أمي، ذراعها وصدرها محروقين والجلد يتقشر وأبيض في أماكن'],
    ['dz', 'طاحت عليا الكوكوت تاع الما يغلي، رجليا وكرشي تحرقو والجلد راهو طايح'],
    ['dl', 'tfar9et 3lih la cocotte, t7ra9 f sdro w f dra3ou, jeldou ta7 w wella byed'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgentReason).toBe('severe_burn');
    expect(r.ranked[0]?.code).toBe('dermatology');
  });

  it.each([
    ['ar', 'انسكب الماء المغلي على صدر ووجه ابنتي ذات الثلاث سنوات'],
    ['en', 'my 4 year old pulled the pot of boiling soup on his chest, skin peeling off'],
  ])("[%s] a child's burn, the age said as 'of so many years', is the pediatrician's: %s", (_way, text) => {
    expect(first(text)).toBe('pediatrics');
  });
});

describe('black stools on the iron taken for an anaemia are the haematologist', () => {
  it.each([
    ['en', 'i take iron tablets for my anemia and my stools turned black, no belly pain'],
    ['fr', "depuis que je prends le fer pour l'anemie mes selles sont noires, j'ai pas mal au ventre"],
    ['ar', 'أتناول أقراص الحديد لفقر الدم ومنذ أسبوع البراز أسود، لا ألم في البطن'],
    ['dz', 'راني ناخذ دوا تاع الحديد على فقر الدم والبراز ولا كحل، ما عنديش وجع فالكرش'],
    ['dl', 'rani nechrob dwa lfer 3la faqr dem, w lkhrouj wella k7al, ma ywja3nich kerchi'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('hematology');
  });
});

describe('a back with numb or weak legs and the urine held back is the neurologist', () => {
  it.each([
    [
      'en',
      'slipped disc for years, since this morning my legs are weak, numb between the legs and i cannot pee',
    ],
    [
      'fr',
      "hernie discale, depuis ce matin les jambes faibles, je sens plus l'entrejambe et j'arrive pas a uriner",
    ],
    ['ar', 'عندي انزلاق غضروفي، من الصباح ضعف في الرجلين وخدر بين الفخذين ولا أستطيع التبول'],
    ['dz', 'ظهري يوجعني من جمعة، واليوم رجليا ولاو ثقال وما نقدرش نبول'],
    ['dl', 'dahri ywja3ni, men sbah rjliya ma yhezzounich w ma n7essch f fkhadi, w ma n9derch nboul'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('neurology');
  });
});

describe("Darija words misread: the hour after a number, 'lta7t' below", () => {
  it.each([
    ['dl', 'baba ma balch men 10 sa3a, kerchou lta7t menfou5a w ywja3'],
    ['dl', 'ma bltch men 14 sa3a, kerchi lte7t m3emra w twja3'],
  ])('[%s] a urine held for hours is the urologist, no pregnancy: %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgentReason).toBe('urine_retention');
    expect(r.ranked[0]?.code).toBe('urology');
    expect(r.matched).not.toContain('pregnancy');
  });

  it("[fr] '30 SA' stays weeks of pregnancy", () => {
    expect(triage('30 SA, mal a la tete et les pieds gonflés').matched).toContain('pregnancy');
  });
});

describe('poor sight from afar with a head that aches when reading is the eye doctor', () => {
  it.each([
    ['en', 'my son cannot see the board from his seat and gets a headache when he reads his lessons'],
    ['fr', 'ma fille voit mal le tableau et elle a mal a la tete quand elle lit le soir'],
    ['ar', 'ابني لا يرى السبورة جيدا ويصيبه صداع في الرأس عندما يقرأ'],
    ['dz', 'بنتي ما تشوفش مليح فالسبوره وراسها يوجعها كي تقرا'],
    ['dl', 'weldi ma ychoufch mli7 tableau, w raso ywja3ou ki y9ra'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('ophthalmology');
  });

  it("[dl] 'rasha' is her head, not a tremor", () => {
    expect(triage('rasha ywja3ha mn lbare7').matched).not.toContain('tremor');
  });
});

describe('a certificate or a sick note is the family doctor, beside a cold, a first check or a child', () => {
  it.each([
    ['en', 'i need a medical certificate for my new job and a first check of my blood pressure and sugar'],
    ['fr', "j'ai besoin d'un certificat d'aptitude et d'un bilan, verifier la tension et le sucre"],
    ['ar', 'احتاج شهادة طبية لابني عمره 9 سنوات للتسجيل في كرة القدم'],
    ['dz', 'نحتاج سرتيفيكا لبنتي عمرها 10 سنين باش تسجل فالسبور'],
    ['dl', 'mzakem w n3tes w ntkasser mn 2 jours, bghit arret de travail'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('general-medicine');
  });
});

describe('a type 1 or type 2 named without the word diabetes is a diabetes', () => {
  it.each([
    ['en', 'my son is 16, type 1, vomiting and breathing deep and fast, the meter says HI'],
    ['fr', 'ma fille 13 ans type 1, elle vomit depuis ce matin et respire tres vite, le lecteur affiche HI'],
    ['ar', 'ابني عنده السكري من النوع الاول، يتقيأ منذ الصباح ويتنفس بسرعة وعمق'],
    ['dz', 'خويا عندو تيب 1، راهو يتقيا من الصباح ونفسو سريع والجهاز يكتب HI'],
    ['dl', 'khouya 3andou type 1, ytqaya men sbah w yetneffes b zerba, l appareil ykteb HI'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('endocrinology');
  });
});

describe('a racing heart with a constant fear and not going out alone is the psychiatrist', () => {
  it.each([
    [
      'en',
      'for months my heart races for no reason, i am always scared something bad will happen and i can not go out alone',
    ],
    [
      'fr',
      "depuis des mois le coeur qui s'emballe, toujours peur qu il arrive quelque chose, je n'ose plus sortir seule",
    ],
    ['ar', 'منذ أشهر قلبي يخفق بسرعة بلا سبب وأنا خائف دائما ولا استطيع الخروج وحدي'],
    ['dz', 'من شهور قلبي يضرب بالخف بلا سبب، ديما خايف وما نقدرش نخرج وحدي'],
    ['dl', 'men chhour 9albi ydrab b sor3a bla sbab, dima khayef w ma n9derch nokhroj wa7di'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('psychiatry');
  });
});

describe('the kidney, the pressure and a long journey named beside their signs', () => {
  it.each([
    ['en', 'my urine is full of foam like soap and my eyelids are puffy every morning', 'nephrology'],
    ['en', 'my blood pressure was 15/9 at the pharmacy twice and my ears keep buzzing', 'cardiology'],
    ['dl', 'jit men Adrar f car 20 sa3a, rejli ntfkhat w ma n9derch ntneffes', 'pulmonology'],
  ])('[%s] %s -> %s', (_way, text, specialty) => {
    expect(first(text)).toBe(specialty);
  });
});

describe('the kidney patient and the kidney test are the kidney doctor', () => {
  it.each([
    [
      'en',
      'my mother on dialysis missed her session and tonight she cant breathe lying down and her heart is racing',
    ],
    ['en', 'i did a routine blood test, creatinine a bit above normal, i feel fine'],
    ['fr', 'analyses de sang: creatinine un peu haute, bilan fait pour le travail, je me sens bien'],
    ['dz', 'درت تحاليل الدم، الكرياتينين طالع شوية، ما بيا والو'],
    [
      'dl',
      'jeddi 3andou dialyse, ma ra7ch l seance, dork ma y9derch yetneffes ki yer9od w 9albou ydegg bzaf',
    ],
    ['dl', 'dert analyse ta3 sang, creatinine fo9 normal b chwiya, kelyati mrad? ma 3andi walou'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('nephrology');
  });

  it('[dz] a foam coughed up by a heart patient is not the kidney', () => {
    expect(triage('بابا مريض بالقلب، فالليل يكحكح رغوة بيضا وما يقدرش يتنفس').matched).not.toContain(
      'kidney_disease',
    );
  });
});

describe('a fever that comes and goes with milk drunk unboiled is the infection clinic (brucellosis)', () => {
  it.each([
    [
      'en',
      'i drink the milk of my goats unboiled, fever comes and goes for weeks, night sweats and my joints ache',
    ],
    [
      'fr',
      'je bois le lait pas bouilli de nos chevres, fievre qui va et vient depuis un mois, sueurs la nuit, mal aux articulations',
    ],
    ['ar', 'أشرب حليب غير مغلي من الماعز، حمى تأتي وتذهب منذ شهر وتعرق ليلي وألم في المفاصل'],
    ['dz', 'نشرب الحليب بلا ما نغليه، السخانة تجي وتروح من شهر ونعرق فالليل ومفاصلي يوجعوني'],
    ['dl', 'nechreb lhlib bla ma nghlih, skhana tji w troh men chhar w n3ra9 f lil w mfasli ywj3ouni'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('infectious-diseases');
  });
});

describe("[dl] bruises from the least knock ('yetla3li bleu') are the haematologist", () => {
  it.each([
    ['dl', 'ki nt9ass chwiya yetla3li bleu f dra3i, dert FNS normal, ma fhamtch'],
    ['dl', 'benti ytla3ouli bleus f rjliha bla ma tetdrab'],
  ])('%s', (_way, text) => {
    expect(first(text)).toBe('hematology');
  });
});

describe('heavy bleeding the day after giving birth is the obstetrician', () => {
  it.each([
    ['en', 'my wife gave birth yesterday and now she is bleeding a lot, soaking pads, pale and dizzy'],
    [
      'fr',
      'ma femme a accouché hier, elle saigne beaucoup, elle remplit les serviettes et elle a la tete qui tourne',
    ],
    ['ar', 'زوجتي ولدت البارحة وتنزف بغزارة وهي شاحبة ودائخة'],
    ['dz', 'ختي ولدات البارح، الدم راه يهبط بزاف وراهي دايخة'],
    ['dl', 'mrati 3andha 2 jours men ba3d wlada, dem yhbet bzaf w rahi daykha'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('gynecology-obstetrics');
  });
});

describe("[fr] 'senti' is felt, not a Darija tooth", () => {
  it.each([
    ["j'ai senti une petite boule sous l'aisselle en me lavant"],
    ["j'ai senti une douleur au genou en montant l'escalier"],
  ])('%s', (text) => {
    expect(triage(text).matched).not.toContain('tooth');
  });
});

describe('an adult choking on a bite of food, unable to speak or cough, is the ENT', () => {
  it.each([
    ['en', 'my grandfather is choking on a piece of meat, he cannot talk or cough'],
    ['fr', "ma mere s'etouffe avec un morceau de viande, elle n'arrive plus a parler ni a tousser"],
    ['ar', 'جدي اختنق بقطعة لحم ولا يستطيع الكلام ولا السعال'],
    ['dz', 'جدتي حبستلها طرف لحم فالحلق، ما تقدرش تهدر وما تكحش'],
    ['dl', 'jeddi tekhne9 b 9tat l7am, ma y9derch yahder wla ykoh'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent).toBe(true);
    expect(r.ranked[0]?.code).toBe('ent');
  });

  it("[en] a child's choking stays the pediatrician's, with the notice", () => {
    expect(first('my 3 year old is choking on a piece of meat, he cannot cough')).toBe('pediatrics');
    expect(triage('my 3 year old is choking on a piece of meat, he cannot cough').urgentReason).toBe(
      'breathing',
    );
  });

  // The word of choking is the danger: the food it is said with must not swallow it.
  it.each([
    ['en', 'my son 6 is choking on food and cant breathe'],
    ['fr', "mon fils s'etouffe avec un bout de viande, il devient rouge"],
    ['ar', 'ابني غص بالطعام ولا يستطيع التنفس'],
    ['dz', 'بنتي تغصصت بالماكله وما تقدرش تهدر'],
    ['dl', 'wlidi tkhne9 b tarf l7am'],
  ])('[%s] %s shows the notice', (_way, text) => {
    expect(triage(text).urgent).toBe(true);
  });
});

describe('[dl] a fever with a neck that will not bend is the infection clinic (meningitis)', () => {
  it.each([
    ['dl', 'khti 20 ans skhana 39.5, rasha ywja3ha bzaf, ra9ebtha m9assra w ma t9derch twa77i rasha'],
    ['dl', 'sa7bi 18 ans skhana kbira w rasou ywja3ou bzaf, ma y9derch ywa77i rasou'],
  ])('%s', (_way, text) => {
    const r = triage(text);
    expect(r.urgentReason).toBe('meningitis');
    expect(r.ranked[0]?.code).toBe('infectious-diseases');
  });

  it("[dl] 'ra9bti' is still my neck", () => {
    expect(triage('ghodod f ra9bti, s5ana f lil').matched).toContain('neck');
  });
});

describe('a spinning for seconds when turning over in bed is the ENT (positional vertigo)', () => {
  it.each([
    ['en', 'my mother 70 gets dizzy for a few seconds when she turns over in bed, then it passes'],
    [
      'fr',
      'mon pere a la tete qui tourne quelques secondes quand il se retourne dans le lit, depuis des semaines',
    ],
    ['ar', 'أمي تشعر بالدوخة لثوان عندما تتقلب في السرير ثم تزول'],
    ['dz', 'راسي يدور شوية كي نتقلب فالفراش، من بعد يروح'],
    ['dl', 'rasi ydour chwiya ki net9alleb f frach, ba3d thwani yrou7'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('ent');
  });
});
