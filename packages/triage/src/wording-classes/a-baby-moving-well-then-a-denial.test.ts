import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * A word that says a thing goes well ('bien', 'normal', 'mlih') is never filler before a denial: 'le
 * bebe bouge bien pas de sang' is a baby moving well and no blood, not 'bouge pas' (a baby not
 * moving) with the blood left undenied. A baby that does not move, said with 'ne ... pas', still
 * alarms. Phrasings written for the tests.
 */
describe('a pregnancy whose baby moves well, then a list of denials without commas', () => {
  it.each([
    ['fr', 'enceinte de 7 mois le bebe bouge bien pas de sang pas de douleur juste des brulures d estomac'],
    ['fr', 'grossesse 8 mois bebe bouge normal pas de perte de liquide pas de saignement, je dors mal'],
    ['fr', 'enceinte 30 semaines il bouge bien pas de contraction pas de fievre mais le dos me tire'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent, text).toBe(false);
  });

  it.each([
    ['fr', 'enceinte de 8 mois et le bebe ne bouge pas depuis ce matin'],
    ['fr', 'je suis a 7 mois de grossesse, mon bebe bouge presque plus depuis hier soir'],
    ['fr', 'enceinte 34 SA le bebe bouge pas depuis hier'],
  ])('[%s] still alarms on a baby not moving: %s', (_way, text) => {
    expect(triage(text).urgentReason, text).toBe('baby_not_moving');
  });
});
