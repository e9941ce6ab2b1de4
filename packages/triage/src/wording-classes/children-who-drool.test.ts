import { describe, expect, it } from 'vitest';
import { triage } from '../index.ts';

/**
 * A child with a fever who cannot swallow even his spit, drools and breathes leaning forward: the
 * epiglottis or a throat abscess, the ENT's airway first, as the sets label every such child since
 * set D's second day. Phrasings written for the tests, in the five ways of writing.
 */

const first = (text: string) => triage(text).ranked[0]?.code;

describe('a feverish child who drools and cannot swallow his spit is the ENT', () => {
  it.each([
    [
      'en',
      'my daughter 5 has a high fever, she cant swallow her spit, drooling, sits leaning forward to breathe',
    ],
    [
      'fr',
      'mon fils 4 ans a de la fievre, il arrive plus a avaler sa salive, la salive coule, il respire penche en avant et sa voix a change',
    ],
    ['ar', 'ابني عمره 5 سنوات حرارته مرتفعة، لا يستطيع بلع ريقه ولعابه يسيل ويجلس مائلا للامام ليتنفس'],
    ['dz', 'بنتي 5 سنين سخانة 39، ما تقدرش تبلع ريقها، الريالة تسيل وقاعدة مايلة لقدام باش تتنفس'],
    ['dl', 'bnti 5 ans s5ana, ma t9derch tebla3 ri9ha, trayel w t9e3d mayla l9oddam bach tetnfes'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('ent');
  });
});
