import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Everyday Darija words the engine did not read, each with its spellings and the same complaint in
 * the other ways of writing: sleep that stopped, a divorce and no wish for anything, a man who gets
 * up at night to pass water, an ear blocked after the sea that whistles, sacks carried before a low
 * back pain, 'les règles' written with a qaf, a hand that went numb, a burning up from the belly
 * with belching. Phrasings written for the tests, in the five ways of writing (en, fr, ar, dz, dl).
 */

const first = (text: string) => triage(text).ranked[0]?.code;

describe('sleep that stopped and no wish for anything, after a divorce, is the psychiatrist’s', () => {
  it.each([
    ['en', 'since my divorce i stopped sleeping and i dont want to go out anymore'],
    ['fr', 'depuis mon divorce je dors plus, pas envie de voir personne'],
    ['ar', 'بعد طلاقي لا انام ولا اريد رؤيه الناس'],
    ['dz', 'من كي تطلقت ما وليتش نرقد و ما نحبش نشوف الناس'],
    ['dl', 'mn ki tla9t ma wellitch nr9od, ma 3andi khater l 7atta 7aja'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).matched).toContain('depression');
    expect(first(text)).toBe('psychiatry');
  });
});

describe('getting up at night to pass water is the urologist’s', () => {
  it.each([
    ['en', 'my grandfather gets up at night to pee three times, the stream is weak'],
    ['fr', 'mon pere se leve la nuit pour uriner plusieurs fois'],
    ['ar', 'جدي يقوم للتبول في الليل عدة مرات'],
    ['dz', 'جدي يقوم يبول بزاف فالليل و البول يخرج بالشويه'],
    ['dl', 'jeddi y9oum ybowel 3 khatrat f lil'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).matched).toContain('urinary_symptoms');
    expect(first(text)).toBe('urology');
  });
});

describe('an ear blocked after the sea, that whistles, is the ENT’s', () => {
  it.each([
    ['en', 'after swimming my ear feels blocked and there is a whistling, sounds far away'],
    ['fr', 'oreille bouchee depuis la plage, j entends tout loin et ca siffle'],
    ['ar', 'اذني مسدوده بعد السباحه وفيها صفير'],
    ['dz', 'ودني مسدوده من بعد البحر و كاين صفير'],
    ['dl', 'wedni mesdouda mn ba3d lb7ar, nesma3 kolchi b3id'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).matched).toContain('hearing');
    expect(first(text)).toBe('ent');
  });

  it('guard: a whistling chest without an ear stays the lung specialist’s', () => {
    expect(first('صدري فيه صفير و نتنفس بصعوبة كي نطلع الدروج')).toBe('pulmonology');
  });
});

describe('a low back pain after carrying sacks is the orthopedist’s', () => {
  it.each([
    ['en', 'lower back pain since carrying sacks of flour at the shop, no numbness'],
    ['fr', 'mal au bas du dos depuis que j ai porte des sacs de semoule'],
    ['ar', 'الم اسفل الظهر بعد ما حملت اكياس ثقيله'],
    ['dz', 'ظهري يوجعني من كي هزيت شكاير السميد، نبول عادي'],
    ['dl', 'dhari ywja3ni mn ki hazit chkayer smid, nboul 3adi'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).matched).toContain('lifting');
    expect(first(text)).toBe('orthopedics');
  });
});

describe("'les règles' written with a qaf are the periods", () => {
  it.each([
    ['en', 'my periods became irregular since i changed the pill'],
    ['fr', 'mes regles sont irregulieres depuis la nouvelle pilule'],
    ['ar', 'الدوره غير منتظمه منذ غيرت حبوب منع الحمل'],
    ['dz', 'الريقل ولات تجي مخلطه من كي بدلت الحبوب'],
    ['dl', 'la regle mkhalta mn ki beddelt la pilule'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).matched).toContain('periods');
    expect(first(text)).toBe('gynecology-obstetrics');
  });
});

describe('a hand that went numb is a nerve complaint', () => {
  it.each([
    ['en', 'last month her hand went numb for half an hour then came back'],
    ['fr', 'le mois dernier sa main s est engourdie une demi heure'],
    ['ar', 'الشهر الماضي تنملت يدها نصف ساعه ثم رجعت'],
    ['dz', 'الشهر لي فات تنملت يدها نص ساعه و رجعت عادي'],
    ['dl', 'chhar li fat yeddha tnemlet nos sa3a w rej3et'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).matched).toContain('numbness');
    expect(first(text)).toBe('neurology');
  });

  it('guard: a mouth twisted and a hand that will not lift is still a stroke', () => {
    const r = triage('جدتي فجأة فمها تعوج و يدها ما تهزهاش');
    expect(r.urgent).toBe(true);
    expect(r.ranked[0]?.code).toBe('neurology');
  });
});

describe('a burning up from the belly with belching is the gastroenterologist’s', () => {
  it.each([
    ['en', 'after spicy food a burning rises to my throat and i keep belching'],
    ['fr', 'apres manger ca brule jusqu a la gorge et je rote beaucoup'],
    ['ar', 'بعد الاكل حرقه تصعد الى حلقي مع تجشؤ'],
    ['dz', 'كي ناكل الحار يطلعلي حريق من الكرش للحلق و نتكرع'],
    ['dl', 'ki nakol lhar ntkerra3 bzaf w hmouda tal3a'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).matched).toContain('heartburn');
    expect(first(text)).toBe('gastroenterology');
  });
});

describe('a red patch in the white of the eye, said in Darija, is the eye doctor’s', () => {
  it.each([
    ['en', 'woke up with a red patch in the white of my eye, no pain, i see fine'],
    ['fr', 'tache rouge dans le blanc de l oeil ce matin, pas de douleur'],
    ['ar', 'بقعه حمراء في بياض عيني بعد السعال'],
    ['dz', 'نضت لقيت بقعة حمرا فالبيض تاع عيني، ما توجعنيش'],
    ['dl', 'lgit ta9a 7amra f lbid ta3 3ini, ma toj3nich'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).matched).toContain('eye_red_spot');
    expect(first(text)).toBe('ophthalmology');
  });
});

describe("'yoj3ni' is a pain, and 'mentfkhin' a swelling", () => {
  it.each([
    ['dl', 'rkobti yoj3ni ki nahbet droj'],
    ['dl', 'dhari toj3ni mn sba7'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).matched).toContain('pain');
  });

  it.each([
    ['en', 'my eyes are puffy every morning and the urine test found albumin'],
    ['fr', 'les yeux gonfles le matin et de l albumine dans les urines'],
    ['dl', 'kol sba7 3iniya mentfkhin w l analyse ta3 lbol fiha albumine'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('nephrology');
  });
});

describe("'la rage' after a dog bite is rabies, not anger", () => {
  it.each([
    ['en', 'a stray dog bit my leg, i started the rabies vaccine, when is the next shot'],
    ['fr', 'mordu par un chien, j ai commence le vaccin contre la rage'],
    ['dl', 'kelb 3addni w bdit vaccin ta3 la rage f bureau d hygiene'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.matched).toContain('infectious_diseases');
    expect(r.matched).not.toContain('anger');
  });
});

describe('blood spat out while the nose bleeds is the ENT’s, not the lung’s', () => {
  it.each([
    ['en', 'my father on warfarin has a nosebleed for an hour and he is coughing up blood too'],
    ['fr', 'mon pere sous sintrom saigne du nez depuis une heure et crache du sang'],
    ['ar', 'ابي ينزف من الانف منذ ساعه ويبصق الدم'],
    ['dz', 'بابا راه ينزف من نيفو من ساعة و يبزق الدم'],
    ['dl', 'baba nifou yenzef mn sa3a w ybze9 dem'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).matched).toContain('hemoptysis');
    expect(first(text)).toBe('ent');
  });

  it('guard: blood coughed up without a nosebleed stays the lung specialist’s', () => {
    expect(first('je crache du sang quand je tousse depuis une semaine')).toBe('pulmonology');
  });
});

describe("'mgripi' is a flu, for the general practitioner", () => {
  it.each([
    ['en', 'i have the flu since 3 days, body aches and blocked nose, need a sick note'],
    ['fr', 'je suis grippee depuis 3 jours, courbatures et nez bouche'],
    ['ar', 'عندي انفلونزا منذ 3 ايام وانفي مسدود'],
    ['dz', 'راني مقريبي من 3 ايام و نيفي مسدود'],
    ['dl', 'rani mgripi mn 3 jours w nifi msdoud'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).matched).toContain('cold_flu');
    expect(first(text)).toBe('general-medicine');
  });
});

describe("'rkobtha', her knee, is a joint", () => {
  it.each([
    ['dl', 'jedti rkobtha twja3ha ki tetla3 droj'],
    ['dz', 'جدتي ركبتها توجعها كي تطلع الدروج'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).matched).toContain('joint_site');
    expect(['orthopedics', 'rheumatology']).toContain(first(text));
  });
});
