import { describe, expect, it } from 'vitest';
import { lexiconAlone } from '../triage.ts';

/**
 * A farewell to everyone ('goodbye everyone', 'سامحوني على كلش'), then a door locked on oneself or a
 * phone switched off ('locked himself in', 's est enferme', 'سكر التيليفون', 'sakker telephone') with
 * the pills at hand: a suicide under way, the notice and the psychiatrist. Darija 'سكر' said with a
 * door or a phone is shutting, not sugar (the diabetes keeps its doctor). Top-1 is the lexicon's
 * alone. Phrasings written for the tests.
 */

describe('a farewell then a locked door or a phone shut is the psychiatric emergency', () => {
  it.each([
    [
      'en',
      'my sister posted goodbye to everyone on instagram and switched off her phone, she has her pills with her',
    ],
    [
      'fr',
      'mon frere a ecrit pardonnez moi pour tout et il s est enferme dans sa chambre avec ses medicaments',
    ],
    ['ar', 'كتب اخي رساله وداع واغلق الباب على نفسه ومعه ادويته'],
    ['dz', 'ختي قالتلي سامحوني على كلش و سكرت الباب على روحها، عندها الدوا تاع الاعصاب'],
    ['dl', 'khouya 9ali sam7ouli 3la kolch w sakker telephone, 3andou dwa bzaf'],
  ])('[%s] %s', (_way, text) => {
    const r = lexiconAlone(text);
    expect(r.ranked[0]?.code).toBe('psychiatry');
    expect(r.urgent).toBe(true);
  });

  it('keeps the sugar of a diabetes with the endocrinologist', () => {
    expect(lexiconAlone('عندي السكر من عشر سنين و التحليل طالع').ranked[0]?.code).toBe('endocrinology');
  });
});
