import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * An electric shock said as a cable that 'threw him back' ('ca l a rejete en arriere', 'رماه
 * للخلف'), with a burn mark called small or black ('small black burn on the hand', 'brulure noire',
 * 'حرق اسود صغير') or a heart that beats weird: 'back' is the blow here, not a return, and a
 * small burn where the current went in still means it crossed the body. The notice at once.
 * Phrasings written for the tests, in the five ways of writing.
 */

describe('a shock that threw someone back, with a burn mark or a heart beating wrong, shows the notice', () => {
  it.each([
    [
      'en',
      'my dad touched an electric cable in the garage and it threw him back, now his heart is jumping weird',
    ],
    ['en', 'the electric cable threw me back when i fixed the dish, small black burn on my hand'],
    ['en', 'my uncle touched the electric cable on the terrace, it threw him back, black burn on his hand'],
    [
      'fr',
      'en installant la parabole sur le toit mon frere a pris le cable electrique, ca l a rejete en arriere, son coeur saute bizarrement',
    ],
    ['fr', 'le cable electrique m a rejete en arriere, j ai une brulure noire sur la main'],
    ['ar', 'اخي لمس كابل الكهرباء فوق السطح ورماه للخلف، في يده حرق اسود صغير وقلبه يقفز بشكل غريب'],
    ['dz', 'خويا مس الكابل تاع الضو فوق السطح ورماه للور، عندو حرقة كحلة صغيرة فيدو وقلبو يقفز'],
    [
      'dl',
      'khouya mess cable ta3 dow fo9 sta7 w rmah lor, 3ando 7ar9a ka7la sghira f yeddou w 9albou yna99ez',
    ],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(true);
  });
});

describe('back said of a return stays a return', () => {
  it.each([
    ['en', 'i came back home from work and my lower back hurts when i bend'],
    [
      'en',
      'got a small electric shock from the washing machine yesterday, finger tingled a minute then fine, no burn',
    ],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });
});
