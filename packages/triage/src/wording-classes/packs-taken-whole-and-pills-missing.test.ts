import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Pills taken by the pack: a pack said whole next to its word for whole ('a whole blister', 'une boite
 * entiere', 'شريط دواء كامل', 'plaquette كاملة', 'la boite kamla') is an overdose, whoever took it; a
 * course finished as prescribed ('kmelt la boite kamla ta3 antibiotique') is not. A small child with a
 * pack some pills are missing from ('il en manque', 'الحبات ناقصه', 'na9sin mnha') swallowed them,
 * whatever shows yet. Phrasings written for the tests.
 */

describe('a small child with pills missing from a pack shows the notice', () => {
  it.each([
    ['en', 'found my 2 year old with grandpa s heart pills, several are missing from the strip'],
    [
      'fr',
      'ma fille de 3 ans jouait avec la boite de medicaments de son grand pere, il manque des comprimes',
    ],
    ['fr', 'mon fils 2 ans avait la plaquette de sa grand mere, il en manque trois'],
    ['ar', 'طفلي عمره سنتان وجدته يلعب بشريط دواء جده و الحبات ناقصه'],
    ['darija-ar', 'بنتي عامين لقيتها تلعب بالكاشيات تاع جدها و ناقصين منها'],
    ['darija-latin', 'wldi 3 snin l9itou yel3ab b boite ta3 dwa ta3 jeddah w na9sin mnha 7bobat'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent, text).toBe(true);
  });
});

describe('a whole pack swallowed shows the notice', () => {
  it.each([
    ['en', 'my brother swallowed a whole blister of his sleeping pills after an argument'],
    ['fr', 'elle a pris une boite entiere de doliprane hier soir'],
    ['ar', 'ابتلعت اختي شريط دواء كامل بعد خلاف مع امي'],
    ['darija-ar', 'خويا شرب علبة دوا كاملة تاع النوم'],
    ['darija-latin', "khouya kla la boite kamla ta3 dwa ta3 l'anxiété"],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent, text).toBe(true);
  });
});

describe('a course finished, or a child s own daily pills, show no notice', () => {
  it.each([
    ['darija-latin', 'kmelt la boite kamla ta3 antibiotique w mazal nsa3el'],
    ['darija-ar', 'كملت علبه كامله تاع دوا السعال و مازال الكحة'],
    ['en', 'my son 4 takes his asthma pills every day, i need a new prescription'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent, text).toBe(false);
  });
});

describe('a teenager who swallowed a whole pack goes to the psychiatrist first', () => {
  it.each([
    ['fr', 'ma soeur 19 ans a avale toute la plaquette de ses cachets apres une dispute, elle dort'],
    ['darija-latin', 'bnti 16 ans klat plaquette kamla ta3 dwa ta3 babaha ba3d ma tdabzet, rahi tr9ed'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent, text).toBe(true);
    expect(r.ranked[0]?.code, text).toBe('psychiatry');
  });
});
