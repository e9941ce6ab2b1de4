import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Emergencies that strangers' sets said again and again and the engine only asked about, the
 * false notices and needless screens beside them, and the everyday messages each fix must leave
 * alone. Phrasings written for the tests, in the five ways of writing.
 */

describe('an electric shock followed by any word of the heart is the notice', () => {
  it.each([
    [
      'en',
      'my uncle got electrocuted fixing a cable, he is awake now but says his heart feels all over the place',
    ],
    ['fr', "mon voisin a pris le courant sur un poteau, il dit que son coeur n'est pas normal depuis"],
    ['ar', 'صعقته الكهرباء في الورشة وسقط، والان يقول ان قلبه ليس طبيعيا'],
    ['dz', 'خويا ضربو الكوران فالخدمة و طاح، ضرك يقول قلبو يضرب مخلط'],
    ['dl', 'khali tchoka b courant f l3assa, drk y9oul galbou ydrab mkhalet'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('major_injury');
  });

  it.each([
    ['en', 'tiny shock from the toaster plug this morning, just a tingle, totally fine now'],
    [
      'fr',
      'petite decharge en changeant une ampoule avant hier, juste un picotement, rien depuis, je me sens bien',
    ],
    ['dl', 'drabni courant chwiya mn la prise lbare7, ghir tnemnim f soba3, drk labas'],
  ])('a small shock that is over asks nothing [%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent).toBe(false);
    expect(r.ask).toBeNull();
  });
});

describe('a knock to the head, well at first and then vomiting or drowsy, is the notice', () => {
  it.each([
    [
      'en',
      'my dad slipped on the stairs n hit his head, at first he was fine, now he threw up twice and keeps dozing off',
    ],
    [
      'fr',
      "mon fils s'est cogne la tete au parc, au debut il allait bien, maintenant il vomit et il dort tout le temps",
    ],
    ['ar', 'سقط اخي وضرب راسه، في البداية كان بخير ثم بدا يتقيأ ولا يستطيع البقاء مستيقظا'],
    ['dz', 'ولدي طاح على راسو، كان عادي فالاول، ضرك راهو يرقد و تقيا مرتين'],
    ['dl', 'baba drab rasso f lbab, f lewel kan normal, drk rah ytqaya w ra9ed bezaf'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('head_injury');
  });

  it.each([
    ['en', 'my son bumped his head on the table yesterday, cried a minute, played normally all day'],
    ['dl', 'binti drbat rasha f tabla lbare7, bkat chwiya w rj3at tel3ab normal'],
  ])('a bump that is over is no notice [%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });
});

describe('fever with confusion and shivers or a low pressure is the notice, whatever past infection is told', () => {
  it.each([
    [
      'en',
      'grandma 80 had a bladder infection last month, tonight she is burning hot, shivering and talking nonsense',
    ],
    [
      'fr',
      "ma grand mere 78 ans a eu une infection urinaire le mois dernier, aujourd'hui fievre 39, elle tremble et elle est confuse",
    ],
    ['ar', 'جدتي عمرها 82 سنة، كانت عندها التهاب في البول الشهر الماضي، اليوم حرارة 39 وترتجف ولا تعرفنا'],
    ['dz', 'جدتي كانت عندها انفكسيون فالبول، اليوم فيها السخانة و ترعد و ما ولاتش تعرفنا'],
    ['dl', 'jedda kanet 3andha infection urinaire, lyoum s5ana 39 w tertej w ma wellatch t3ref'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('serious_infection');
  });

  it.each([
    [
      'dz',
      'بنتي كانت عندها السخانة و تشنجات قصيرة السيمانة لي فاتت، قالولنا عادي و راهي مليحة. كيفاش نحميوها؟',
    ],
    [
      'en',
      'my son had a fever fit last month, the hospital said it was harmless, he is fine. how to prevent another',
    ],
  ])('a past febrile fit with a prevention question is neither notice nor screen [%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent).toBe(false);
    expect(r.ask).toBeNull();
  });
});

describe('missed dialysis with weakness, heavy legs or a heart beating wrong is the notice', () => {
  it.each([
    [
      'en',
      'my mother is on dialysis and skipped her last two sessions, now she is very weak and her heart feels strange',
    ],
    ['fr', 'mon pere dialyse a rate deux seances, il est tres faible et ses jambes le lachent'],
    ['ar', 'زوجي يقوم بالغسيل الكلوي وفاتته جلستان، الان ضعيف جدا وقلبه يدق بشكل غير منتظم'],
    ['dz', 'يما تدير الدياليز و فاتتها جوج حصص، ضرك راهي عيانة بزاف و قلبها يضرب مخلط'],
    ['dl', 'khouya ydir dialyse w fattou zouj seances, drk 3yan bezaf w ma y9derch yo9ef'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(true);
  });

  it.each([
    ['en', 'i am on dialysis three times a week, can my sessions be moved to the afternoon'],
    ['dl', 'rani ndir dialyse, nheb nbadel l wa9t ta3 les seances'],
  ])('a dialysis patient asking about the schedule is no notice [%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });
});

describe('a testicle pain said the Darija way, with vomiting, is torsion', () => {
  it.each([
    ['dl', '3andi 16 ans, wji3a kbira f bidti lisriya men sa3a w tgayaht'],
    ['dz', 'عندي 16 سنة، وجيعة كبيرة فالبيضة من ساعة و تقيات'],
    ['en', 'im 16, sudden bad pain in my left testicle for an hour and i threw up'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('testicular_torsion');
  });

  it('an age said with "3andi" is not how long the pain has lasted', () => {
    expect(triage('3andi 17 ans, wji3a f bidti').matched).not.toContain('week_plus');
  });
});

describe('words that looked like an emergency', () => {
  it.each([
    ['en', 'heartburn with acid coming up into my throat every night after dinner'],
    ['dl', 'jeddi dar AVC f 2018, drk labas, bghina nbadlou dwa ta3ou'],
    ['dl', '3andi asthme men sghor, spray ma walach ykfini f lil, nheb nbadel traitement'],
    ['en', 'coughed a thin line of blood one time with my flu, xray was clean, cough nearly gone'],
  ])('no notice [%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });

  it.each([
    ['dz', 'رجليا ينفخو فالعشية و خالتي تاني كانت عندها نفس الحاجة'],
    ['dz', 'الدورة تاعي مخلطة، مرة تجي بكري و مرة تعطل'],
    ['dz', 'تحرقت بالفور من جمعة، فقاعة صغيرة و راهي تبرا، واش نحط عليها؟'],
  ])('no screen [%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent).toBe(false);
    expect(r.ask).toBeNull();
  });

  it('"نفس الحاجة" is the same thing, not the breath', () => {
    expect(triage('خويا عندو نفس الحاجة فالركبة').matched).not.toContain('breath');
  });

  it('a denial inside brackets stops at the bracket', () => {
    const r = triage('walked home (no taxi, no car) and now i cant breathe');
    expect(r.urgentReason).toBe('breathing');
  });

  it.each([
    ['en', 'I feel I am about to die'],
    ['dl', 'n7ess rou7i ghadi nmout'],
  ])('the feeling of dying is read [%s] %s', (_way, text) => {
    expect(triage(text).matched).toContain('doom');
  });

  it('said alone, the feeling of dying asks the screen', () => {
    expect(triage('I feel I am about to die').ask?.question).toBe('emergency_screen');
  });

  it.each([
    ['dl', 'tfer9et bouteille ta3 gaz f kouzina, wjah khti t7re9 w jeldha tnaha'],
    ['fr', 'la bonbonne de gaz a explose, son visage est brule et la peau part'],
  ])('an exploded gas bottle with a burn is a severe burn [%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('severe_burn');
  });
});

describe('late in a pregnancy, a headache with stars before the eyes or the face swelling is pre-eclampsia', () => {
  it.each([
    ['en', '34 weeks pregnant, pounding headache since this afternoon and I keep seeing stars'],
    ['fr', 'enceinte de 7 mois, tres mal a la tete et je vois des etoiles, tension 16'],
    ['ar', 'زوجتي حامل في الشهر الثامن، عندها صداع وترى نجوما'],
    ['dz', 'مرتي حاملة فالشهر 7، راسها يوجعها بزاف و وجهها منفوخ'],
    ['dl', 'mrati f chhar 8, rassha ywja3ha bzaf w tchouf nokat'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('preeclampsia');
  });

  it('a swollen ankle late in a pregnancy, without a headache, is no notice', () => {
    expect(triage('enceinte de 7 mois, mes chevilles gonflent le soir').urgent).toBe(false);
  });
});

describe('a fever with a neck that cannot bend, said in two words, is meningitis', () => {
  it.each([
    ['dl', 's5ana 39 w r9bti ma n9derch nhabetha, rasi ywja3ni bzaf'],
    ['dl', 'khouya fih s5ana, ra9ebtou m9asha ma y9derch yhabbat rasso'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('meningitis');
  });

  it('a stiff neck from sleeping badly, without fever, is no notice', () => {
    expect(triage('r9bti m9asha men ki r9adt 3awja, ma n9derch ndourha').urgent).toBe(false);
  });
});

describe('heat, then confusion or a fall, is heatstroke', () => {
  it.each([
    [
      'en',
      'my grandfather was working in the garden in the heat, now his skin is hot and dry and he is confused',
    ],
    ['fr', 'mon oncle a travaille en plein soleil, il ne transpire plus et il delire'],
    ['dl', 'baba khdem f chems nhar kamel, ma yer9ach w rah ykhalet f lhadra'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('heat_stroke');
  });
});

describe('a late period or a positive test, then a one-sided belly pain with dizziness or blood, is ectopic', () => {
  it.each([
    ['en', 'my period is 6 weeks late, sharp pain low on the left side and i nearly fainted'],
    ['fr', "j'ai un retard de 6 semaines, douleur forte a droite en bas du ventre et un peu de sang"],
    ['ar', 'تأخرت الدورة شهرا ونصف، ألم قوي في جهة واحدة اسفل البطن ودوخة'],
    ['dz', 'ختي ما جاتهاش العادة شهرين، وجع قوي فجنب واحد و راهي دايخة'],
    ['dl', 'retard 6 semaines, wja3 9wi f jiha wa7da ta7t kerchi w rasi ydour'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('ectopic_pregnancy');
  });

  it('a late period with nothing else is no notice', () => {
    expect(triage('retard 10 jours, test negatif, ma 3andi walou').urgent).toBe(false);
  });
});

describe("a stray or unknown dog's bite that broke the skin is the bite notice", () => {
  it.each([
    ['en', 'a stray dog bit my daughter on the cheek an hour ago, the wound is deep'],
    ['fr', "un chien errant m'a mordu a la main ce matin, la plaie est profonde"],
    ['ar', 'عضني كلب ضال في ساقي والجرح ينزف'],
    ['dz', 'كلب تاع الزنقة عض ولدي فيدو و الجرح عميق'],
    ['dl', 'kelb ta3 zan9a 3addni f rejli, jer7 kbir'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('animal_bite');
  });

  it.each([
    ['en', 'a stray dog bit me 3 weeks ago, i finished the rabies shots, the wound has healed'],
    ['en', 'our own vaccinated dog nipped my hand while playing, tiny scratch'],
  ])('a bite weeks ago and treated, or our own dog, is no notice [%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });
});

describe('a hot liquid or a fire, then skin peeling off or white in places, is a severe burn', () => {
  it.each([
    ['en', 'boiling water spilled on my little brother, his skin is coming off on the belly'],
    ['fr', "l'huile bouillante s'est renversee sur son bras, la peau se decolle et c blanc"],
    ['dz', 'الما السخون طاح على بنتي، صدرها راهو ابيض في بلايص'],
    ['dl', 'zit s5oun tah 3la yedi, jeld t9achar w byed f blayes'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('severe_burn');
  });

  it('a sunburn that peels a little is no notice', () => {
    expect(triage('after the beach my shoulders are red and peeling a little, no blisters').urgent).toBe(
      false,
    );
  });
});

describe('a sudden tearing pain of the chest or the back is a torn aorta', () => {
  it.each([
    ['en', 'all of a sudden a ripping pain in my chest going through to my back, i have high blood pressure'],
    ['fr', 'douleur dechirante brutale dans le dos, je suis hypertendu'],
    ['ar', 'ألم مفاجئ كالتمزق في ظهري وانا مريض بالضغط'],
    ['dz', 'عندي الطونسيو، فجأة جاني وجع فالظهر كي السكين يقطع من الداخل'],
    ['dl', 'fjaa wja3 f sadri kima sekkin y9atta3 men dakhel, 3andi tension'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('aortic_dissection');
  });

  it('a back strained lifting a box is no notice', () => {
    expect(triage('my back hurts since i lifted a heavy box yesterday, worse when i bend').urgent).toBe(
      false,
    );
  });
});
