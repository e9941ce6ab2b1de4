import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Which specialty takes the message.
 * Phrasings written for the tests, in the ways of writing the class concerns (en, fr, ar, dz Darija
 * in Arabic letters, dl Darija in Latin letters).
 */

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

describe('a severe burn shows the notice and ranks the skin doctor (decision 0074), a child the pediatrician', () => {
  it.each([
    ['en', 'the gas bottle exploded, my uncle has deep burns on both arms'],
    ['fr', 'ma tante s est brulee avec l huile bouillante sur tout le bras, la peau est partie'],
    ['ar', 'احترق أبي بالماء المغلي على صدره وذراعه'],
    ['dz', 'خويا تحرق بالزيت السخون في وجهو ويدو'],
    ['dl', 'jarti t7ar9at b zit s5oun, hariqa 3mi9a f rjliha'],
  ])('[%s] a severe burn: %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent).toBe(true);
    expect(r.urgentReason).toBe('severe_burn');
    expect(r.ranked[0]?.code).toBe('dermatology');
    expect(r.ranked.slice(0, 3).map((x) => x.code)).toContain('general-medicine');
  });

  it.each([
    ['en', 'my 3 year old pulled the kettle, boiling water on his arm and chest'],
    ['dl', 'benti 5 snin ta7 3liha lma s5oun f sdarha'],
  ])('[%s] a child burned: %s', (_way, text) => {
    expect(triage(text).ranked[0]?.code).toBe('pediatrics');
  });

  it.each([
    ['en', 'burnt my finger on the iron, a little blister'],
    ['fr', 'petite brulure sur le pouce avec la casserole'],
    ['dz', 'تحرقت شوية فصبعي بالفير'],
  ])("[%s] a small burn stays the skin doctor's, without the notice: %s", (_way, text) => {
    const r = triage(text);
    expect(r.urgent).toBe(false);
    expect(r.ranked[0]?.code).toBe('dermatology');
  });
});

describe('a heart attack in a diabetic is the cardiologist’s; an x-ray asked in Darija is not radiotherapy', () => {
  it.each([
    ['dz', 'جدي فيه السكر، صدرو ثقيل ويعرق بزاف من ربع ساعة'],
    ['en', 'my uncle is diabetic, his chest feels heavy and he is sweating a lot for 20 minutes'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent).toBe(true);
    expect(r.ranked[0]?.code).toBe('cardiology');
  });
  it.each([
    ['dz', 'كتفي يوجعني كي نرفع يدي، حابة نعمل الراديو'],
    ['dz', 'ظهري يوجعني من شهرين، الطبيب قالي دير راديو'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.matched).not.toContain('cancer');
    expect(r.ranked[0]?.code).not.toBe('oncology');
  });
});
