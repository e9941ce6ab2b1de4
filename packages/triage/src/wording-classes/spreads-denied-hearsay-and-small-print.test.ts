import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Three families of false emergencies. A pain said not to go to the arm or the jaw ('no pain going to
 * my arm or jaw', 'ma yhbetch l dra3 wla l7nek'): where a denied spreading would go is only a place,
 * and the list after it is denied with it; a Darija denial closed on the preposition after its verb
 * ('ما اغمي عليهاش', she did not faint) denies the verb. What was heard or read ('sme3t beli', 'i heard
 * that', 'سمعت ان') names a fear, not a sign. Small print no longer read, or reading glasses, is
 * the eyes of age, not a sight lost. The same signs said as had still show the notice. Phrasings
 * written for the tests.
 */

describe('spreading and fainting denied, hearsay and small print show no notice', () => {
  it.each([
    [
      'en',
      'my chest feels tight when i am stressed, no pain going to my arm or jaw, no sweating, i breathe fine',
    ],
    [
      'darija-latin',
      '3andi wja3 f sedri ki nkoun m9ele9, ma yhbetch l dra3 wla l7nek, ma n3re9ch, nfsi labas',
    ],
    ['darija-ar', 'بابا طاح في الدروج على ركبتو، ما ضربش راسو و ما اغمي عليهش، بصح الركبه منتفخه'],
    ['darija-ar', 'امي طاحت على يدها في الحمام، ما ضربتش راسها و ما اغمي عليهاش، المعصم يوجعها'],
    [
      'darija-latin',
      'sme3t beli sa5ana tjib tchanoj l drari, bnti 15 mois 3andha 38.2 m3a snan, tel3ab w takol normal',
    ],
    [
      'en',
      'i heard that fever can cause fits in babies, my son is 15 months, 38.2 since this morning, he plays and eats normally',
    ],
    [
      'fr',
      'j ai entendu que la fievre donne des convulsions, ma fille 18 mois a 38.4 avec ses dents, elle joue normalement',
    ],
    ['ar', 'سمعت ان الحمى تسبب التشنج، ابني 16 شهر حرارته 38.3 مع التسنين و يلعب و ياكل عادي'],
    ['en', 'i cant see the small letters anymore, i need reading glasses, im 47'],
    ['fr', 'je ne vois plus les petites lettres, il me faut des lunettes de lecture'],
    ['ar', 'لم اعد ارى الحروف الصغيره عند القراءه، عمري 46 سنه'],
    ['darija-ar', 'ما بقيتش نشوف الكتيبه الصغيره تاع الدوا، لازمني نظارات للقرايه'],
    ['darija-latin', 'ma wlitch nchouf l7rouf sghar ki n9ra, 3andi 45 ans'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent, text).toBe(false);
  });
});

describe('the same signs said as had still show the notice', () => {
  it.each([
    ['en', 'my son is having a fit right now, i heard that fever causes it, he is not waking up'],
    ['en', 'suddenly i cant see anything from my right eye'],
    ['darija-latin', 'wja3 f sedri yhbet l dra3i w n3re9'],
    ['en', 'chest pain going to my arm and sweating'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent, text).toBe(true);
  });
});
