import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * No reason left to go on ('لم يعد عندي اي سبب لاكمل', said with its own 'لم', is no denial), the
 * pills gathered, a night chosen, a letter written: the suicide notice. Phrasings written for the
 * tests, in the five ways of writing.
 */

describe('no reason left to go on, with pills gathered for tonight, shows the suicide notice', () => {
  it.each([
    [
      'en',
      "i have no reason left to go on, i gathered all my mother's pills in the drawer and decided to take them tonight, i wrote a letter to my brother",
    ],
    [
      'fr',
      'j ai plus aucune raison de continuer, j ai rassemble tous les medicaments de ma mere et je vais les avaler ce soir, j ai ecrit une lettre a mon frere',
    ],
    [
      'ar',
      'لم يعد عندي اي سبب لاكمل. جمعت كل ادوية امي في الدرج وقررت اشربها الليلة بعد ما ينامو. كتبت رسالة لاخي',
    ],
    ['dz', 'ما بقالي حتى سبة باش نكمل، جمعت الدوا تاع يما كامل وقررت نشربو الليلة، كتبت رسالة لخويا'],
    [
      'dl',
      'ma b9atli hta sebba bach nkamel, jma3t dwa ta3 yemma kamel w 9rrt nochrbou lil, ktebt lettre l khouya',
    ],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).toBe('suicide');
  });
});
