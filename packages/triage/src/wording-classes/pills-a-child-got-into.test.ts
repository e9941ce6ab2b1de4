import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * A small child who got into an adult's pills is told in three parts, each in many words: the pack
 * (the blister, the box, the grandmother's tablets, 'la plaquette', '7bob mn boite', 'علبة الدواء'),
 * how they went in (ate, chewed, some are missing, 'il en manque', 'klat mnhom', 'كلات منهم') and
 * what shows now (nobody knows how many, 'ma3labalich ch7al', sleeping and falling back asleep,
 * limp). Any pack with any verb and any sign: the notice at once. A child given the dose the doctor
 * prescribed is not that. Phrasings written for the tests, in the five ways of writing.
 */

describe('a child who got into pills and now sleeps or nobody knows how many shows the notice', () => {
  it.each([
    [
      'en',
      'my 3 year old chewed some of grandma s pills from her bag, we are not sure how many, he keeps dozing off',
    ],
    [
      'en',
      'found my toddler with the blister of her dad s tablets, four are missing from the strip, now she is very sleepy',
    ],
    ['en', 'my son 2 years got into grandpa s pills, no clue how many, he is limp'],
    [
      'fr',
      'ma fille de 2 ans a croqué des cachets de son papi, on sait pas combien, elle se rendort tout le temps',
    ],
    [
      'fr',
      'mon petit de 3 ans a ouvert la boite de medicaments de sa mamie, il en manque plusieurs, il est tout endormi',
    ],
    ['ar', 'ابني عمره سنتان وجد علبة دواء جدته واكل منها، لا ندري كم، والان ينام كثيرا'],
    ['ar', 'طفلتي سنتان اكلت من حبوب الضغط لجدها ولا اعرف كم اكلت'],
    ['darija-ar', 'بنتي عامين كلات منهم من الدوا تاع جدتها، ما علاباليش شحال، ضرك ترجع ترقد'],
    ['darija-ar', 'ولدي عامين ونص لقيناه كلا من الكاشيات تاع باباه، ما نعرفش كم، راهو مرخي'],
    ['darija-latin', 'wldi 3amin klat mnhom dwa ta3 jeddo, ma3labalnach ch7al, yrja3 yr9od'],
    ['darija-latin', 'bnti 3 snin kla mn plaquette ta3 mama, ma n3ref ch7al, rahi tregod bzaf'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent, text).toBe(true);
  });
});

describe('a child given the dose prescribed does not show the notice', () => {
  it.each([
    [
      'en',
      'my 3 year old takes the syrup the pediatrician prescribed, 5 ml twice a day, is it ok with food?',
    ],
    ['fr', 'ma fille de 2 ans prend ses comprimes pour l epilepsie comme prescrit, elle dort bien la nuit'],
    ['darija-latin', 'bnti 3amin tchreb dwa ta3 tbib kima 9alna, mlih, tr9od mlih f lil'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent, text).toBe(false);
  });
});
