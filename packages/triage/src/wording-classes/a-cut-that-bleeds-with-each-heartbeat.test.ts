import { describe, expect, it } from 'vitest';
import { lexiconAlone } from '../triage.ts';

/**
 * A knife cut whose blood leaves in time with the heartbeat ('with every heartbeat', 'a chaque
 * battement de coeur', 'مع كل نبضة', 'يخرج يضرب', 'ykhrej yfour') is an artery's pulse, not the
 * heart: the heavy-bleeding notice and the emergency physician. Pressing on it to stop the blood
 * ('j appuie dessus', 'اضغط عليه') is first aid, not a tenderness for the bone doctor. Top-1 is the
 * lexicon's alone. Phrasings written for the tests.
 */

describe('a cut that bleeds with each heartbeat is the emergency physician and the notice', () => {
  it.each([
    [
      'en',
      'sliced my palm with a kitchen knife, the blood pulses out with every heartbeat even when i press on it',
    ],
    [
      'fr',
      'je me suis coupe la main avec un couteau, le sang sort a chaque battement de coeur, j appuie dessus ca continue',
    ],
    ['ar', 'جرحت كفي بالسكين والدم يخرج مع كل نبضه رغم اني اضغط عليه'],
    ['dz', 'تجرحت بالموس فيدي و الدم يخرج يضرب مع كل دقة، نضغط عليه و ما حبسش'],
    ['dl', 'jre7t yedi b lmouss w dem ykhrej yfour, nedghat 3lih w ma 7bsch'],
  ])('[%s] %s', (_way, text) => {
    const r = lexiconAlone(text);
    expect(r.ranked[0]?.code).toBe('general-medicine');
    expect(r.urgent).toBe(true);
  });
});
