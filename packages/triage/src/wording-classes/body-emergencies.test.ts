import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Emergencies of the body said without their medical name.
 * Phrasings written for the tests, in the ways of writing the class concerns (en, fr, ar, dz Darija
 * in Arabic letters, dl Darija in Latin letters).
 */

describe('feeling nothing between the legs is a saddle numbness, even after "je" starts a loss of smell', () => {
  it.each([
    ['en', 'lower back pain and now i cant feel anything between my legs'],
    ['fr', 'mal au bas du dos et je ne sens rien entre les jambes depuis ce matin'],
    ['ar', 'ألم في أسفل الظهر ولا أشعر بشيء بين فخذي'],
    ['dz', 'بويا عندو وجع فالضهر و ما يحس والو بين رجليه'],
    ['dl', 'dahri fih wje3 w ma n7es walou bin rjliya'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgentReason).toBe('spinal_cord');
    expect(r.ranked.slice(0, 3).map((x) => x.code)).toContain('neurology');
  });
});

describe('the current said with everyday verbs is an electrocution', () => {
  it.each([
    ['en', 'my dad got a shock from a cable at work, his hand is burnt'],
    ['fr', 'il a pris le courant en reparant la prise'],
    ['ar', 'مسه التيار الكهربائي في الورشة'],
    ['dz', 'طاح عليه الكوران فالخدمة و يدو محروقة'],
    ['dl', 'weldi chadou courant f dar, yeddo ma y7esch biha'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.matched).toContain('electrocution');
    expect(r.urgent || r.ask !== null).toBe(true);
    expect(r.ranked[0]?.code).toBe('general-medicine');
  });
});

describe('halos around lights said in Darija words, with a painful eye and vomiting, are a glaucoma', () => {
  it.each([
    ['en', 'my eye is painful and red, i see rings around lights and i threw up'],
    ['fr', 'oeil rouge et douloureux, je vois des cercles autour de la lumiere, je vomis'],
    ['ar', 'عيني تؤلمني بشدة وأرى حلقات حول الأضواء وأتقيأ'],
    ['dz', 'عيني توجعني بزاف و نشوف دواير حول الضو و نتقيا'],
    ['dl', '3ini twja3ni w nchouf halat 7ol dow w tqayit'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('glaucoma');
  });
});

describe('a limb said crooked in the masculine or "de travers" after a fall is a deformity', () => {
  it.each([
    ['en', 'after the fall his leg is bent the wrong way'],
    ['fr', 'il est tombe de velo, son bras est de travers'],
    ['ar', 'سقط من الدراجة وذراعه ملتوية بشكل غريب'],
    ['dz', 'طاح من السلم و دراعو معوج'],
    ['dl', 'tah f moto w rjlo m3awej'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgentReason).toBe('fracture');
    expect(r.ranked[0]?.code).toBe('orthopedics');
  });

  it('keeps a twisted ankle a sprain', () => {
    expect(triage('je me suis tordu la cheville au foot').urgent).toBe(false);
  });

  it("reads a face 'dropping' on one side as drooping", () => {
    expect(triage('her face is dropping on one side since lunch').urgentReason).toBe('stroke');
  });
});

describe('not having passed urine since a time, with a swollen lower belly, is a retention', () => {
  it.each([
    ['en', 'my husband has not peed since this morning, his lower belly is swollen and hurts'],
    ['fr', 'je n ai pas urine depuis hier soir, le bas ventre est gonfle et douloureux'],
    ['ar', 'لم يتبول منذ الصباح وأسفل بطنه منتفخ ويؤلمه'],
    ['dz', 'ما بلتش من الصباح و كرشي منفوخة و توجعني'],
    ['dl', 'ma bltch men lbare7, kerchi ta7t ywja3ni'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('urine_retention');
  });
});

describe('a diabetic sweating, trembling (yertej, يرتج) and not following (mch m9ayad m3ana) is a low sugar', () => {
  it.each([
    ['en', 'my diabetic mum is sweating, shaking and not with it'],
    ['fr', 'mon pere diabetique transpire, tremble et il est plus avec nous'],
    ['ar', 'أبي مريض سكري يتعرق ويرتجف وليس في وعيه'],
    ['dz', 'يما عندها السكر، تعرق و ترتج و ماشي مقيدة معانا'],
    ['dl', 'baba 3ando sokar, y3ra9 w yertej w machi m9ayad m3ana'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.matched).toContain('hypoglycemia');
    expect(r.urgent).toBe(true);
  });
});

describe('a boiling liquid said to be on the body is a scald, without the word burn', () => {
  it.each([
    ['en', 'boiling water spilled on my daughter, her chest and arm'],
    ['fr', 'eau bouillante sur le visage de mon fils'],
    ['ar', 'انسكب الزيت المغلي على وجهها'],
    ['dz', 'طاح عليه الما السخون على وجهو و صدرو'],
    ['dl', 'ta7 3liha zit s5oun f wjehha'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('severe_burn');
  });

  it('keeps a hot water bottle for cramps everyday', () => {
    const r = triage('hot water bottle on my belly for cramps');
    expect(r.urgent).toBe(false);
  });
});

describe('a diabetic confused or drowsy is told which sugar it can be', () => {
  it.each([
    ['en', 'my diabetic husband is shaking, sweating and talking nonsense'],
    ['fr', 'mon oncle diabetique tremble, transpire et ne comprend plus rien'],
  ])('[%s] a low sugar described is the low-sugar notice: %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('low_sugar');
  });

  it.each([
    ['en', 'my diabetic grandad is confused and very sleepy'],
    ['ar', 'جدي مريض بالسكري وهو مرتبك ولا يرد'],
  ])('[%s] a diabetic confused, sugar not said, is neither low nor high: %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('diabetic_confusion');
  });

  it('a high sugar reading with drowsiness keeps the high-sugar notice', () => {
    expect(triage('sugar at 520 and he is very drowsy').urgentReason).toBe('high_sugar');
  });
});

describe('a bone said to come out of the skin or the flesh, whoever owns the limb, is an open fracture', () => {
  it.each([
    ['en', 'fell off the ladder, the bone of his shin is poking out of the skin'],
    ['fr', 'tombe du toit, l os de son bras sort de la peau'],
    ['ar', 'سقط ابني من الشجرة وعظم ذراعه ظاهر من الجلد'],
    ['dz', 'خويا طاح من الدروج والعظم تاع رجلو خارج من اللحم'],
    ['dl', 'tah mel bni w l3dam ta3 dra3ou kharej men l7em'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgentReason).toBe('fracture');
    expect(r.ranked[0]?.code).toBe('orthopedics');
  });

  it('a bone spur seen on an x-ray is not an open fracture', () => {
    expect(triage('the x-ray shows a small bone spur sticking out on my heel').urgent).toBe(false);
  });
});

describe('Darija in Latin letters: what a person sees in an emergency, said in everyday words', () => {
  it.each([
    // Between the thighs, not only the legs, with a back pain or urine that goes by itself.
    ['dl', 'dahri fih waja3 kbir w ma n7esch bin fkhadi'],
    ['dz', 'ظهري يوجعني وما نحس والو بين فخادي'],
    ['en', 'back pain and i feel nothing between my thighs'],
  ])('[%s] numb between the thighs: %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('spinal_cord');
  });

  it.each([
    ['dl', 'ana 7amla f 8 chhour w tqal3at la poche'],
    ['dl', 'mrti hamla 7 mois w lma t9alla3'],
    ['dz', 'مرتي حاملة 8 شهور و تقلعت البوش'],
    ['fr', 'enceinte de 7 mois, la poche s est rompue'],
  ])('[%s] the waters broken: %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('waters_broke');
  });

  it.each([
    ['dl', 'baba 3ando sokkar w rah y3ra9 w ykhawer'],
    ['dz', 'جدي عندو السكر و راه يعرق و يخاور'],
  ])('[%s] a diabetic sweating and rambling: %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('low_sugar');
  });

  it.each([
    ['dl', 'khti tesma3 des voix w chaddat mouss'],
    ['dl', 'jari ysma3 des voix y9oulou lih adrab'],
  ])('[%s] voices said in French inside Darija, with a knife or an order: %s', (_way, text) => {
    const r = triage(text);
    expect(r.matched).toContain('psychosis');
    expect(r.urgent || r.ask !== null).toBe(true);
  });

  it.each([
    ['dl', 'bnti 3 snin tnehej w chfayefha zer9in'],
    ['dz', 'ولدي يتنهج و شفايفو زرقين'],
    ['en', 'my son is wheezing and his lips look bluish'],
  ])('[%s] blue lips: %s', (_way, text) => {
    expect(triage(text).urgent).toBe(true);
  });
});
