import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * A baby's soft spot raised or bulging, named as the fontanelle or as the top of a baby's head
 * ('rasha mn fouq rah m3ali', 'راسو من الفوق منفوخ'), is a bulging fontanelle; a Darija dual age
 * ('chahrin', two months) is read as an age, not corrected into another word. Sunken, it is a
 * dehydration. Phrasings written for
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

  it.each([
    ['en', 'my baby 3 months has fever and the soft spot on his head is swollen'],
    ['dl', 'bnti 5 chhour l fontanelle ta3ha m3alia w fiha s5ana'],
  ])('[%s] swollen or raised: %s', (_way, text) => {
    expect(triage(text).urgentReason, text).toBe('bulging_fontanelle');
  });

  it.each([
    ['en', 'my baby 2 months, her soft spot looks sunken and she has diarrhea'],
    ['fr', 'la fontanelle de mon bebe est creusee'],
    ['ar', 'ولدي 6 شهور اليافوخ تاعو غارق و يسهل'],
    ['dl', 'bnti 3 chhour rasha mn fouq 7afra w ma rahich terda3'],
  ])('[%s] a sunken soft spot is a dehydration: %s', (_way, text) => {
    expect(triage(text).urgent, text).toBe(true);
  });

  it('does not alarm on a soft spot said to be normal', () => {
    expect(triage('my baby 6 months, the soft spot is normal, not bulging').urgent).toBe(false);
  });

  it('reads a baby of two months said in Darija', () => {
    expect(triage('wldi 3andou chahrin w s5ouna 38.5').urgentReason).toBe('infant_fever');
  });
});
