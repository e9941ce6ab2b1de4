import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * An early pregnancy said with 'passed' ('فاتتني الدورة', the period passed me; 'l'simana li
 * fatet', last week, when the test came out) or as a period weeks late or a test just positive
 * ('retard de 5 semaines', 'test positive last week'), then a belly pain on one side, a little
 * blood or a faint: a pregnancy outside the womb, the notice at once. 'Passed' there dates the
 * period or the test, it does not say the danger is over; a little blood is not a trace to doubt.
 * Phrasings written for the tests, in the five ways of writing.
 */

describe('a missed or late period with a one-sided pain, blood or a faint shows the ectopic notice', () => {
  it.each([
    ['dz', 'فاتتني الدورة بشهر ونص، اليوم وجع قوي فالجنب اليمين تحت الكرش وشوية دم'],
    ['dl', "test de grossesse positif l'simana li fatet, drk wja3 9wi f jenbi lisr ta7t kerchi w chwiya dem"],
    [
      'fr',
      "retard de 5 semaines, depuis ce matin douleur forte en bas à droite du ventre et j'ai la tête qui tourne",
    ],
    [
      'en',
      'test positive last week, since this morning sharp pain on the left low belly and i almost fainted',
    ],
    ['ar', 'تأخرت دورتي ستة أسابيع، والآن ألم شديد في أسفل البطن من جهة اليمين مع قليل من الدم'],
  ])('[%s] %s', (_way, text) => {
    const r = triage(text);
    expect(r.urgent).toBe(true);
    expect(r.urgentReason).toBe('ectopic_pregnancy');
  });
});

describe('a late pregnancy or a pain that passed long ago is not read as an early one', () => {
  it.each([
    [
      'fr',
      'enceinte de 7 mois, test positif il y a longtemps, petite douleur au dos quand je marche beaucoup',
    ],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgentReason).not.toBe('ectopic_pregnancy');
  });
});
