import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * Spoken French drops the 'ne' and says the denial after the verb: 'je vomis pas', 'il saigne
 * pas', 'elle vomit jamais'. The verb before such a 'pas' is denied as if the 'pas' came first, and
 * a sight that 'a pas baissé d'un coup' has not dropped suddenly. A denied act of self-harm ('je
 * vais pas me faire du mal') keeps its denial on the act. Phrasings written for the tests.
 */

describe('a complaint denied after its verb raises no alarm', () => {
  it.each([
    ['fr', 'mal au crane le soir apres le boulot, la vue a pas baissé d un coup, je vomis pas'],
    ['fr', "il s'est cogné le genou au foot, il saigne pas, ça a gonflé un peu, il marche"],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(false);
  });
});

describe('a denial after the verb that is itself the danger still alarms', () => {
  it.each([
    ['fr', 'enceinte de 8 mois, il bouge pas depuis hier soir'],
    ['fr', 'mon pere est tombé, il repond pas quand on l appelle'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent).toBe(true);
  });
});
