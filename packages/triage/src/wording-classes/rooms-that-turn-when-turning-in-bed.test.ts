import { describe, expect, it } from 'vitest';
import { lexiconAlone } from '../triage.ts';

/**
 * A spinning that comes for seconds when turning in bed, lying down or bending the head is the inner
 * ear's (positional vertigo): the ENT's. The spinning is said as the room or the world turning
 * ('the room turns', 'la chambre tourne', 'الغرفة تدور', 'lbit ydour biya'), the movement with the bed
 * ('ki ndour f frach', 'ادور في الفراش') or the head bent down ('ki nhabet rassi', 'quand je baisse
 * la tete'). Top-1 is the lexicon's alone. Phrasings written for the tests.
 */

const first = (text: string) => lexiconAlone(text).ranked[0]?.code;

describe('a room that turns for seconds when turning in bed is the ENT', () => {
  it.each([
    ['en', 'when i roll over in bed at night the whole room turns for a few seconds'],
    ['en', 'my dad says the world is spinning every time he turns his head, lasts seconds then ok'],
    ['fr', 'la chambre tourne quand je me tourne sur le cote, quelques secondes puis plus rien'],
    ['fr', 'quand je baisse la tete pour lacer mes chaussures tout tourne autour de moi 10 secondes'],
    ['ar', 'اشعر ان الغرفه تدور عندما اتقلب في السرير لثوان ثم تزول'],
    ['dz', 'كي نتقلب فالليل الدنيا تدور بيا شوية و تحبس'],
    ['dz', 'كي نهبط راسي البيت يدور بيا ثواني و يروح'],
    ['dl', 'ki ndour f frach lbit ydour biya chwiya w yfout'],
    ['dl', 'ki nhabet rassi ddonya tdor biya 2 secondes w tfout'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('ent');
  });
});
