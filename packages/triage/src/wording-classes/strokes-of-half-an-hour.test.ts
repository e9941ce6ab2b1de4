import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * A stroke said with its time: half an hour ('une demi heure', 'نصف ساعة', 'nos sa3a') is now, so an
 * old woman's age ('78 ans') read as a long time no longer turns the notice into the screen; a mouth
 * gone crooked ('فمها اعوج') and words that come out mixed ('مخلطا') are the stroke's face and
 * speech. Phrasings written for the tests, in the five ways of writing.
 */

describe('a twisted mouth, mixed words and a falling arm for half an hour show the stroke notice', () => {
  it.each([
    [
      'en',
      'my grandmother is 78, suddenly her mouth twisted to one side, her words come out mixed and her right arm falls back down, for half an hour now',
    ],
    [
      'fr',
      'salam, jeddati elle a 78 ans, d un coup sa bouche s est tordue d un cote, les mots sortent melanges, son bras droit retombe tout seul, ca fait une demi heure',
    ],
    ['ar', 'جدتي عمرها 78 سنة فجأة فمها اعوج والكلام يخرج مخلطا ويدها اليمنى تسقط وحدها منذ نصف ساعة'],
    ['dz', 'جدتي عندها 78 عام، فجأة فمها تعوج والهدرة تخرج مخلطة ويدها اليمين تطيح وحدها، هادي نص ساعة'],
    [
      'dl',
      'jeddati 3andha 78 ans, fjaa fommha t3awej, lhadra tkhroj mkhalta w yedha limen tti7 wahdha, hadi nos sa3a',
    ],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('stroke');
  });
});

it('[dl] a half hour of a twisted mouth last month, back to normal and scanned, shows no notice', () => {
  expect(
    triage(
      'yemma chhar li fat t3awej fommha nos sa3a w rj3at 3adi, darou scanner f urgence, 9alou AIT, drk labas',
    ).urgent,
  ).toBe(false);
});
