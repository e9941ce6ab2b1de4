import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Four misreads answered as classes: an age said after 'is' or 'has', a baby named with a Darija
 * possessive, a treatment that helps less than before, and a whistling ear.
 * Phrasings written for the tests, in the five ways of writing (en, fr, ar, dz, dl).
 */

describe("an age said after 'is' or 'has' is the person's age", () => {
  it.each([
    ['en', 'my grandad is 75 and coughs at night'],
    ['fr', 'mon pere est 80 et il tousse'],
    ['ar', 'جدي عنده 78 ويسعل'],
    ['dz', 'جدي عندو 75 ويكح'],
    ['dl', 'jeddi 3ando 75 w ykoh'],
  ])('[%s] %s is an older adult', (_way, text) => {
    expect(triage(text).matched).toContain('older_adult');
  });

  it('a temperature said after "is" is not an age', () => {
    expect(triage('my dad is 39 of fever').matched).not.toContain('older_adult');
  });
});

describe('a baby named with a Darija possessive, then an age', () => {
  it.each([
    ['dl', 'bebti 7 chhour 3andha skhana', 'infant'],
    ['dl', 'bentha 5 chhour 3andha skhana', 'infant'],
    ['dz', 'بيبتي 7 شهور عندها سخانة', 'infant'],
    ['dl', 'wlidi 2 chhour 3andou skhana', 'newborn'],
  ])('[%s] %s reads %s', (_way, text, group) => {
    expect(triage(text).matched).toContain(group);
  });
});

describe("a child's stated age outweighs a word for a baby", () => {
  it.each([
    ['dl', 'wlidi 2 ans 3andou skhana'],
    ['dl', 'bniti 3 snin 3andha skhana'],
  ])('[%s] %s is not asked about being under 3 months', (_way, text) => {
    const r = triage(text);
    expect(r.matched).not.toContain('infant');
    expect(r.ask?.question).not.toBe('baby_under_3_months');
  });
});

describe('a treatment that helps less than before is not a failing one', () => {
  it.each([
    ['en', 'my inhaler is not working like before'],
    ['fr', 'ma ventoline marche plus comme avant'],
    ['ar', 'البخاخ لا ينفع كما كان'],
    ['dz', 'البخاخة ما نفعتش كيما بكري'],
    ['dl', 'lbekhakha ma nfaach kima bekri'],
  ])('[%s] %s is no emergency', (_way, text) => {
    const r = triage(text);
    expect(r.urgent).toBe(false);
    expect(r.ask ?? null).toBeNull();
    expect(r.matched).not.toContain('breathless_severe');
  });

  it('an inhaler that does not work at all is still the emergency', () => {
    expect(triage('my inhaler is not working').urgent).toBe(true);
  });

  it('less than before, with a real sign of severity, is still the emergency', () => {
    expect(triage("ma ventoline marche plus comme avant et je n'arrive pas a parler").urgent).toBe(true);
  });
});

describe('a whistling ear is tinnitus, not a wheeze', () => {
  it.each([
    ['en', 'whistling in my ear since yesterday'],
    ['fr', "j'ai des sifflements dans l'oreille"],
    ['ar', 'عندي صفير في الأذن'],
    ['dz', 'عندي صفير في وذنيا'],
    ['dl', '3andi sfir f widni'],
  ])('[%s] %s goes to ENT', (_way, text) => {
    const r = triage(text);
    expect(r.ranked[0]?.code).toBe('ent');
    expect(r.matched).not.toContain('asthma');
  });
});

describe("a child's age said after 'is' or 'has', or as a unit alone", () => {
  it.each([
    ['en', 'my daughter is 5 months and feverish', 'infant'],
    ['en', 'my son is 3 and has a rash', 'child'],
    ['fr', 'mon fils est 4 mois et il a de la fievre', 'infant'],
    ['ar', 'ابنتي عندها 5 اشهر وعندها حمى', 'infant'],
    ['dz', 'بيبتي عام وعندها السخانة', 'child'],
    ['dl', 'bebti 3am w 3andha skhana', 'child'],
    ['dl', 'bibiha chhar w sa5na', 'newborn'],
  ])('[%s] %s reads %s', (_way, text, group) => {
    expect(triage(text).matched).toContain(group);
  });

  it("'bebti' alone is a baby", () => {
    expect(triage('bebti 3andha skhana mn lbareh').matched).toContain('infant');
  });
});
