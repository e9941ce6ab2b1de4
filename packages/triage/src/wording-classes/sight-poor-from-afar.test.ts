import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Things far away seen blurred (a bus number read only close up) with a headache after class: a
 * short sight straining the eyes, the eye doctor's, not a headache for the neurologist.
 * Phrasings written for the tests, in the five ways of writing (en, fr, ar, dz, dl).
 */

describe('blurred from afar with a headache goes to the eye doctor', () => {
  it.each([
    [
      'en',
      'my daughter 12 sees far things blurry, cant read the bus number until it is close, headaches after school',
    ],
    ['fr', 'ma fille 12 ans voit flou de loin, elle lit pas le numero du bus, mal a la tete apres l ecole'],
    ['ar', 'ابني 12 سنة يرى ضبابية من بعيد، لا يقرا رقم الحافلة، وصداع بعد المدرسة'],
    ['dz', 'بنتي 12 سنة ما تشوفش مليح من بعيد، وراسها يوجعها بعد المدرسة'],
    ['dl', "benti 12 ans ma tchoufch mli7 men b3id, w rasha yewja3ha ba3d l'ecole"],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).ranked[0]?.code).toBe('ophthalmology');
  });
});
