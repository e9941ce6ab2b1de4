import { describe, expect, it } from 'vitest';
import { triage } from './index.ts';

const top = (text: string) => triage(text).ranked[0]?.code;
const urgent = (text: string) => triage(text).urgent;

// Sentences written for these tests, in none of the evaluation sets: each rule must carry over.
describe('everyday complaints reach the specialty a clinician would choose', () => {
  it('sends snoring with breathing pauses to pulmonology, plain snoring to ENT', () => {
    expect(top('he snores loudly and stops breathing for a few seconds at night')).toBe('pulmonology');
    expect(top('je ronfle et mon mari dit que j arrete de respirer la nuit')).toBe('pulmonology');
    expect(top('I snore a lot')).toBe('ent');
  });

  it('reads a broken heart and work stress as psychiatric, not cardiac', () => {
    expect(top('mon coeur est brisé depuis la rupture, je pleure')).toBe('psychiatry');
    expect(top('qalbi mkasser ba3d lfiraq')).toBe('psychiatry');
    expect(top('أعاني من ضغط العمل ولا أنام')).toBe('psychiatry');
  });

  it('sends electric face pain to neurology and a broken tooth to the dentist', () => {
    expect(top('pain like electric shocks in my cheek when I brush my teeth')).toBe('neurology');
    expect(top('انكسر سني وأنا آكل')).toBe('dentistry');
    expect(top('tkasretli senna f lmakla')).toBe('dentistry');
  });

  it('puts obstetrics first for a positive test with pain, and shows the notice', () => {
    const r = triage('positive pregnancy test and sharp pain on one side of my lower belly, I feel faint');
    expect(r.ranked[0]?.code).toBe('gynecology-obstetrics');
    expect(r.urgent).toBe(true);
  });

  it('keeps a neck stiff from a bad position with orthopedics and quiet', () => {
    const r = triage('stiff neck since I slept wrong on the sofa');
    expect(r.ranked[0]?.code).toBe('orthopedics');
    expect(r.urgent).toBe(false);
  });

  it('sends an unresponsive person to the emergency physician unless diabetes explains it', () => {
    expect(top('my uncle collapsed in the street and is not responding')).toBe('general-medicine');
    expect(top('diabetic, found him unconscious in bed')).toBe('endocrinology');
  });
});

describe('emergency wordings', () => {
  it('reads a hot liquid spilled on someone as a burn', () => {
    const r = triage('hot oil spilled on his arm, big blisters');
    expect(r.urgent).toBe(true);
    expect(r.ranked[0]?.code).toBe('dermatology');
  });

  it('reads trouble swallowing after a sting as an allergic reaction', () => {
    expect(urgent('لسعتني دبورة ولا أستطيع البلع')).toBe(true);
    expect(urgent('stung by a bee, now I cannot swallow')).toBe(true);
  });

  it('reads a whole box of pills as an overdose', () => {
    expect(urgent('elle a avalé toute sa boîte de médicaments')).toBe(true);
  });

  it('reads a two-week-old baby with a fever as a newborn emergency, not a trip', () => {
    const r = triage('رضيعتي عمرها أسبوعان وعندها حمى');
    expect(r.urgent).toBe(true);
    expect(r.ranked[0]?.code).toBe('pediatrics');
  });
});

describe('context', () => {
  it('shows the notice for a hypo with shaking now, not for lows that come sometimes', () => {
    expect(urgent('my sugar is low and I am shaking and sweating')).toBe(true);
    expect(urgent('my sugar drops sometimes and I shake a little')).toBe(false);
    expect(urgent('sokkar yahbetli khatrat w nr3ech')).toBe(false);
  });

  it('reads a small wound as small, not as a child', () => {
    expect(top('تجرحت في صبعي بالموس، جرح صغير')).toBe('general-medicine');
  });

  it('reads a hearing verb that is denied as hearing loss', () => {
    expect(top('ma mère n entend plus bien depuis un an')).toBe('ent');
    expect(top('جدتي ما ولاتش تسمع مليح')).toBe('ent');
    expect(top('أبي لم يعد يسمع جيدا')).toBe('ent');
  });

  it('reads being fat as weight, never as a poison', () => {
    const r = triage('راني سمينة بزاف وحابة ننقص');
    expect(r.urgent).toBe(false);
    expect(r.ranked[0]?.code).toBe('endocrinology');
  });

  it('sends bedwetting to pediatrics', () => {
    expect(top('benti 3andha 6 snin tbol f ferch kol lila')).toBe('pediatrics');
  });
});

describe('negation', () => {
  it('denies the next item of a list, not every word after a denied one', () => {
    expect(urgent('no fever or stiff neck, just a headache after work')).toBe(false);
    // The loss of sight is the denied verb; the suddenness still stands.
    expect(urgent('3ini ma wlitch nchouf biha, jatni fjaa')).toBe(true);
    expect(urgent('ma 3andich s5ana wla ka7a')).toBe(false);
    // A pain denied while peeing says nothing about how much urine there is.
    expect(triage('no pain when I pee, only a rash on my arm').matched).not.toContain('dehydration');
    expect(triage('لا توجد إصابة، ركبتي تؤلمني').matched).not.toContain('trauma');
    // 'wla' (or) carries the denial to the fever.
    expect(triage('ma kanch demm wla s5ana, ghir kerchi mqfoula').matched).not.toContain('fever');
  });
});

// Sentences written for these tests, in none of the evaluation sets.
describe('everyday wordings of the third tuning round', () => {
  it('sends osteoporosis to rheumatology and a dog bite to infectious diseases', () => {
    expect(top('عندي هشاشة العظام')).toBe('rheumatology');
    expect(top('a stray dog bit my leg, do I need a vaccine')).toBe('infectious-diseases');
  });

  it('reads a fish bone as an ENT matter, never a poisoning', () => {
    const r = triage('I have a fish bone stuck in my throat');
    expect(r.ranked[0]?.code).toBe('ent');
    expect(r.urgent).toBe(false);
  });

  it('sends a childhood rash in an adult to infectious diseases, a boy s testicle to urology', () => {
    expect(top("j'ai la rougeole et j'ai 30 ans")).toBe('infectious-diseases');
    expect(top('weldi 3ando 10 snin w bidtou tewja3ou')).toBe('urology');
  });

  it('reads swollen ankles with breathlessness as the heart, mucus with diarrhoea as the gut', () => {
    expect(top('swollen ankles and short of breath on the stairs')).toBe('cardiology');
    expect(top('des glaires dans les selles avec la diarrhée')).toBe('gastroenterology');
  });

  it('reads lost smell, washing hands over and over, and glands in neck and armpit', () => {
    expect(top('ma nchem walou mn chhar')).toBe('ent');
    expect(top('I wash my hands over and over')).toBe('psychiatry');
    expect(top('ghodod f ra9ba w ta7t l bat, n3re9 f lil')).toBe('hematology');
  });

  it('sends a knee painful for months without injury to rheumatology', () => {
    expect(top('mal au genou depuis 3 mois sans traumatisme')).toBe('rheumatology');
  });
});

// Sentences written for these tests, in none of the evaluation sets.
describe('everyday signs that had no concept', () => {
  it('reads urine that cannot be held as incontinence, never as retention', () => {
    for (const text of ["I can't hold my urine when I laugh", 'ma nqderch nhbes lbol']) {
      expect(urgent(text), text).toBe(false);
      expect(top(text), text).toBe('urology');
    }
  });

  it('reads a crying baby as crying, not a fit, and a testicle swollen for months as no torsion', () => {
    expect(triage('my baby cries all night and has a fever of 38').matched).not.toContain('seizure');
    expect(urgent('testicule gonflé depuis 2 mois, pas de douleur')).toBe(false);
  });

  it('sends pale stools to the gut, a twitching face and restless legs to neurology', () => {
    expect(top('selles décolorées et urines foncées')).toBe('gastroenterology');
    expect(top('وجهي يرمش من جيهة وحدة')).toBe('neurology');
    expect(top('rjliya ma yhednouch f lil')).toBe('neurology');
  });

  it('sends legs swelling by the evening to cardiology, a low vitamin D to endocrinology', () => {
    expect(top('رجلي ينتفخو في العشية')).toBe('cardiology');
    expect(top('نقص فيتامين د عندي')).toBe('endocrinology');
  });

  it('reads anger and hopelessness as psychiatric, and asks about self-harm for hopelessness', () => {
    expect(top('je me mets en colère pour rien et je casse tout')).toBe('psychiatry');
    const r = triage('I feel hopeless, my life has no meaning');
    expect(r.ranked[0]?.code).toBe('psychiatry');
    expect(r.ask?.question).toBe('self_harm_thoughts');
  });
});

// The fourth tuning round: wordings added to their concepts, each checked in other words.
describe('plain wordings of everyday complaints', () => {
  it('reads knees that crack past fifty as wear for the rheumatologist, a bare age included', () => {
    expect(top('my knees crack when i climb stairs, i am 67')).toBe('rheumatology');
    expect(top('ركايبي يتقرقشو كي نطلع الدروج، عندي 70 عام')).toBe('rheumatology');
    expect(top('rkayeb ta3i yt9ar9chou, 3andi 66 3am')).toBe('rheumatology');
  });

  it('reads hands that cannot be moved on waking as morning stiffness', () => {
    expect(top('my fingers are swollen and i cant move them in the morning')).toBe('rheumatology');
    expect(top('يديا منفوخين وكي نوض في الصباح ما نقدرش نحركهم')).toBe('rheumatology');
  });

  it('sends a cat bite to infectious diseases like a dog bite', () => {
    expect(top('a stray cat bit my finger this morning')).toBe('infectious-diseases');
    expect(top('عضتني قطة في يدي')).toBe('infectious-diseases');
    expect(top('9attous 3addni f rjli')).toBe('infectious-diseases');
  });

  it('sends fever after goat or farm milk to infectious diseases (brucellosis)', () => {
    expect(top('fever and sweats for a week after drinking goats milk')).toBe('infectious-diseases');
    expect(top('شربت حليب المعز وجاتني الحمى وعرق في الليل')).toBe('infectious-diseases');
    expect(top('chrebt hlib lma3za w jatni skhana')).toBe('infectious-diseases');
  });

  it('reads bruises that come up by themselves as a blood matter', () => {
    expect(top('طلعولي زرق في رجليا بلا سبة')).toBe('hematology');
    expect(top('i get bruises all over without hitting anything')).toBe('hematology');
  });

  it('reads HIV said in plain Arabic and a white itchy discharge', () => {
    expect(top('عندي فيروس نقص المناعة وأريد العلاج')).toBe('infectious-diseases');
    expect(top('i have a white discharge and it smells')).toBe('gynecology-obstetrics');
    expect(top('عندي حكة لتحت وإفرازات')).toBe('gynecology-obstetrics');
  });

  it('puts the heart first for chest pressure with pallor and sweats, not anaemia', () => {
    const r = triage('tight chest for half an hour, she is pale and sweating');
    expect(r.ranked[0]?.code).toBe('cardiology');
    expect(r.urgent).toBe(true);
  });

  it('reads a graze as a small wound for the family doctor', () => {
    expect(top('grazed my elbow on the pavement, it stings')).toBe('general-medicine');
    expect(top("j'ai une égratignure au bras, ça saigne un peu")).toBe('general-medicine');
    expect(top('تخدشت في يدي والدم شوية')).toBe('general-medicine');
  });

  it('sends sneezing with a blocked nose every morning to ENT', () => {
    expect(top('blocked nose and sneezing every morning')).toBe('ent');
  });

  it('hands a recognised emergency to the specialty that takes it over', () => {
    // A heart attack felt in the jaw and the back: the cardiologist, not the dentist.
    const r = triage('sudden pain in my jaw and between my shoulder blades with a cold sweat and nausea');
    expect(r.urgentReason).toBe('heart_attack');
    expect(r.ranked[0]?.code).toBe('cardiology');
    expect(top('erection for 5 hours that wont go down')).toBe('urology');
  });

  it('sends blood disorders named by the patient to hematology, in the five ways of writing', () => {
    for (const text of [
      'my son has sickle cell disease and his legs hurt',
      'je suis hemophile et j ai un gros bleu au genou',
      'ابني عنده الثلاسيميا ويحتاج متابعة',
      'عندي الفافيزم و كليت الفول',
      'wlidi 3andou hemophilie, n7ab nchouf tbib',
    ])
      expect(top(text), text).toBe('hematology');
  });

  it('sends a fever during chemotherapy to the oncologist and fits in pregnancy to the obstetrician', () => {
    expect(top('my mother is on chemo and has a fever of 39 with chills')).toBe('oncology');
    expect(top('3andha chimio w jatha s5ana')).toBe('oncology');
    expect(top('enceinte de 8 mois, elle a fait une crise convulsive')).toBe('gynecology-obstetrics');
  });

  it('sends a child vaccines to the pediatrician, a bunion to the orthopaedist, a kidney graft to the nephrologist', () => {
    expect(top('vaccins de mon fils de 2 ans, lesquels sont obligatoires')).toBe('pediatrics');
    expect(top('is the meningitis vaccine needed before hajj')).toBe('infectious-diseases');
    expect(top('my big toe is crooked and hurts in shoes')).toBe('orthopedics');
    expect(top('عندي زرع الكلى من ثلاث سنوات وأريد متابعة')).toBe('nephrology');
    expect(top('حب في الوجه من عام')).toBe('dermatology');
  });

  it('does not send a part said to be fine to its specialty, and keeps a loss said with "well"', () => {
    expect(top('itchy rash on my legs since the new pills, mouth fine')).toBe('dermatology');
    expect(top('douleur du bas du dos apres un effort, j urine normalement')).not.toBe('urology');
    expect(top('7boub f rjliya ba3d dwa, fommi mli7')).toBe('dermatology');
    // A phrase that is itself a loss stays one: 'no longer speaks well'.
    expect(triage('jeddi fjaa ma wlach yahder mli7').urgent).toBe(true);
  });
});

// Families read from set AG's ranking misses, each said here in words of our own.
describe('the ranking reads the families behind set AG', () => {
  it('sends a cut hand whose finger no longer moves to the surgeon (a tendon), in five ways of writing', () => {
    expect(
      top('a sharp knife slipped while cutting bread, deep cut on my palm and now my ring finger wont move'),
    ).toBe('orthopedics');
    expect(top('entaille a la main avec un cutter, je n arrive plus a bouger mon pouce')).toBe('orthopedics');
    expect(top('جرحت يدي بزجاج مكسور ولا استطيع ثني اصبعي')).toBe('orthopedics');
    expect(top('تجرحت فيدي بالموس و صبعي ما يتحركش')).toBe('orthopedics');
    expect(top('t9ta3t f yeddi b zaj w sbe3i ma ytharrekch')).toBe('orthopedics');
  });

  it('sends a breast lump already found benign to the gynaecologist, a growing one to oncology', () => {
    expect(top('on m a dit que le nodule du sein est benin, faut il le surveiller')).toBe(
      'gynecology-obstetrics',
    );
    expect(top('قالوا لي ان الكتلة في الثدي حميدة، هل اعيد الفحص')).toBe('gynecology-obstetrics');
    expect(top('عندي حبة فالبزولة و قالولي ماشي خبيثة، واش نعاود نشوف')).toBe('gynecology-obstetrics');
    expect(top('3andi boula f bzoula w galouli machi khabitha, wach n3awed ndir echo')).toBe(
      'gynecology-obstetrics',
    );
    expect(top('boule au sein depuis une semaine elle grossit')).toBe('oncology');
  });

  it("reads a knee that has ached for years and makes a noise as wear, the rheumatologist's", () => {
    expect(top('my knee hurts since years, it makes a noise when i kneel')).toBe('rheumatology');
    expect(top('rkebti tweja3 fiya 5 snin haka w tdir sout ki nahbet')).toBe('rheumatology');
    expect(top('ركبتي توجعني 7 سنين هكا و تصوت كي نطلع')).toBe('rheumatology');
    expect(top('mon genou me fait mal depuis des annees et fait du bruit quand je monte')).toBe(
      'rheumatology',
    );
  });

  it('sends swollen fingers stiff every morning to rheumatology', () => {
    expect(top('كل صباح صوابعي قاسحين و منفوخين')).toBe('rheumatology');
    expect(top('kol sbah swaba3i mtaybsin w ntfkhou')).toBe('rheumatology');
    expect(top('chaque matin mes doigts sont raides et gonfles pendant une heure')).toBe('rheumatology');
  });

  it('sends hands that tremble at rest to neurology', () => {
    expect(top("my grandfather's hands shake when he is sitting still and he walks slower")).toBe(
      'neurology',
    );
    expect(top('jeddi yedih yertjou w hoa gaa3ed')).toBe('neurology');
    expect(top('جدي يديه يرتجو كي يكون قاعد')).toBe('neurology');
    expect(top('les mains de mon pere tremblent au repos et il marche lentement')).toBe('neurology');
    expect(top('كبرت امي وصارت ترتجف يداها وهي جالسة')).toBe('neurology');
  });

  it('reads a pleasure lost and a wish to stay in as a low mood', () => {
    expect(top('ma bqa walou y3jebni w ma n7ebch nokhrej mn dar, chhar haka')).toBe('psychiatry');
    expect(top('nothing interests me anymore and i dont feel like going out for weeks')).toBe('psychiatry');
    expect(top('rien ne m interesse et j ai plus envie de sortir depuis un mois')).toBe('psychiatry');
    expect(top('والو ما يعجبني و ما حبيتش نخرج من الدار')).toBe('psychiatry');
    expect(top('لا شيء يعجبني ولم اعد ارغب في الخروج منذ شهر')).toBe('psychiatry');
  });

  it('reads a couple who want a child as a fertility question, not a child to treat', () => {
    expect(top('mon mari et moi on veut un enfant, regles irregulieres')).toBe('gynecology-obstetrics');
    expect(top('we want a child but my periods are irregular')).toBe('gynecology-obstetrics');
    expect(top('نريد طفلا لكن الدورة غير منتظمة')).toBe('gynecology-obstetrics');
    expect(top('habin njibou dderya w l3ada ma tjinich f wa9tha')).toBe('gynecology-obstetrics');
  });

  it('reads a period that did not come, said as a denial, as a missed period', () => {
    for (const text of [
      'لم تاتني الدورة منذ 6 اسابيع وعندي الم شديد في جنب البطن الايسر ودوخة',
      'ma jatnich ddora chhar w 3andi waja3 f jenbi lisr w dokha',
      'je n ai pas eu mes regles depuis 7 semaines et j ai tres mal d un cote du ventre et la tete qui tourne',
    ]) {
      expect(top(text)).toBe('gynecology-obstetrics');
      expect(urgent(text)).toBe(true);
    }
  });

  it('sends known kidney stones with a fever to urology, and reads French texting (ds, tt)', () => {
    expect(top('calculs renaux connus, douleur au rein gauche et fievre avec frissons')).toBe('urology');
    expect(top('les brulures ds la poitrine ca remonte ds la gorge apres le repas')).toBe('gastroenterology');
  });

  it('sends a streak of blood in the phlegm of a cold to the chest physician', () => {
    expect(top('j ai la grippe et je tousse, ce matin un filet de sang dans les crachats')).toBe(
      'pulmonology',
    );
    expect(top('cold and cough, i saw a streak of blood in my phlegm this morning')).toBe('pulmonology');
    expect(top('rani mgrippi w nkoh, chaft khit ta3 dem f lbza9')).toBe('pulmonology');
  });

  it('sends an anaemia read on the results to hematology', () => {
    expect(top('my blood test shows low hemoglobin and low ferritin, i want to know why')).toBe('hematology');
    expect(top('بينت التحاليل فقر الدم ونقص الحديد')).toBe('hematology');
  });

  it("reads a slip as a fall: a swollen wrist after it is the orthopaedist's", () => {
    expect(top('yemma tzel9et f lhammam w m3asemha ntfakh')).toBe('orthopedics');
    expect(top('my mother slipped in the kitchen and her wrist is swollen and painful')).toBe('orthopedics');
  });

  it("reads a child who no longer sees the board as sight, and Darija's 'she said' as no vomiting", () => {
    expect(top('wlidi ma wlach ychouf tableau, galetli lmo3alma yelzmou nedadat')).toBe('ophthalmology');
    expect(top('بنتي ما ولاتش تشوف السبورة من البعد')).toBe('ophthalmology');
    expect(top('9alet tbiba ma3andek walou')).not.toBe('gastroenterology');
  });

  it('reads a burning that rises to the throat as heartburn, not a throat complaint', () => {
    expect(top('ki nrgod ba3d lmakla l7riga tetla3 l gerjouma')).toBe('gastroenterology');
    expect(top('كل ما ناكل حرقة طالعة للقرجومة')).toBe('gastroenterology');
    expect(top('after meals a burning feeling rising to my throat')).toBe('gastroenterology');
    expect(top('la nuit une brulure qui remonte, surtout apres le gras')).toBe('gastroenterology');
  });

  it("reads bleeding teeth and a bruise without a blow on a blood thinner as the haematologist's", () => {
    expect(top('yemma 3la sintrom, snanha ydmiw w tla3lha zra9 f rejlha')).toBe('hematology');
    expect(top('جدي ياخذ السنتروم، سنانو يدميو وبان عليه زرق كبير')).toBe('hematology');
    expect(top('my dad is on warfarin, his teeth bleed and a big bruise came on his arm')).toBe('hematology');
    expect(top('snani ydmiw ki nghsel')).toBe('dentistry');
  });

  it("sends a small child's harmless swallow (toothpaste, chalk) to the pediatrician", () => {
    expect(top('bnti 2 ans bl3at chwiya ma3joun snan, wach fih khatar')).toBe('pediatrics');
    expect(top('my 2 year old ate some toothpaste while I brushed his teeth')).toBe('pediatrics');
    expect(top('ma fille de 3 ans a avale du dentifrice en se brossant les dents')).toBe('pediatrics');
  });
});
