import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * The household acids and drain cleaners named by their trade names ('esprit de sel', 'destop',
 * 'lma l9ate3', 'الما القاطع', 'روح الملح', 'hydrochloric acid') are chemicals when they reach an
 * eye, not only a poison when swallowed: a chemical in the eye, the notice at once (rinse and go).
 * Phrasings written for the tests, in the five ways of writing.
 */

describe('a cleaning acid in the eye shows the notice', () => {
  it.each([
    ['en', 'some hydrochloric acid got in my eye while cleaning the bathroom, it stings a lot'],
    ['fr', "en débouchant l'évier du destop a giclé dans mon oeil droit, ça pique"],
    ['ar', 'دخل روح الملح في عين ابني وهو يلعب بالقارورة'],
    ['dz', 'دخلو الما القاطع فعينو وهو يغسل الطواليط'],
    ['dl', 'dkhal lma l9ate3 f 3in khouya w howa ynaddaf toilette'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent).toBe(true);
    expect(r.urgentReason).toBe('chemical_eye');
  });
});

/**
 * Cleaning products named as such ('oven cleaner', 'produit ménager', 'produit ta3 lfour',
 * 'منظف الفرن', 'بروديي تاع التنظيف') are chemicals too when they reach an eye.
 */
describe('a cleaning product in the eye shows the notice', () => {
  it.each([
    [
      'en',
      'some degreaser spray bounced into my eye when I was doing the stove, it stings and my sight is blurry',
    ],
    ['fr', 'du produit pour le four a sauté dans mon oeil, ça brûle et je vois trouble'],
    ['ar', 'دخل منظف الفرن في عيني أثناء التنظيف وتحرقني كثيرا'],
    ['dz', 'دخلي بروديي تاع التنظيف فعيني، تحرقني و ما نشوفش مليح'],
    ['dl', 'dkhal produit ta3 tnadif f 3in bnti, t7re9 w ma tchoufch mli7'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent).toBe(true);
    expect(r.urgentReason).toBe('chemical_eye');
  });
});
