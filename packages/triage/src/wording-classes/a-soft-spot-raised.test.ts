import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * A baby's soft spot raised or bulging, named as the fontanelle or as the top of a baby's head
 * ('rasha mn fouq rah m3ali', 'راسو من الفوق منفوخ'), is a bulging fontanelle; a Darija dual age
 * ('chahrin', two months) is read as an age, not corrected into another word. Phrasings written for
 * the tests.
 */
describe('a bulging soft spot', () => {
  it.each([
    ['en', 'my baby 5 months, the soft spot on her head is raised and she vomits'],
    ['fr', 'bebe 4 mois fievre et sa fontanelle est bombee'],
    ['ar', 'ابني عمره 3 اشهر ويافوخه منتفخ'],
    ['dz', 'بنتي 6 شهور الفونتانيل تاعها طالعة'],
    ['dl', 'wldi 7 mois rasou mn fouq nafekh'],
  ])('[%s] %s', (_way, text) => {
    expect(triage(text).urgent, text).toBe(true);
  });

  it('does not alarm on a soft spot said to be normal', () => {
    expect(triage('my baby 6 months, the soft spot is normal, not bulging').urgent).toBe(false);
  });

  it('reads a baby of two months said in Darija', () => {
    expect(triage('wldi 3andou chahrin w s5ouna 38.5').urgentReason).toBe('infant_fever');
  });
});
