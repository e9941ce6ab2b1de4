import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * From twelve years (an age stated), a child's emergency goes to its own specialist first (a
 * meningitis to the infection clinic, an asthma attack to the chest physician), as for an adult; a
 * younger child's stays the pediatrician's. Phrasings written for the tests.
 */

const top = (text: string) => triage(text).ranked[0]?.code;

describe("an adolescent's emergency goes to the organ's specialist", () => {
  it.each([
    [
      'fr',
      'ma fille 13 ans fievre 39, nuque raide, elle supporte pas la lumiere, des taches violettes qui partent pas',
      'infectious-diseases',
    ],
    [
      'dl',
      'benti 13 ans 3andha l asthme, dartelha ventoline 6 merrat ma khadmatch, ma tqderch tahder w chfayefha zor9in',
      'pulmonology',
    ],
    [
      'en',
      'my 14 year old has asthma, used his inhaler 6 times with no effect, cant finish a sentence and his lips are blue',
      'pulmonology',
    ],
  ])('[%s] %s', (_way, text, doctor) => {
    const r = triage(text);
    expect(r.urgent).toBe(true);
    expect(top(text)).toBe(doctor);
  });

  it('a younger child with the same emergency stays with the pediatrician', () => {
    expect(top('mon fils 5 ans fievre 40, nuque raide, taches violettes qui partent pas')).toBe('pediatrics');
  });
});
