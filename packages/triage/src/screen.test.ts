import { SCREEN_ITEM_KEYS } from '@reayah/contracts';
import { describe, expect, it } from 'vitest';
import { triage } from './index.ts';

const screened = (text: string) => triage(text).ask?.question === 'emergency_screen';

describe('the emergency screen', () => {
  it('is asked, with every item and its reason, on a strong sign of an acute problem nothing settled', () => {
    const r = triage('my brother gave away his things and wrote goodbye letters');
    expect(r.urgent || screened('my brother gave away his things and wrote goodbye letters')).toBe(true);
    const s = triage('he fainted at work');
    expect(s.urgent).toBe(false);
    expect(s.ask?.question).toBe('emergency_screen');
    expect(s.ask?.screen.map((i) => i.item)).toEqual([...SCREEN_ITEM_KEYS]);
    expect(s.ask?.screen.find((i) => i.item === 'face_arm_speech')?.reason).toBe('stroke');
  });

  it('is asked on two weak signs said as happening now, in every way of writing', () => {
    for (const text of [
      'I fell and there is blood',
      'je suis tombé et il y a du sang',
      'سقطت وهناك دم',
      'طحت و كاين الدم',
      'tahit w kayen demm',
    ])
      expect(screened(text), text).toBe(true);
  });

  it('is not asked on one weak sign, nor when the signs have lasted weeks', () => {
    expect(screened('I twisted my knee playing football')).toBe(false);
    expect(screened('my baby has a blocked nose')).toBe(false);
    expect(screened('I fell and my knee has bled on and off for three weeks')).toBe(false);
  });

  it('is never asked on a plain request', () => {
    for (const text of [
      'a check-up',
      'I need a medical certificate',
      'my glasses',
      'un certificat médical',
      'بيلان',
    ])
      expect(triage(text).ask, text).toBeNull();
  });

  it('is not asked on a question about prevention', () => {
    expect(triage('how can I prevent a heart attack?').ask).toBeNull();
    expect(triage('comment éviter un AVC ?').urgent).toBe(false);
  });
});

describe('false emergencies', () => {
  it('does not show the notice when the event is over, past or in the family', () => {
    for (const text of [
      'my father had a stroke last year, which doctor follows him now',
      'stroke runs in my family, should I get checked',
      'خالي جاتو جلطة فالمخ عام لي فات، دوكا راهو مليح',
      "mon père a fait un AVC l'année dernière, il va bien maintenant",
    ])
      expect(triage(text).urgent, text).toBe(false);
  });

  it('screens a red flag whose context makes it unsure, so an emergency is still caught', () => {
    const r = triage('my mother fainted yesterday but she is fine now');
    expect(r.urgent).toBe(false);
    expect(r.ask?.question).toBe('emergency_screen');
  });

  it('reads a sign denied in a list as denied', () => {
    expect(triage('wasp sting on my arm, red and swollen, aucune gene pour respirer').urgent).toBe(false);
  });

  it('keeps the notice when the same sign is happening now', () => {
    expect(triage('my father cannot speak and his face is drooping since an hour').urgent).toBe(true);
  });

  it('screens rather than alarms a trace of blood or a sign with its harmless cause', () => {
    const trace = triage('a streak of blood in my stool');
    expect(trace.urgent).toBe(false);
    const cause = triage('my stool is red since I ate beetroot');
    expect(cause.urgent).toBe(false);
  });

  it('shows the helpline calmly for a denial of self-harm thoughts, in every way of writing', () => {
    for (const text of [
      'I am not thinking of hurting myself, I just cant sleep',
      "je n'ai pas d'idées suicidaires, je dors mal",
      'ما نفكرش نقتل روحي، غير راني مقلق',
      'ma nkhamamch nqatel rou7i, ghir ma nr9odch',
    ]) {
      const r = triage(text);
      expect(r.urgent, text).toBe(false);
      expect(r.helpline, text).toBe(true);
    }
    expect(triage('I want to kill myself').helpline).toBe(false);
    expect(triage('I want to kill myself').urgent).toBe(true);
  });

  it('asks nothing on breathing said to be fine, in the five ways of writing, and still asks when it is not', () => {
    for (const text of [
      'sore throat for two days, i can swallow and breathe ok',
      'mal a la gorge depuis deux jours, je respire normalement',
      'ألم في الحلق منذ يومين، أتنفس بشكل طبيعي',
      'حلقي يوجعني من يومين، نتنفس مليح',
      'gorge ta3i tewja3ni men yomin, ntnafes mli7',
    ])
      expect(triage(text).ask, text).toBeNull();
    for (const text of [
      'i cannot breathe normally since this morning',
      'ما نقدرش نتنفس مليح',
      'ma nqderch ntnafes mli7',
    ]) {
      const r = triage(text);
      expect(r.urgent || r.ask !== null, text).toBe(true);
    }
  });

  it('denies the manner with the complaint in a plain denial, and goes on through the list', () => {
    const r = triage('تنميل في قدمي منذ أشهر، لا يوجد ضعف مفاجئ ولا صعوبة في الكلام');
    expect(r.matched).not.toContain('sudden');
    expect(r.matched).not.toContain('slurred_speech');
    expect(r.ask).toBeNull();
    expect(triage('no sudden weakness and no trouble speaking, just numb toes for months').ask).toBeNull();
    // Sight lost suddenly: the suddenness of a loss stands.
    expect(triage('ma wlatch tchouf b 3inha fjaa').urgent).toBe(true);
  });

  it('asks nothing on a baby said to move well in pregnancy, and asks when it does not', () => {
    expect(triage('32 weeks pregnant, baby moving well, just heartburn every night').ask).toBeNull();
    expect(triage('enceinte de 7 mois, le bebe bouge bien, juste des brulures d estomac').ask).toBeNull();
    const r = triage('30 weeks pregnant and the baby is not moving well today');
    expect(r.urgent || r.ask !== null).toBe(true);
  });
});

describe('heartburn said as a fire in the chest', () => {
  it('asks nothing for a fire felt in the chest after a meal or with acid rising, in the five ways of writing', () => {
    for (const text of [
      'my chest feels on fire after the iftar, sour acid comes up when i lie down',
      'le feu dans la poitrine apres le ftour, ca remonte acide jusqu a la gorge',
      'أحس بنار في صدري بعد الإفطار ويصعد الحامض إلى حلقي',
      'نار فصدري كي نكمل الفطور، يطلعلي الحامض',
      'nar f sdri mor lftour w yetla3li lhamed',
    ]) {
      const r = triage(text);
      expect(r.urgent, text).toBe(false);
      expect(r.ask ?? null, text).toBeNull();
    }
  });

  it('still flags a fire in the chest with the arm and sweats, and a chest burnt by a fire', () => {
    expect(triage('fire in my chest going to my left arm and i am sweating').urgentReason).toBe(
      'heart_attack',
    );
    expect(triage('نار في صدري و يدي اليسرى تنمل و نعرق').urgentReason).toBe('heart_attack');
    expect(
      triage('le feu a pris dans la cuisine, mon fils brulé a la poitrine, grosses cloques').urgent,
    ).toBe(true);
  });
});

describe('a spotting after an internal examination in pregnancy', () => {
  it('raises no notice for a few drops after the doctor examined inside, stopped and painless', () => {
    for (const text of [
      'pregnant 15 weeks, the midwife examined me internally this morning, a few drops after, then it stopped, no cramps',
      "enceinte de 4 mois, le médecin m'a examinée à l'intérieur hier, quelques gouttes de sang puis ça s'est arrêté tout seul, aucune douleur",
      'حامل في الشهر الرابع، فحصني الطبيب من الداخل أمس ونزلت قطرات دم ثم توقف الدم، بدون ألم',
      'حاملة 4 شهور، فحصتني الطبيبة من داخل و من بعد شوية دم و حبس وحدو، ما عنديش الوجع',
      '7amla f chhar rab3, tbiba f7satni mel dakhel w mor chwiya dem w 7bes wa7dou, ma 3andi hta waja3',
    ]) {
      expect(triage(text).urgent, text).toBe(false);
    }
  });

  it('still flags a bleeding in pregnancy with pain or in quantity after an exam', () => {
    expect(
      triage('enceinte 4 mois, apres l examen je saigne beaucoup et j ai mal au ventre').urgentReason,
    ).toBe('pregnancy_bleeding');
    expect(triage('حامل 5 شهور، فحصتني من الداخل و من بعد نزل الدم بزاف مع وجع قوي في الكرش').urgent).toBe(
      true,
    );
  });
});

describe('a vaginal examination said every way, then a little brown spotting in pregnancy', () => {
  it('asks nothing for a few drops after the exam, said with its own words, painless', () => {
    for (const text of [
      'im 13 weeks pregnant, my gyn did a pelvic exam yesterday and now a couple of drops of blood on my pad, no cramps',
      'pregnant 11 weeks, the midwife checked my cervix this afternoon, tonight brownish spotting with a little blood, no pain',
      'enceinte de 10 semaines, la gyneco m a fait un toucher avant hier, depuis qq gouttes de sang marron, aucune douleur',
      'enceinte 4 mois, examen gynecologique ce matin puis des pertes marron avec un peu de sang, pas de douleur',
      'حامل في الشهر الثالث، اجريت فحص عنق الرحم البارحة واليوم بضع قطرات دم، لا يوجد الم',
      'حاملة شهرين و نص، الطبيبة قاستلي لكول البارح و اليوم جوج قطرات دم، ما عنديش وجع',
      'hamla 4 chhour, tbiba 9astli le col lbare7 w lyoum zouj qtarat dem, ma 3andi hta wja3',
    ]) {
      const r = triage(text);
      expect(r.urgent, text).toBe(false);
      expect(r.ask, text).toBeNull();
    }
  });

  it('still flags a bleeding after the exam that comes with pain or in quantity', () => {
    for (const text of [
      'enceinte 3 mois, apres un toucher je saigne beaucoup et j ai des douleurs au ventre',
      'pregnant 12 weeks, after the vaginal exam heavy bleeding and strong cramps',
      'hamla 3 chhour, ba3d ma dartli toucher dem bzaf w wja3 9wi f kerchi',
    ]) {
      expect(triage(text).urgent, text).toBe(true);
    }
  });
});

describe('a fit or a faint long over, asked about for a licence, a sport or a job', () => {
  it('asks nothing about an episode had as a small child, never since', () => {
    for (const text of [
      'i had seizures with high fever as a toddler, nothing since, im 19 now, can i get my driving license',
      'as a kid i fainted a few times, never happened again, can i join the army',
      'petite j ai fait des convulsions febriles, plus jamais depuis, j ai 20 ans, je peux faire de la plongee ?',
      "j'ai eu des convulsions il y a 12 ans, plus rien eu depuis, est-ce que je peux passer le permis de conduire",
      'لما كنت صغيرا اصابتني تشنجات مع الحرارة ولم يحدث مره اخرى، هل يمكنني ممارسه الرياضه',
      'وانا صغيرة كانت تجيني التشنجات مع السخانة، عمرها ما عاودت، نقدر نجوز البيرمي؟',
      'w ana sghir kan yjini tachannoj m3a skhana, ma 3awdetlich, nqder nel3ab lkora f club?',
    ]) {
      const r = triage(text);
      expect(r.urgent, text).toBe(false);
      expect(r.ask, text).toBeNull();
    }
  });

  it('keeps the alarm for a fit now, or a child having one', () => {
    for (const text of [
      'when i was little i had fits, today i had one again and i cant talk well',
      'mon fils convulse avec de la fievre, quand j etais petit j avais la meme chose',
      'ki kont sghir kan yjini tachannoj, w lyoum 3awdetli crise',
    ]) {
      const r = triage(text);
      expect(r.urgent || r.ask !== null, text).toBe(true);
    }
  });

  it("keeps the notice when 'never again' is no episode over", () => {
    for (const text of [
      'je veux me tuer, je veux plus jamais me reveiller',
      'je ne veux plus jamais vivre comme ca, je vais en finir ce soir',
      'my father collapsed with chest pain and sweating, never had this before, never again i hope',
    ]) {
      expect(triage(text).urgent, text).toBe(true);
    }
  });
});

describe('the screen left out where the message settles it', () => {
  it("asks nothing about a chest pain whose heart's dangers are denied one after the other", () => {
    for (const text of [
      'وجع صغير فالصدر ساعات، ما عنديش ضيق فالنفس ما عرقتش، عمري 27 نحب نتطمن',
      'wja3 sghir f sdri ki ki, ma3andich dyi9 f nfs, ma 3ra9tch, 26 ans',
      'عندي الم خفيف في الصدر احيانا، ليس عندي ضيق تنفس ولا اتعرق، عمري 30 سنه',
    ]) {
      const r = triage(text);
      expect(r.urgent, text).toBe(false);
      expect(r.ask, text).toBeNull();
    }
  });

  it('asks nothing about a streak of blood said with a constipation', () => {
    for (const text of [
      'constipated for years, when i push hard there is a bit of blood on the paper',
      'je suis constipee depuis longtemps et quand je force beaucoup un peu de sang sur le papier',
      'عندي امساك مزمن و كي ندز بزاف يخرج شويه دم',
    ]) {
      expect(triage(text).ask, text).toBeNull();
    }
  });

  it('asks nothing about an episode over, got up from at once and checked clear, or said not serious', () => {
    for (const text of [
      'طحت فالحمام من السخانة و نضيت دغيا، الطبيب قاسلي الطونسيو و دارلي تخطيط القلب كلش مليح',
      'تشنجات مع الحمى الشهر الماضي عند ابني، في المستشفى قالوا انه ليس خطير، كيف نتصرف اذا عادت',
      'wlidi jatou convulsion m3a skhana chhar li fat, f sbitar 9alou machi khatir, wach ndirou ila 3awdet',
    ]) {
      const r = triage(text);
      expect(r.urgent, text).toBe(false);
      expect(r.ask, text).toBeNull();
    }
  });

  it('reads a fall denied its head knock and its faint as a fall, whatever the word for head', () => {
    for (const text of [
      'mamie 75 ans a glissé, elle s est pas cognée la tete, elle a pas perdu connaissance, cheville gonflée',
      'il est tombé dans l escalier, il s est pas cogné la tete il a pas perdu connaissance, poignet gonflé',
    ]) {
      expect(triage(text).urgent, text).toBe(false);
    }
    expect(triage('mon bebe 2 mois il tete plus depuis ce matin').matched).toContain('not_feeding');
  });

  it("reads a fit denied by Darija's wrapped verb ('ma dartch', 'ما دارتش') as no fit, a missed dialysis still missed", () => {
    for (const text of [
      'my girl 3 has 38.7 since morning but she plays and eats, she didnt have a fit, just a runny nose',
      'ma fille 4 ans 38.5 depuis hier elle joue et mange, elle a pas fait de convulsion, juste le nez qui coule',
      'ابنتي 4 سنوات حرارتها 38.5 تلعب وتأكل، لم تصبها تشنجات، فقط سيلان الأنف',
      'بنتي 3 سنين فيها السخانة 38.6 بصح تلعب و تاكل، ما دارتش كونفيلسيون، غير نيفها يسيل',
      'wlidi 5 ans s5ana 38 w yal3ab, ma darch crise, ghir ykoh chwiya',
    ]) {
      expect(triage(text).urgent, text).toBe(false);
    }
    expect(
      triage('3andi insuffisance renale w ma dertch la dialyse mn 3 jours, rani nekhne9').urgentReason,
    ).toBe('breathing');
    expect(triage('بابا ما دارش الدياليز من 3 ايام و راه يختنق').urgentReason).toBe('breathing');
  });

  it('still alarms a chest pain with a danger said, whatever is denied beside it', () => {
    expect(triage('chest pain and sweating, no fever but i cant breathe').urgent).toBe(true);
  });
});
