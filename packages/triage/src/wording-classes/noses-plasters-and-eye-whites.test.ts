import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Three rankings the sets keep asking for: a child's nose that bleeds, said with the Darija word
 * for the nose ('menkhar', 'منخار'), is the ENT's; a leg in plaster for weeks and then a sudden
 * breathlessness with a chest pain is a clot gone to the lung, the chest physician's, not the
 * fracture's; blood in the white part of an eye after coughing is the eye doctor's, not the
 * cough's. Phrasings written for the tests, in the five ways of writing.
 */

const first = (text: string) => triage(text).ranked[0]?.code;

describe('a nose that bleeds, said with the Darija word for the nose, is the ENT', () => {
  it.each([
    ['dz', 'ولدي 9 سنين كل صيف منخارو يسيل الدم شوية ويحبس'],
    ['dz', 'بنتي منخارها يسيل الدم كي تسخن الدنيا، الطبيب قال عادي'],
    ['dl', 'wldi 7 ans menkharou ysil dem chwiya f sif, y7bes wa7dou'],
    ['dl', 'bnti menkharha ysil dem kol sif, 5 min w y7bes'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('ent');
  });
});

describe('breathless with a chest pain after weeks in plaster is a clot in the lung', () => {
  it.each([
    [
      'en',
      'my leg has been in a cast for 3 weeks, today suddenly i cant breathe and my chest hurts when i breathe in',
    ],
    [
      'fr',
      'platre a la jambe depuis 3 semaines, ce matin d un coup je suis essouffle et j ai mal a la poitrine',
    ],
    ['ar', 'رجلي في الجبس منذ ثلاثة أسابيع، اليوم فجأة ضيق في التنفس وألم في صدري'],
    ['dz', 'رجلي في الجبس من 3 سمانات، اليوم فجأة وليت نتخنق وصدري يوجعني'],
    ['dl', 'rjli f platre 3 semanat, lyoum fjae welit nkhne9 w sdri ywj3ni'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('pulmonology');
  });
});

describe('blood in the white part of an eye after coughing is the eye doctor', () => {
  it.each([
    ['en', 'my eye is blood red in the white part since this morning, i coughed a lot last night, no pain'],
    [
      'fr',
      'la partie blanche de l oeil est rouge sang depuis ce matin, j ai beaucoup toussé, pas de douleur',
    ],
    ['ar', 'الجزء الابيض من العين أحمر كالدم بعد سعال شديد، لا ألم'],
    ['dz', 'فقت لقيت البيض تاع عيني حمر كي الدم من بعد ما كحيت بزاف، ما توجعنيش'],
    ['dl', '3ini 7amra kima dem mn ba3d ma k7it bzaf, ma twj3nich'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('ophthalmology');
  });
});
