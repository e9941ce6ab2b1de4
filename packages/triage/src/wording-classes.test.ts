import { describe, expect, it } from 'vitest';
import { triage } from './index.ts';

/**
 * Classes of wording, each tested with phrasings written for the tests in the ways of writing the
 * class concerns (en, fr, ar, dz Darija in Arabic letters, dl Darija in Latin letters).
 */
const caught = (text: string) => {
  const r = triage(text);
  return r.urgent || r.ask !== null;
};

describe('a verb said of another person is the same verb', () => {
  // Arabic and Darija mark the person on the verb's first letter: 'يتعرق', 'تتعرق', 'نعرق'.
  it.each([
    ['جارتي تتعرق طول الليل', 'sweating'],
    ['khti t3ra9 bezzaf f lil', 'sweating'],
    ['ختي تسمع صوات ما يسمعهمش حتى واحد', 'psychosis'],
  ])('%s reads %s', (text, concept) => {
    expect(triage(text).matched).toContain(concept);
  });

  it("does not read a past tense starting with 'ا' as another person", () => {
    // 'اوقفته' (she stopped it, a medicine) is not 'توقفت' (it stopped: an episode over).
    expect(triage('أمي أوقفته فجأة وهي تتقيأ').matched).not.toContain('followup');
  });
});

describe("Darija's article before a sun letter is the doubled letter", () => {
  it.each([
    ['ykhrej eddem men fommou', 'blood'],
    ['3andi mochkil f ennefs', 'breath'],
  ])('%s reads %s', (text, concept) => {
    expect(triage(text).matched).toContain(concept);
  });
});

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

// Not formatted: one message a line reads as a table.
// prettier-ignore
const SETTLED: Record<string, readonly (readonly [string, string])[]> = {
  // A relative's red flag asked about for prevention: information, neither notice nor screen.
  "a relative's history, for prevention": [
    ['en', 'my aunt had a stroke last year, what can i do to not get one'],
    ['fr', 'ma mere a fait un AVC, que faire pour ne pas en faire'],
    ['ar', 'أصيب أبي بجلطة في القلب، ماذا أفعل حتى لا أصاب'],
    ['dz', 'جدي مات بالجلطة، واش نديرو باش ما تجينيش'],
    ['dl', 'baba kanet 3andou crise cardiaque, wach ndirou bach ma tjinich'],
  ],
};

describe('a context that settles a red flag', () => {
  it.each(Object.entries(SETTLED).flatMap(([n, cs]) => cs.map(([w, t]) => [n, w, t] as const)))(
    '%s [%s]: %s is neither the notice nor the screen',
    (_name, _way, text) => {
      const r = triage(text);
      expect(r.urgent).toBe(false);
      expect(r.ask).toBeNull();
    },
  );

  it.each([
    // A bleeding said to have stopped.
    ['en', 'nosebleed this afternoon, it stopped after i pinched it for ten minutes'],
    ['fr', 'saignement de nez ce matin, il s est arrete tout seul, ca m arrive souvent en hiver'],
    ['ar', 'نزيف من الأنف هذا الصباح وتوقف مباشرة بالضغط'],
    // Something swallowed that came out in the stools.
    ['en', 'my son swallowed a coin yesterday, it came out in his stool this morning, he is fine'],
    ['fr', 'mon fils a avale une bille, elle est sortie dans les selles, il va bien'],
    ['dz', 'بنتي بلعت بياسة وخرجت فالبراز اليوم'],
    ['dl', 'weldi bla3 pièce w khrej f lbraz lyoum'],
    // Teeth clenched or ground at night, not a squeezing chest.
    ['en', 'my jaw aches in the morning because i grind my teeth at night'],
    ['fr', 'la machoire me fait mal, je serre les dents la nuit'],
    ['ar', 'ألم في الفك بسبب صرير الأسنان في الليل'],
    ['dz', 'حنكي يوجعني على خاطر نزير سناني فالليل'],
    ['dl', '7enki ywja3ni 5ater nzir snani f lil'],
    // A faint on standing up quickly, over.
    ['en', 'i fainted once getting up quickly from the sofa, fine now'],
    ['fr', 'je me suis evanouie en me levant vite, ca va mieux'],
    ['ar', 'أغمي علي مرة واحدة في الحمام الساخن، وأنا بخير الآن'],
    ['dl', 'ghmet 3liya ki nodt b zerba, drok labas'],
    // Blood in the white of the eye after a coughing fit, sight fine.
    ['en', 'red patch of blood in the white of my eye after a coughing fit, i see perfectly'],
    // A doctor's benign reading.
    ['fr', 'fourmillements dans les doigts, le medecin dit que c est le canal carpien'],
    // Breathing said fine with the Darija denial of feeling short of breath.
    ['dl', 'galbi ydreb ki nkhaf, ma n7esch b dayi9 w ma 3andich waja3 f sadri'],
  ])('[%s] %s does not show the notice', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });

  it.each([
    ['fr', 'gorge qui gratte depuis hier mais j avale ma salive normalement'],
    ['en', 'scratchy throat but i can swallow my saliva fine'],
  ])('[%s] swallowing said to go well is not something swallowed: %s', (_way, text) => {
    expect(triage(text).ask).toBeNull();
  });

  it("a list of denials stops at a word joined by 'و' (and)", () => {
    const r = triage('حاملة في الشهر السادس، ما عنديش سخانة ولا وجع والبيبي يتحرك');
    expect(r.matched).not.toContain('no_movement');
    expect(r.urgent).toBe(false);
  });

  it('a list of denials does not run on into a baby said to move well', () => {
    const r = triage('30 weeks pregnant no bleeding no contractions baby moves well, routine visit');
    expect(r.matched).not.toContain('no_movement');
    expect(r.urgent).toBe(false);
  });

  it.each([
    ['en', 'need a scaling, lots of tartar'],
    ['fr', 'je voudrais un detartrage'],
    ['ar', 'أريد إزالة الجير من أسناني'],
    ['dz', 'نحب ندير ديتارتراج'],
    ['dl', 'bghit detartrage'],
  ])('[%s] %s goes to the dentist, not read as a burn or a tremor', (_way, text) => {
    expect(triage(text).ranked[0]?.code).toBe('dentistry');
    expect(triage(text).ask).toBeNull();
  });
});

describe('which specialty takes the message', () => {
  it.each([
    // A child's age said right after the child, without 'de' or 'عمره'.
    [
      'en',
      'my daughter 6 years asthma attack, inhaler not helping, she is struggling to breathe',
      'pediatrics',
    ],
    ['fr', 'mon garcon 4 ans crise d asthme, la ventoline ne marche pas', 'pediatrics'],
    ['ar', 'ابنتي 5 سنوات نوبة ربو والبخاخ لا ينفع وتتنفس بصعوبة', 'pediatrics'],
    ['dz', 'ولدي 6 سنين الربو والبخاخ ما نفعش وما يقدرش يتنفس', 'pediatrics'],
    ['dl', 'benti 5 ans crise d asthme, ventoline ma nef3etch w ma t9derch ttnfes', 'pediatrics'],
    // A swollen calf then sudden breathlessness after a birth, a journey or an operation.
    ['en', 'two weeks after my operation my leg is swollen and suddenly i cant breathe', 'pulmonology'],
    ['fr', 'apres une cesarienne, mollet gonfle et d un coup je respire mal', 'pulmonology'],
    ['ar', 'بعد العملية انتفخت ساقي وفجأة ضيق في التنفس', 'pulmonology'],
    ['dz', 'من بعد العملية رجلي منفوخة وفجأة ما نقدرش نتنفس', 'pulmonology'],
    ['dl', 'ba3d l operation rejli ntafkhet w fjaa ma n9derch ntneffes', 'pulmonology'],
    // Vaccines before a pilgrimage or a journey.
    ['en', 'which vaccines do i need before umrah', 'infectious-diseases'],
    ['fr', 'quels vaccins avant le hajj', 'infectious-diseases'],
    ['ar', 'ما هي اللقاحات المطلوبة قبل الحج', 'infectious-diseases'],
    ['dl', 'rayha l7aj wach men vaccin lazem', 'infectious-diseases'],
    // A hepatitis result.
    ['dz', 'لقاو عندي الهيباتيت سي فالتحليل', 'infectious-diseases'],
    ['ar', 'نتيجة تحليل التهاب الكبد ب إيجابية', 'infectious-diseases'],
    // 'The baby' of a pregnant woman.
    ['fr', 'enceinte de 5 mois, le bebe bouge bien, je veux un suivi', 'gynecology-obstetrics'],
    ['dl', 'ana hamla 7 chhour w lbebe labas, nheb suivi', 'gynecology-obstetrics'],
    // Sore throats that keep coming back.
    ['en', 'my son keeps getting tonsillitis, 6 times this year', 'ent'],
    ['dz', 'الحلاقم تاع بنتي يتنفخو كل شهر', 'ent'],
    // Panic already checked by the heart doctor.
    ['ar', 'نوبات هلع وقلبي يدق بسرعة، فحصوني وكل شيء طبيعي', 'psychiatry'],
    // Pregnant said 'with belly' in Darija.
    ['dz', 'مرتي بالكرش 5 شهور وعندها وجع خفيف، نحبو نتبعو', 'gynecology-obstetrics'],
    ['dl', 'ana bel kerch 4 chhour, 7abba suivi', 'gynecology-obstetrics'],
    // Trying for a baby.
    ['fr', 'ca fait 3 ans qu on essaie d avoir un bebe', 'gynecology-obstetrics'],
    ['en', 'we have been trying for a baby for two years', 'gynecology-obstetrics'],
    // A snake or a scorpion: the emergency physician.
    ['en', 'bitten by a snake on the ankle, it is swelling fast and my gums bleed', 'general-medicine'],
    ['dl', '3a9rab 9rasni f yedi w 9albi ydrob w n3ra9', 'general-medicine'],
    // Skin peeling with mouth sores after a medicine.
    ['en', 'after the new antibiotic my skin is peeling and my mouth is full of sores', 'dermatology'],
    // A thyroid cancer followed up; gallstones.
    ['ar', 'متابعة بعد سرطان الغدة الدرقية', 'oncology'],
    ['dz', 'عندي الحجر فالمرارة', 'gastroenterology'],
    // Lupus followed up.
    ['ar', 'مريضة بالذئبة الحمراء أريد متابعة', 'rheumatology'],
    // An age glued to its unit.
    ['en', 'my 2yo has had a fever since last night', 'pediatrics'],
    ['dl', 'benti 3ans s5ana w tkoh', 'pediatrics'],
    // A renewal of a named chronic complaint.
    ['ar', 'أريد تجديد بخاخ الربو', 'pulmonology'],
    ['fr', 'renouvellement de mes lunettes, la vue a baisse', 'ophthalmology'],
  ])('[%s] %s -> %s', (_way, text, specialty) => {
    expect(triage(text).ranked[0]?.code).toBe(specialty);
  });
});
