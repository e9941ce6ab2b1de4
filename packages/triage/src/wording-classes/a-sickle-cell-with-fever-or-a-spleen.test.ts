import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * A sickle cell with a fever (the spleen no longer stops an infection), or with the left belly or
 * the spleen swelling (a sequestration), is the emergency department today, not a question. A
 * follow-up asked for, or a fever long past, is not. Phrasings written for the tests.
 */
describe('a sickle cell with a fever or a swelling spleen alarms', () => {
  it.each([
    ['en', 'my daughter 6 has sickle cell and a fever of 39 since this afternoon'],
    ['fr', 'mon fils drepanocytaire a 38.9 de fievre depuis ce soir'],
    ['ar', 'ابني مصاب بفقر الدم المنجلي وعنده حرارة 39'],
    ['dz', 'بنتي عندها الدريبانو و فيها السخانة من الليل'],
    ['dl', 'wldi 3andou drepano w s5ana 39 mn lil'],
  ])('[%s] fever: %s', (_way, text) => {
    expect(triage(text).urgentReason, text).toBe('serious_infection');
  });

  it.each([
    ['en', 'my son with sickle cell is very pale and his spleen is swollen'],
    ['fr', 'ma fille drepanocytaire est toute pale et son ventre gonfle a gauche'],
    ['ar', 'ابني مصاب بفقر الدم المنجلي وبطنه منتفخ من الجهة اليسرى'],
    ['dz', 'ولدي عندو الدريبانوسيتوز و كرشو راهي تكبر من الجيهة ليسرى'],
    ['dl', 'bnti fiha drepano w kerchha rahi tekber mn jiha lisra'],
  ])('[%s] spleen: %s', (_way, text) => {
    expect(triage(text).urgent, text).toBe(true);
  });

  it.each([
    'my daughter has sickle cell, she had a fever last month, we want a follow-up with the hematologist',
    'j ai une drepanocytose, je veux un suivi chez un hematologue',
  ])('does not alarm on a follow-up: %s', (text) => {
    expect(triage(text).urgent, text).toBe(false);
  });
});
