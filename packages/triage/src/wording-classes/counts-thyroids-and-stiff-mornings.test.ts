import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Three everyday rankings every set since D asks for: platelets or white cells named on a blood
 * test go to the hematologist (a check-up alone stays with general medicine); a swelling at the
 * front of the neck with trembling hands and sweats or weight lost is the thyroid; fingers that
 * lock in the morning for an hour are the rheumatologist's. Phrasings written for the tests, in the
 * five ways of writing.
 */

const first = (text: string) => triage(text).ranked[0]?.code;

describe('a blood count with low platelets or high white cells is the hematologist', () => {
  it.each([
    [
      'en',
      'routine blood test at work, white cells 12800, i read online it could be leukemia and i cannot sleep',
    ],
    ['fr', 'sur l analyse les plaquettes sont a 110000, j ai des bleus et mes regles durent longtemps'],
    ['ar', 'في تحليل روتيني وجدوا الصفائح 120000، الطبيب العام قال أعد التحليل بعد شهر، هل هذا خطير؟'],
    ['dz', 'درت تحليل الدم لقاو globules blancs 14000، راني خايف ما رقدتش'],
    ['dl', 'dert analyse ta3 dem, plaquettes 90000 w sa3at yetla3li zer9a, tbib 9ali 3awed'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('hematology');
  });

  it.each([
    ['en', 'i want a full check up with blood tests, i feel fine'],
    ['fr', 'je voudrais faire un bilan sanguin complet, je n ai rien'],
  ])('a check-up with no count named stays with general medicine: [%s] %s', (_way, text) => {
    expect(first(text)).toBe('general-medicine');
  });
});

describe('a swelling at the front of the neck with trembling is the thyroid', () => {
  it.each([
    ['en', 'there is a lump in the front of my neck, my hands shake and i lost weight without trying'],
    ['fr', 'une boule au cou devant, je tremble des mains et je transpire beaucoup'],
    ['ar', 'لدي انتفاخ في مقدمة الرقبة ويداي ترتجفان وأتعرق كثيرا'],
    ['dz', 'عندي حبة في رقبتي من القدام، يدي ترعش ونعرق بزاف ونقصت في الميزان'],
    ['dl', 'tal3atli 7abba f r9bti l9oddam, yeddiya yerjfou w n3reg bzaf'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('endocrinology');
  });
});

describe('fingers that lock in the morning for an hour are the rheumatologist', () => {
  it.each([
    ['en', 'my fingers are stiff every morning for an hour before they loosen, and my wrists hurt'],
    ['fr', 'mes doigts sont raides le matin pendant une heure, et les poignets font mal'],
    ['ar', 'أصابع يدي متيبسة في الصباح لمدة ساعة ثم تتحرك، ومعصماي يؤلماني'],
    ['dz', 'صوابع يدي يتسدو في الصباح ونقعد ساعة باش يتحلو، ويوجعوني'],
    ['dl', 'sba3 yeddiya yetsadou f sba7 w n9a3ed sa3a bach yet7allou, ywj3ouni'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('rheumatology');
  });
});
