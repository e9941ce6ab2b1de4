import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * A fever on chemotherapy with the last cure dated back ('derniere cure la semaine passée',
 * 'l'cure lakhra kanet simana li fatet'): the date is the cure's, the fever is now, so the notice
 * and not the screen. A baby or a child with a diarrhoea or vomiting who has wet no nappy or not
 * peed ('ma bellletch couche', 'ما بللتش الكوش', 'ma balch'): dried out, the dehydration notice,
 * not a bladder that will not empty. Phrasings written for the tests.
 */

describe('a fever on chemotherapy with the last cure dated back shows the notice', () => {
  it.each([
    ['dl', "baba ydir chimio, l'cure lakhra kanet simana li fatet, lyoum s5ana 38.8"],
    ['fr', 'ma tante est sous chimiotherapie, derniere seance la semaine passee, ce soir fievre a 38.7'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent).toBe(true);
    expect(r.urgentReason).toBe('serious_infection');
  });
});

describe('a baby with a gastro who has not wet a nappy shows the dehydration notice', () => {
  it.each([
    ['dl', 'bnti 5 chhour tgayya w tsahel, mn sbe7 ma bellletch couche'],
    ['dz', 'بنتي 6 شهور تتقيا وعندها الاسهال، من الصباح ما بللتش الكوش'],
    ['dl', 'weldi 8 chhour ytayeb w ysahal, mn lbare7 ma balch'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent).toBe(true);
    expect(r.urgentReason).toBe('dehydration');
  });
});
