import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Everyday messages whose organ is named by what explains the sign: a pain that starts at the
 * navel and goes down to the right (the appendix), a chest that burns "like fire" after spicy food
 * or coffee (heartburn, not a burn), blood in the white of the eye after coughing (the eye, not
 * the lungs), a pilgrimage's vaccines (the infection clinic; 'لعمرة' is not an age), a swollen
 * wrist after a fall in Darija, a breast lump that moves in a young woman (the gynaecologist), a
 * heart check after a father's heart attack (the cardiologist, not the fear), a son of two said
 * 'ibni'. Phrasings written for the tests.
 */

const first = (text: string) => triage(text).ranked[0]?.code;

describe('the organ a message explains gets the message', () => {
  it.each([
    [
      'en',
      'the pain was around my belly button this morning, now it is low on the right and i threw up',
      'gastroenterology',
    ],
    [
      'fr',
      'mal autour du nombril depuis hier, maintenant c est en bas a droite avec de la fievre',
      'gastroenterology',
    ],
    ['dl', 'lwja3 bda f sorra w dork rah f jiha limin, ntgaya', 'gastroenterology'],
    ['ar', 'بدا الالم حول السره ثم نزل الى الجهه اليمنى مع قيء', 'gastroenterology'],
    ['dz', 'صدري يحرقني كي النار كل ما ناكل الهريسة', 'gastroenterology'],
    ['en', 'my chest burns like fire after spicy food and coffee', 'gastroenterology'],
    ['fr', 'ca me brule dans la poitrine comme du feu apres les plats epices', 'gastroenterology'],
    ['en', 'coughed hard all night and now there is a red spot of blood in my eye', 'ophthalmology'],
    ['dl', 'ba3d ma k7it bezzaf tla3tli ta9a 7amra kima dem f 3ini', 'ophthalmology'],
    ['ar', 'بعد السعال الشديد ظهرت بقعه دم في عيني', 'ophthalmology'],
    ['ar', 'ساذهب الى العمره الشهر القادم، ما هي اللقاحات اللازمه', 'infectious-diseases'],
    ['dz', 'ماشية للعمرة الشهر الجاي، واش من لقاح لازم', 'infectious-diseases'],
    ['dl', 'machi l3omra chhar jay, wach men vaccin lazem', 'infectious-diseases'],
    ['dl', 'jedda ta3i tay7at w m3asemha ntfakh, ma t9derch t7arko', 'orthopedics'],
    ['dz', 'جدتي طاحت على يدها و معصمها ننفخ', 'orthopedics'],
    [
      'fr',
      'j ai 23 ans, une petite boule dans le sein qui bouge sous le doigt, j ai peur du cancer',
      'gynecology-obstetrics',
    ],
    ['dl', 'l9it 7abba sghira f sein tet7arrek, rani khayfa', 'gynecology-obstetrics'],
    ['en', 'my dad died of a heart attack at 55, im 42 and scared, i want my heart checked', 'cardiology'],
    ['ar', 'ابي توفي بجلطه قلبيه و عمري 45، اريد فحص القلب', 'cardiology'],
    ['dl', 'ibni 3andou 3 snin skhan chwiya bsa7 yal3ab', 'pediatrics'],
  ])('[%s] %s', (_way, text, doctor) => {
    expect(first(text)).toBe(doctor);
  });

  it.each([
    ['dz', 'لقيتو السكر 2.4 بعد الفطور، نحب نبدل الدوا تاع السكر', 'endocrinology'],
    [
      'en',
      'my sugar is 2.5 g after lunch on my diabetes pills, i want to adjust the treatment',
      'endocrinology',
    ],
    ['dl', 'sokkar ta3i tla3 2.8 ba3d makla, n7eb nbeddel dwa', 'endocrinology'],
  ])('a diabetes treatment to adjust: [%s] %s', (_way, text, doctor) => {
    expect(first(text)).toBe(doctor);
  });

  it("a child's navel pain stays the pediatrician's", () => {
    expect(first('wlidi 6 snin kerchou toj3ou f sorra ki yakol')).toBe('pediatrics');
  });

  it('a burning said like fire is not a burn', () => {
    expect(triage('sadri ya7ra9ni kima nar ki nakol').urgent).toBe(false);
  });

  it('a baby no longer felt moving in Arabic is the pregnancy emergency', () => {
    const r = triage('انا حامل في الشهر الثامن و لم اعد احس بالجنين يتحرك منذ الصباح');
    expect(r.urgent).toBe(true);
    expect(r.ranked[0]?.code).toBe('gynecology-obstetrics');
  });
});
