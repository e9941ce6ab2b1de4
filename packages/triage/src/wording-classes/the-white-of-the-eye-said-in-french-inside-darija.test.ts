import { describe, expect, it } from 'vitest';
import { lexiconAlone } from '../triage.ts';

/**
 * A red patch on the white of the eye (after a cough, a sneeze or a strain) is the eye doctor's,
 * also when the white and the patch are French words inside Darija ('tache 7amra f blanc ta3 3ini',
 * 'البلان تاع عيني') or said of someone else ('blanc de son oeil', 'بياض عينه'). A 'tache' there is
 * not the skin's. Top-1 is the lexicon's alone. Phrasings written for the tests.
 */

const first = (text: string) => lexiconAlone(text).ranked[0]?.code;

describe('a red patch on the white of the eye is the eye doctor', () => {
  it.each([
    ['en', 'red patch in his eye since he coughed hard last night, no pain'],
    ['fr', 'le blanc de son oeil est tout rouge depuis qu il a tousse fort'],
    ['ar', 'بياض عينه احمر بعدما عطس بقوه'],
    ['dz', 'ناضت الصباح لقات البلان تاع عينيها حمر'],
    ['dl', 'khti 3andha tache 7amra f blanc ta3 3iniha mn ba3d ma 9ay3at'],
    ['dl', 'khouya 3andou tache 7amra f blanc ta3 3inih mn ba3d ma k7ab'],
  ])('[%s] %s', (_way, text) => {
    expect(first(text)).toBe('ophthalmology');
  });
});
