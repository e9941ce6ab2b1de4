import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';
import { caught } from './caught.ts';

/**
 * Acute signs said as people describe them, which the notice or the screen must catch.
 * Phrasings written for the tests, in the ways of writing the class concerns (en, fr, ar, dz Darija
 * in Arabic letters, dl Darija in Latin letters).
 */

describe('a fever with another sign of an acute problem asks the screen', () => {
  it.each([
    ['en', 'fever 39.8 and the pain in my side is terrible'],
    ['fr', 'fièvre à 40 et une douleur très forte dans le ventre depuis cette nuit'],
    ['ar', 'حرارة مرتفعة 39 مع نزيف من الأنف لا يتوقف'],
    ['dz', 'عندي السخانة 40 والوجع قاتلني فالراس'],
    ['dl', 's5ana 40 w waja3 kbir f kerchi'],
  ])('[%s] %s', (_way, text) => {
    expect(caught(text)).toBe(true);
  });

  it.each([
    ['en', 'my 3 year old has had a fever since this morning, still playing and eating'],
    ['fr', 'mon bébé de 8 mois a 38.5 depuis ce matin, il mange bien'],
    ['dl', 'benti 4 ans s5ana chwiya mn sba7, tal3ab normal'],
  ])(
    '[%s] a fever alone, even since this morning or in a baby past three months, does not: %s',
    (_way, text) => {
      expect(triage(text).ask).toBeNull();
      expect(triage(text).urgent).toBe(false);
    },
  );
});

// Not formatted: one message a line reads as a table.
// prettier-ignore
const WORDINGS: Record<string, readonly (readonly [string, string])[]> = {
  // A kidney stone with fever and shivers ('نرعد', 'ارتجاف'): an infection behind a blocked kidney.
  'stone, fever and shivers': [
    ['en', 'kidney stone pain again, fever 39 and shaking all over'],
    ['fr', 'colique nephretique avec fievre 39 et je tremble'],
    ['ar', 'مغص كلوي بسبب حصوة مع حرارة 39 وارتجاف'],
    ['dz', 'الحصى فالكلاوي وسخانة 39 ونرعد'],
    ['dl', 'hsa f klawi w s5ana 39 w nra3ad'],
  ],
  // A jaw hard to open with a swollen tooth and fever: an infection spreading from a tooth.
  'tooth, swelling, mouth hard to open': [
    ['en', 'rotten molar, cheek swollen, fever and it is hard to open my mouth'],
    ['fr', 'dent cariee, joue gonflee, fievre et du mal a ouvrir la bouche'],
    ['ar', 'سن مسوس وانتفخ خدي مع حمى وصعوبة في فتح الفم'],
    ['dz', 'ضرسي مسوس وخدي تنفخ وسخانة وصعيب عليا نحل فمي'],
    ['dl', 'drassi msawes w khdi ntfakh w s5ana w s3ib 3liya n7el fommi'],
  ],
  // 'Not even gas' with vomiting: a blocked bowel.
  'not even gas': [
    ['en', 'belly swollen like a drum, no stool for 3 days, not even gas, and vomiting'],
    ['fr', 'ventre gonfle, rien depuis 3 jours, meme pas de gaz, et il vomit'],
    ['ar', 'بطن منتفخ ولم تخرج غازات منذ ثلاثة أيام مع تقيؤ'],
    ['dz', 'كرشي منفوخة وحتى الريح ما خرجش ونتقيا'],
    ['dl', 'kerchi mentfkha w 7ata ri7 ma khrejch w nt9aya'],
  ],
  // Stools black 'like tar' with dizziness: bleeding high in the gut.
  'black like tar': [
    ['en', 'my stool is black like tar and i feel dizzy'],
    ['fr', 'selles noires comme du goudron et la tete qui tourne'],
    ['ar', 'براز أسود كالقطران مع دوخة'],
    ['dz', 'البراز كحل كيما القطران وراسي يدور'],
    ['dl', 'ghaita k7la kima goudron w rassi ydour'],
  ],
  // A limb 'out of its place' after a fall.
  'out of its place after a fall': [
    ['en', 'fell from the ladder and his shoulder is dislocated, arm cold'],
    ['fr', 'tombe de l echelle, epaule deboitee et le bras froid'],
    ['ar', 'سقط من السلم وخرج كتفه من مكانه'],
    ['dz', 'طاح من السلوم وكتفو خرج من بلاصتو'],
    ['dl', 'ta7 mn sellom w ktfou khrej mn blastou'],
  ],
  // Taken out of the water, breathing again but coughing or blue.
  'drowning': [
    ['en', 'we pulled my nephew out of the pool, he is coughing and his lips are blue'],
    ['fr', 'mon fils a failli se noyer a la plage, il tousse sans arret'],
    ['ar', 'كاد ابني يغرق في المسبح وهو يسعل ويتنفس بصعوبة'],
    ['dz', 'خرجناه من البحر كان غادي يغرق وراهو يكح'],
    ['dl', 'weldi kan ghadi yghra9 f lb7er, rah yko7 w nefsou mgata3'],
  ],
  // A current through the body.
  'electric shock': [
    ['en', 'my husband got an electric shock from the washing machine and his heart feels strange'],
    ['fr', 'il a pris une decharge electrique en reparant la prise'],
    ['ar', 'تعرض أخي لصعقة كهربائية في الورشة'],
    ['dz', 'ضربتو الضو وهو يصلح الكابل'],
    ['dl', 'drabou courant f lkhedma w ma rahch mli7'],
  ],
  // Hours in the heat, then confusion or no sweat.
  'heat stroke': [
    ['en', 'my uncle worked all afternoon in the sun, now confused and not sweating'],
    ['fr', 'il a travaille en plein soleil, maintenant il est confus et ne transpire plus'],
    ['ar', 'عمل أبي تحت الشمس طوال اليوم والآن لا يتعرق ومشوش'],
    ['dz', 'خدم النهار كامل فالشمس وضرك ما يعرقش وراسو مخلط'],
    ['dl', 'khdem nhar kamel f chems w drok ma y3ra9ch w rah mkhalet'],
  ],
  // A doctor or a result that says to go now.
  'told to go to the emergency room': [
    ['en', 'the lab called and said to go to the emergency right away'],
    ['fr', 'le medecin a vu mes analyses et m a dit d aller aux urgences'],
    ['ar', 'الطبيب قال لي اذهب إلى الطوارئ فورا بعد التحليل'],
    ['dz', 'الطبيب شاف التحليل وقالي روح للاستعجالات'],
    ['dl', 'tbib chaf l analyse w 9ali roh l urgence'],
  ],
  // A dialysis missed, or a kidney failure with a potassium result.
  'dialysis missed or potassium': [
    ['en', 'my mother missed her dialysis yesterday and feels weak'],
    ['fr', 'mon pere est dialyse, son potassium est a 7'],
    ['ar', 'أبي مريض فشل كلوي والبوتاسيوم مرتفع في التحليل'],
    ['dz', 'خويا عندو الدياليز والبوتاسيوم طالع'],
    ['dl', 'yemma dialyse w potassium tal3 bezzaf'],
  ],
  // Voices or paranoia with a threat, a weapon or a command to die.
  'voices with a threat, a weapon or a command': [
    ['en', 'my son hears voices telling him to kill himself'],
    ['fr', 'mon frere entend des voix et a pris un couteau'],
    ['ar', 'زوجي يسمع أصوات ويقول إنهم يريدون قتله وحمل سكينا'],
    ['dz', 'خويا يسمع في اصوات ويقول حابين يقتلوه وهز موس'],
    ['dl', 'khouya ysmaa aswat w hez mous'],
  ],
  // A shadow or a curtain coming over the sight.
  'curtain over the sight': [
    ['en', 'since this morning a dark shadow is coming over my left eye'],
    ['fr', 'j ai comme un rideau noir qui descend devant mon oeil droit'],
    ['ar', 'أرى ظل أسود يغطي جزءا من عيني منذ الصباح'],
    ['dz', 'عيني فيها كيما ستار كحل من الصباح'],
    ['dl', '3ini fiha kima rido k7al men sba7'],
  ],
  // Numb between the legs with a back pain or urine that goes.
  'numb between the legs': [
    ['en', 'bad back for days and now numb down there and i wet myself'],
    ['fr', 'mal au dos et je suis engourdi entre les jambes depuis ce matin'],
    ['ar', 'ألم في الظهر ومع خدر بين الفخذين منذ الصباح'],
    ['dz', 'ظهري يوجعني وما نحسش بين رجليا'],
    ['dl', 'dahri ywja3ni w ma n7esch bin rjliya'],
  ],
  // Farewells said by what a person does.
  'farewell in deeds': [
    ['en', 'my friend said goodbye to everyone tonight and wrote that nobody will miss her'],
    ['fr', 'ma fille a donne ses bijoux et dit que personne ne va la regretter'],
    ['ar', 'أختي ودعت الجميع ووزعت أغراضها'],
    ['dz', 'ختي ودعت الناس كامل وقالت حتى واحد ما يتوحشني'],
    ['dl', 'khti wadda3t nas kamel w 9alet 7ata wa7ed ma yetwa7achni'],
  ],
  // A child found with pills, the amount not known.
  'pills, amount unknown': [
    ['en', 'found my toddler eating pills, dont know how many he took'],
    ['fr', 'ma fille de 2 ans a mange des comprimes, on sait pas combien elle en a pris'],
    ['ar', 'وجدت ابنتي تأكل حبوب الدواء ولا نعرف كم أخذت'],
    ['dz', 'بنتي كلات الدوا تاع جدتها وما نعرفوش شحال كلات'],
    ['dl', 'benti klat dwa ta3 jeddetha w ma n3arfouch ch7al klat'],
  ],
  // A fever with a pressure said to be low.
  'fever and a low pressure': [
    ['en', 'high fever and his blood pressure is low, very drowsy'],
    ['fr', 'fievre 39.5 et la tension est basse'],
    ['ar', 'حرارة مرتفعة وضغطها منخفض'],
    ['dz', 'سخانة بزاف والطونسيو هابطة'],
    ['dl', 's5ana 40 w tension habta'],
  ],
  // A joint gone hot and red with a fever that cannot be bent: an infected joint.
  'hot red joint with fever': [
    ['en', 'my ankle is hot and red since last night, fever 38.9, i cant bend it'],
    ['fr', 'le genou est chaud et rouge, fievre 39, je ne peux plus le plier'],
    ['ar', 'ركبتي ساخنة ومحمرة مع حمى ولا أستطيع ثنيها'],
    ['dz', 'ركبتي سخونة وحمرة وفيا السخانة وما نقدرش نطويها'],
    ['dl', 'rokbti s5ouna w 7amra w fiya s5ana w ma n9derch nlwiha'],
  ],
  // Sickle cell disease with a pain the medicine does not touch, a fever or a chest.
  'sickle-cell crisis': [
    ['en', 'my daughter has sickle cell, terrible pain in her legs and the painkillers do nothing'],
    ['fr', 'mon fils drepanocytaire a de la fievre et mal a la poitrine'],
    ['ar', 'ابني مصاب بفقر الدم المنجلي وعنده ألم شديد وحمى'],
    ['dz', 'بنتي عندها الدريبانو والوجع قاتلها والدوا ما نفعش'],
    ['dl', 'weldi 3andou drepano w s5ana w ywja3 bezzaf'],
  ],
  // A bite by a dog or a cat nobody knows.
  'bitten by a stray': [
    ['en', 'a stray cat bit my hand and it is bleeding'],
    ['fr', 'un chien errant a mordu ma fille a la jambe'],
    ['ar', 'عضني كلب ضال في رجلي والجرح ينزف'],
    ['dz', 'كلب تاع الزنقة عض ولدي فرجلو'],
    ['dl', 'kelb ta3 zan9a 3add benti f yedha'],
  ],
  // Suddenly, said 'ghir 7ata' in Algerian Darija.
  'suddenly, in Darija': [
    ['dz', 'غير حتى طاحت وما راهيش تهدر'],
    ['dl', 'ghir 7ata t7al waja3 kbir f sadri'],
  ],
  // Limp and still, not feeding or not waking, whatever the age said.
  'limp and still': [
    ['en', 'my nephew is floppy and not moving at all'],
    ['fr', 'le bebe de ma cousine est tout mou et ne bouge plus'],
    ['ar', 'ابن أختي رخو ولا يتحرك'],
    ['dz', 'ولد خويا مرخي وما يتحركش'],
    ['dl', 'bent khti mrakhia w ma tet7arekch'],
  ],
};

const wordingRows = Object.entries(WORDINGS).flatMap(([name, cases]) =>
  cases.map(([way, text]) => [name, way, text] as const),
);

describe('wordings of acute signs in the five ways of writing', () => {
  it.each(wordingRows)('%s [%s]: %s is caught', (_name, _way, text) => {
    expect(caught(text)).toBe(true);
  });
});

describe('what alone is not an emergency', () => {
  it.each([
    ['en', 'migraine with flashing lights before it, as always'],
    ['fr', 'ma tension est basse et la tete tourne quand je me leve'],
    ['ar', 'نزيف خفيف بعد خلع ضرس توقف بالضغط'],
    ['dz', 'عينيا يحرقوني ويدمعو'],
    ['en', 'i have sickle cell and need my folic acid renewed'],
  ])('[%s] %s does not show the notice', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });
});

describe('a heart attack felt in the jaw, in an older or diabetic person, with sickness, breathlessness or pallor', () => {
  it.each([
    ['en', 'my dad is diabetic, his jaw has been aching since lunch and he feels sick and looks pale'],
    ['fr', 'mon pere diabetique a mal a la machoire depuis une heure, il transpire et il a la nausee'],
    ['ar', 'أمي عمرها 72 سنة ألم في الفك منذ الصباح مع غثيان وضيق في التنفس'],
    ['dz', 'جدتي عندها السكر و حنكها يوجعها و تتقيا'],
    ['dl', 'jeddi 80 ans 7enkou ywja3ou w rah y3ra9 w ynehej'],
  ])('[%s] %s is caught and goes to the heart doctor', (_way, text) => {
    expect(caught(text)).toBe(true);
    expect(triage(text).ranked[0]?.code).toBe('cardiology');
  });

  it('a tooth behind the jaw pain is the dentist', () => {
    expect(
      triage('im 70, my jaw hurts from a rotten tooth and i feel sick from the antibiotics').matched,
    ).not.toContain('heart_unusual');
  });
});

describe('drowsiness said in Darija is an acute cue', () => {
  // 'yetna3es' (he is drowsy) was read as 'yetnafes' (he breathes) once its 3 was folded.
  it.each([['khouya ta7 mn echelle w daba rah yetna3es'], ['yemma tetna3es w ma tjawebch mlih']])(
    '%s',
    (text) => {
      expect(triage(text).matched).toContain('drowsy');
      expect(caught(text)).toBe(true);
    },
  );
});

describe('an acute cue the engine cannot settle asks the screen', () => {
  it.each([
    // A person one cannot wake properly.
    ['my dad takes insulin and this afternoon we can not wake him up properly'],
    ['mon pere est diabetique, on n arrive pas a le reveiller, il transpire'],
    // Legs gone weak or numb in a person with cancer.
    ['my uncle has lung cancer and since yesterday his legs are weak and numb'],
    ['خالي عندو سرطان ومن البارح رجليه ضعاف ما يحسش بيهم'],
    // The feeling of dying, said with a complaint.
    ['j ai mal au ventre et j ai l impression de mourir'],
    ['rani nmout, kerchi tewja3ni w ras tdour'],
    // Blood said to come a lot, with nothing that explains it.
    ['ynzel 3liya dem bzaf mn lbare7'],
    ['je perds beaucoup de sang depuis ce matin'],
    // A heart attack felt between the shoulder blades in an older person, with sickness.
    ['ma mere 60 ans a mal entre les omoplates, elle a envie de vomir et transpire'],
    ['baba 65 sna wja3 bin ktafou w ytqaya'],
  ])('%s', (text) => {
    expect(caught(text)).toBe(true);
  });

  it.each([
    // A panic attack already checked, or the feeling said as anxiety.
    ['during panic attacks i feel like im dying, the doctor checked my heart and it was normal'],
    ['kont ndir crise d angoisse w n9oul rani nmout, dert ECG normal'],
    // Blood after a cough in the white of the eye, gums that bleed a lot on brushing.
    ['3ini fiha dem bzaf mn ba3d ma k7it, nchouf mli7 w ma twj3nich'],
  ])('%s is not asked', (text) => {
    const r = triage(text);
    expect(r.urgent).toBe(false);
    expect(r.ask).toBeNull();
  });
});

describe('skin that comes off is skin peeling', () => {
  it.each([
    ['after the new pills my skin comes off in big pieces'],
    ['her skin came off on her arms after the medicine'],
  ])('%s', (text) => {
    expect(triage(text).matched).toContain('skin_peeling');
  });
});
