import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * A baby in the womb not felt in the morning that moved again later ('rja3 ytharrek mlih', 'il a
 * recommencé à bouger', 'started kicking again', 'رجع يضرب مليح'): the movements came back, so the
 * emergency screen asks what is happening now instead of the notice. A baby still not felt
 * moving keeps the notice. Phrasings written for the tests, in the five ways of writing.
 */

describe('movements that came back are asked about, not alarmed', () => {
  it.each([
    [
      'en',
      '32 weeks pregnant, baby was quiet all morning but after i drank cold juice he started kicking again',
    ],
    [
      'fr',
      'enceinte de 6 mois, ce matin je sentais pas le bebe bouger, mais apres le repas il a recommencé à bouger',
    ],
    ['ar', 'انا حامل في الشهر السابع، لم اشعر بالجنين صباحا لكنه عاد يتحرك بعد الغداء'],
    ['dz', 'مرتي حامل فالشهر السابع، الصباح ما حستش بالبيبي يتحرك، بصح فالعشية رجع يضرب مليح'],
    [
      'dl',
      'mrati 7amla f 7 chhor, mn sbe7 ma 7esstch bih yet7arrak w khefna, bessah ba3d lftour rja3 ytharrek mlih',
    ],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });
});

describe('a baby still not felt moving shows the notice', () => {
  it.each([
    ['dl', 'mrati 7amla f 8 chhor, ma 7essetch bih ytharrek mn lbare7'],
    ['fr', 'enceinte de 8 mois, je sens plus le bebe bouger depuis hier soir'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(true);
  });
});
