import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Suicide risk and acute psychosis said by acts and by voices.
 * Phrasings written for the tests, in the ways of writing the class concerns (en, fr, ar, dz Darija
 * in Arabic letters, dl Darija in Latin letters).
 */

describe('a wish not to wake up, a plan to swallow every pill, and farewell acts are a suicide risk', () => {
  it.each([
    ['en', 'my cousin told me she does not want to wake up anymore and gave me her phone'],
    ['fr', 'je veux plus me reveiller, j ai garde mes cachets pour les avaler toutes'],
    ['ar', 'أخي يقول لا أريد أن أصحو مرة أخرى وأعطاني هاتفه'],
    ['dz', 'بنتي قاتلي ما نحبش نفيق و عطاتني التيليفون تاعها'],
    ['dl', 'sa7bi 9ali ma n7ebch nfi9 ghodwa, chra 7bel'],
    ['dl', 'khti 3tatni dheb ta3ha w 9atli sam7ini'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent).toBe(true);
    expect(r.ranked[0]?.code).toBe('psychiatry');
  });
});

describe('voices that order a harm are an acute psychosis, whatever the spelling of the voices', () => {
  it.each([
    ['en', 'my son hears voices telling him to kill his sister'],
    ['fr', 'il entend des voix qui lui disent de frapper sa mere'],
    ['ar', 'أسمع أصواتا تقول لي اضرب جاري'],
    ['dz', 'خويا يسمع أصوات يقولولي اقتل'],
    ['dl', 'khouya ysma3 sotat w y9oulouli adreb yemma'],
    ['dl', 'nsma3 sowat y9oulouli n9tel'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.matched).toContain('acute_psychosis');
    expect(r.urgent || r.ask !== null).toBe(true);
    expect(r.ranked[0]?.code).toBe('psychiatry');
  });
});

describe('voices that order a self-harm stay a suicide risk', () => {
  it.each([
    ['en', 'hearing voices telling me to kill myself'],
    ['fr', 'des voix me disent de me tuer'],
    ['ar', 'أسمع أصواتا تقول لي اقتل نفسك'],
    ['dz', 'نسمع أصوات يقولولي اقتل روحك'],
    ['dl', 'nsma3 sotat y9oulouli a9tel rou7ek'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('suicide');
  });
});
